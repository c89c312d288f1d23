import type { Agenda } from 'agenda';
import mongoose from 'mongoose';
import enPlayer from '@hfl/contracts/locales/en/player.json' with { type: 'json' };
import huPlayer from '@hfl/contracts/locales/hu/player.json' with { type: 'json' };
import {
  NOTIFICATIONS_PAGE_SIZE,
  type Locale,
  type NotificationCreatePayload,
  type NotificationItem,
  type NotificationKind,
  type NotificationType,
  type UnreadNotificationsCount,
} from '@hfl/contracts';
import { addResources, translate, type Publisher } from '@hfl/kit';
import { queueAlerts } from '../alerts/send-job';
import { Notification, type NotificationDocument } from '../models/notification';
import { User, type UserDocument } from '../models/user';
import { publishCreated, unreadCount } from './notify-user';

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

/**
 * A peer service notifies users: one notification each (accounts that are gone or deleted are skipped), then each
 * recipient's open tabs hear `notification/created` with their new unread count, and the kinds that are mailed are
 * queued as e-mail alerts on `agenda` (none while no worker runs). Answers the new notifications' ids.
 */
export async function notifyUsers(
  { userIds, type, kind, league, params, link }: NotificationCreatePayload,
  { publisher, agenda }: { publisher: Publisher; agenda?: Agenda },
): Promise<string[]> {
  const ids = [...new Set(userIds.map((id) => id.toLowerCase()))];
  const recipients = await User.find(
    { _id: mongoose.trusted({ $in: ids }), deletedAt: null },
    { _id: 1, newsletter: 1, emailAlertsOff: 1, emailDailySummary: 1 },
  );
  const created = await Notification.insertMany(
    recipients.map((r) => ({
      userId: r._id,
      type,
      kind,
      league: league ?? null,
      params: {
        name: params.name ?? null,
        ...(params.player ? { player: params.player } : {}),
        ...(params.otherPlayer ? { otherPlayer: params.otherPlayer } : {}),
        ...(params.week ? { week: params.week } : {}),
        ...(params.score ? { score: params.score } : {}),
        ...(params.trophy ? { trophy: params.trophy } : {}),
        ...(params.hours ? { hours: params.hours } : {}),
        ...(params.minutes ? { minutes: params.minutes } : {}),
        ...(params.place ? { place: params.place } : {}),
      },
      link: link ?? null,
    })),
  );
  // In parallel: a slow BFF costs its time limit once, not once per recipient.
  await Promise.all(created.map((notification) => publishCreated(publisher, notification)));
  const recipientOf = new Map(recipients.map((r) => [r.id as string, r]));
  await queueAlerts(
    agenda,
    created.map((n) => ({ id: n.id as string, kind: n.kind, recipient: recipientOf.get(String(n.userId)) ?? {} })),
  );
  return created.map((n) => n.id as string);
}
