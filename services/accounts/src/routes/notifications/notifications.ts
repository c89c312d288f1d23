import { Router } from 'express';
import mongoose from 'mongoose';
import enPlayer from '@hfl/contracts/locales/en/player.json' with { type: 'json' };
import huPlayer from '@hfl/contracts/locales/hu/player.json' with { type: 'json' };
import {
  notificationCreateSchema,
  NOTIFICATIONS_PAGE_SIZE,
  type NotificationCreatePayload,
  type NotificationItem,
  type NotificationKind,
  type NotificationType,
  type UnreadNotificationsCount,
} from '@hfl/contracts';
import { addResources, requireService, requireUser, translate, validate, type Publisher } from '@hfl/kit';
import { Notification, type NotificationDocument } from '../../models/notification';
import { User } from '../../models/user';
import { publishCreated, unreadCount } from '../../notify-user';
import { loadCaller } from '../caller';

// Messages are translated when read, in the reader's language: only the notification texts are needed here.
addResources('en', 'player', { notifications: enPlayer.notifications });
addResources('hu', 'player', { notifications: huPlayer.notifications });

function toItem(notification: NotificationDocument, locale: unknown): NotificationItem {
  const league = notification.league ? { id: notification.league.id, name: notification.league.name } : null;
  return {
    id: notification.id as string,
    createdAt: (notification as unknown as { createdAt: Date }).createdAt.toISOString(),
    league,
    isViewed: notification.isViewed,
    type: notification.type as NotificationType,
    kind: notification.kind as NotificationKind,
    message: translate(`player:notifications.messages.${notification.kind}`, locale, {
      league: league?.name ?? '',
      name: notification.params?.name ?? '',
    }),
  };
}

/**
 * Notifications (spec section 7: users/me/notifications, users/me/unread-notifications/count,
 * users/me/notifications/mark-viewed) and the service-only `POST /internal/notifications` through which leagues and
 * fantasy (the draft's start and end) tell users what happened.
 */
export function notificationsRouter({ publisher }: { publisher: Publisher }): Router {
  const router = Router();

  router.get('/users/me/notifications', requireUser, async (req, res) => {
    const user = await loadCaller(req);
    const notifications = await Notification.find({ userId: user._id })
      .sort({ createdAt: -1, _id: -1 })
      .limit(NOTIFICATIONS_PAGE_SIZE);
    res.json(notifications.map((n) => toItem(n, req.identity?.locale)));
  });

  router.get('/users/me/unread-notifications/count', requireUser, async (req, res) => {
    const user = await loadCaller(req);
    res.json({ count: await unreadCount(user._id) } satisfies UnreadNotificationsCount);
  });

  /** Everything the caller has becomes viewed (the page shows them all); the badge goes to 0. */
  router.post('/users/me/notifications/mark-viewed', requireUser, async (req, res) => {
    const user = await loadCaller(req);
    await Notification.updateMany({ userId: user._id, isViewed: false }, { $set: { isViewed: true } });
    res.json({ count: 0 } satisfies UnreadNotificationsCount);
  });

  /**
   * A peer service notifies users: one notification each (accounts that are gone or deleted are skipped), then each
   * recipient's open tabs hear `notification/created` with their new unread count. Service-only: a user token is 403.
   */
  router.post('/internal/notifications', requireService, validate(notificationCreateSchema), async (req, res) => {
    const { userIds, type, kind, league, params } = req.body as NotificationCreatePayload;
    const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
    const recipients = await User.find({ _id: mongoose.trusted({ $in: ids }), deletedAt: null }, { _id: 1 });
    const created = await Notification.insertMany(
      recipients.map((r) => ({ userId: r._id, type, kind, league: league ?? null, params: { name: params.name ?? null } })),
    );
    // In parallel: a slow BFF costs its time limit once, not once per recipient.
    await Promise.all(created.map((notification) => publishCreated(publisher, notification)));
    res.status(201).json({ ids: created.map((n) => n.id as string) });
  });

  return router;
}
