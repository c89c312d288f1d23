import type { Agenda } from 'agenda';
import { createHash } from 'node:crypto';
import mongoose, { Types } from 'mongoose';
import enPlayer from '@hfl/contracts/locales/en/player.json' with { type: 'json' };
import huPlayer from '@hfl/contracts/locales/hu/player.json' with { type: 'json' };
import {
  NOTIFICATIONS_PAGE_SIZE,
  rooms,
  type Locale,
  type NotificationCreatePayload,
  type NotificationItem,
  type NotificationKind,
  type NotificationType,
  type UnreadNotificationsCount,
} from '@hfl/contracts';
import { addResources, insertNew, logger, translate, type Publisher } from '@hfl/kit';
import { queueAlerts } from '../alerts/send-job';
import { Notification, type NotificationDocument } from '../models/notification';
import { User, type UserDocument } from '../models/user';
import { unreadCount, unreadCounts } from './notify-user';

// Messages are translated when read, in the reader's language: only the notification texts are needed here.
addResources('en', 'player', { notifications: enPlayer.notifications, trophyTypes: enPlayer.trophyTypes });
addResources('hu', 'player', { notifications: huPlayer.notifications, trophyTypes: huPlayer.trophyTypes });

function toItem(notification: NotificationDocument, locale: Locale): NotificationItem {
  const league = notification.league ? { id: notification.league.id, name: notification.league.name } : null;
  return {
    id: notification.id as string,
    createdAt: (notification as unknown as { createdAt: Date }).createdAt.toISOString(),
    league,
    link: notification.link ?? null,
    isViewed: notification.isViewed,
    type: notification.type as NotificationType,
    kind: notification.kind as NotificationKind,
    message: translate(`player:notifications.messages.${notification.kind}`, locale, {
      league: league?.name ?? '',
      name: notification.params?.name ?? '',
      player: notification.params?.player ?? '',
      otherPlayer: notification.params?.otherPlayer ?? '',
      week: notification.params?.week ?? '',
      score: notification.params?.score ?? '',
      trophy: notification.params?.trophy ?? '',
      hours: notification.params?.hours ?? '',
      minutes: notification.params?.minutes ?? '',
      place: notification.params?.place ?? '',
    }),
  };
}

/** The user's latest notifications, newest first, in the reader's language. */
export async function listNotifications(user: UserDocument, locale: Locale): Promise<NotificationItem[]> {
  const notifications = await Notification.find({ userId: user._id })
    .sort({ createdAt: -1, _id: -1 })
    .limit(NOTIFICATIONS_PAGE_SIZE);
  return notifications.map((n) => toItem(n, locale));
}

export async function countUnread(user: UserDocument): Promise<UnreadNotificationsCount> {
  return { count: await unreadCount(user._id) };
}

/** Everything the user has becomes viewed (the page shows them all); the badge goes to 0. */
export async function markAllViewed(user: UserDocument): Promise<UnreadNotificationsCount> {
  await Notification.updateMany({ userId: user._id, isViewed: false }, { $set: { isViewed: true } });
  return { count: 0 };
}

/** A keyed notification's id for its recipient: the same every time, so storing it again is refused as a duplicate. */
function keyedId(key: string, userId: string): Types.ObjectId {
  return new Types.ObjectId(createHash('sha256').update(`${key}:${userId}`).digest().subarray(0, 12));
}

const paramsOf = (params: NotificationCreatePayload['params']) => ({
  name: params.name ?? null,
  ...(params.player ? { player: params.player } : {}),
  ...(params.otherPlayer ? { otherPlayer: params.otherPlayer } : {}),
  ...(params.week ? { week: params.week } : {}),
  ...(params.score ? { score: params.score } : {}),
  ...(params.trophy ? { trophy: params.trophy } : {}),
  ...(params.hours ? { hours: params.hours } : {}),
  ...(params.minutes ? { minutes: params.minutes } : {}),
  ...(params.place ? { place: params.place } : {}),
});

/**
 * A peer service notifies users: one notification each (accounts that are gone or deleted are skipped). Answers the
 * new notifications' ids.
 */
export function notifyUsers(
  payload: NotificationCreatePayload,
  deps: { publisher: Publisher; agenda?: Agenda },
): Promise<string[]> {
  return notifyMany([payload], deps);
}

/**
 * Many notifications at once, each with its own recipients (a locked round's results): stored in one write, each
 * recipient's open tabs hear `notification/created` with their new unread count (one call to the BFF), and the kinds
 * that are mailed are queued as e-mail alerts in one job on `agenda` (none while no worker runs). A keyed
 * notification already stored for its recipient is not stored, told or mailed again. Answers the new ones' ids.
 */
export async function notifyMany(
  payloads: readonly NotificationCreatePayload[],
  { publisher, agenda }: { publisher: Publisher; agenda?: Agenda },
): Promise<string[]> {
  const recipientsOf = payloads.map((payload) => [...new Set(payload.userIds.map((id) => id.toLowerCase()))]);
  const recipients = await User.find(
    { _id: mongoose.trusted({ $in: [...new Set(recipientsOf.flat())] }), deletedAt: null },
    { _id: 1, newsletter: 1, emailAlertsOff: 1, emailDailySummary: 1 },
  );
  const recipientOf = new Map(recipients.map((r) => [r.id as string, r]));
  const createdAt = new Date();
  const docs = payloads.flatMap(({ type, kind, league, params, link, key }, index) =>
    recipientsOf[index]!.filter((userId) => recipientOf.has(userId)).map((userId) => ({
      _id: key ? keyedId(key, userId) : new Types.ObjectId(),
      userId: recipientOf.get(userId)!._id,
      type,
      kind,
      league: league ?? null,
      params: paramsOf(params),
      link: link ?? null,
      isViewed: false,
      createdAt,
    })),
  );
  const created = await insertNew(Notification, docs);
  if (created.length === 0) return [];
  const unread = await unreadCounts([...new Set(created.map((n) => n.userId.toHexString()))]);
  try {
    await publisher.publishMany(
      created.map((notification) => ({
        room: rooms.user(notification.userId.toHexString()),
        event: 'notification/created',
        data: {
          id: notification._id.toHexString(),
          type: notification.type,
          unreadCount: unread.get(notification.userId.toHexString()) ?? 1,
          createdAt: createdAt.toISOString(),
        },
      })),
    );
  } catch (err) {
    // Stored all the same: the badge catches up at the next page load.
    logger.warn({ err, notifications: created.length }, 'notifications stored but not published');
  }
  await queueAlerts(
    agenda,
    created.map((n) => ({
      id: n._id.toHexString(),
      kind: n.kind,
      recipient: recipientOf.get(n.userId.toHexString())!,
    })),
  );
  return created.map((n) => n._id.toHexString());
}
