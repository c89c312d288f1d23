import { Types } from 'mongoose';
import { rooms } from '@hfl/contracts';
import { logger, type Publisher } from '@hfl/kit';
import { Notification, type NotificationDocument } from '../models/notification';

export const unreadCount = (userId: Types.ObjectId) => Notification.countDocuments({ userId, isViewed: false });

/** Each of these users' unread count, in one read (a user with none is absent). */
export async function unreadCounts(userIds: readonly string[]): Promise<Map<string, number>> {
  const counts = await Notification.aggregate<{ _id: Types.ObjectId; count: number }>([
    { $match: { userId: { $in: userIds.map((id) => new Types.ObjectId(id)) }, isViewed: false } },
    { $group: { _id: '$userId', count: { $sum: 1 } } },
  ]);
  return new Map(counts.map(({ _id, count }) => [_id.toHexString(), count]));
}

/** What a stored notification's live event tells (insertMany's documents are typed apart from create's). */
type StoredNotification = Pick<NotificationDocument, 'id' | 'type'> & { userId: unknown };

/** The recipient's open tabs hear `notification/created` with the new unread count; a failure is only logged. */
export async function publishCreated(publisher: Publisher, notification: StoredNotification): Promise<void> {
  try {
    await publisher.publish({
      room: rooms.user(String(notification.userId)),
      event: 'notification/created',
      data: {
        id: notification.id as string,
        type: notification.type,
        unreadCount: await unreadCount(notification.userId as Types.ObjectId),
        createdAt: (notification as unknown as { createdAt: Date }).createdAt.toISOString(),
      },
    });
  } catch (err) {
    // Stored all the same: the badge catches up at the next page load.
    logger.warn({ err, notificationId: notification.id }, 'notification stored but not published');
  }
}
