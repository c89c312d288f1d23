import { Router } from 'express';
import type { Agenda } from 'agenda';
import { notificationCreateSchema } from '@hfl/contracts';
import { callerLocale, requireService, requireUser, validate, type Publisher } from '@hfl/kit';
import { countUnread, listNotifications, markAllViewed, notifyUsers } from '../../notifications/notifications';
import { callerSlot, loadCaller } from '../../users/caller';

const notificationBody = validate(notificationCreateSchema);

/**
 * Notifications (spec section 7: users/me/notifications, users/me/unread-notifications/count,
 * users/me/notifications/mark-viewed) and the service-only `POST /internal/notifications` through which leagues and
 * fantasy (the draft's start and end) tell users what happened.
 */
export function notificationsRouter({ publisher, agenda }: { publisher: Publisher; agenda?: Agenda }): Router {
  const router = Router();

  router.get('/users/me/notifications', requireUser, loadCaller, async (req, res) => {
    res.json(await listNotifications(callerSlot.get(res), callerLocale(req)));
  });

  router.get('/users/me/unread-notifications/count', requireUser, loadCaller, async (_req, res) => {
    res.json(await countUnread(callerSlot.get(res)));
  });

  router.post('/users/me/notifications/mark-viewed', requireUser, loadCaller, async (_req, res) => {
    res.json(await markAllViewed(callerSlot.get(res)));
  });

  /** Service-only: a user token is 403. */
  router.post('/internal/notifications', requireService, notificationBody, async (_req, res) => {
    res.status(201).json({ ids: await notifyUsers(notificationBody.valueOf(res), { publisher, agenda }) });
  });

  return router;
}
