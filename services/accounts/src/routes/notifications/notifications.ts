import { Router } from 'express';
import type { Agenda } from 'agenda';
import { notificationBatchSchema, notificationCreateSchema } from '@hfl/contracts';
import { callerLocale, requireService, requireUser, validate, type Publisher } from '@hfl/kit';
import {
  countUnread,
  listNotifications,
  markAllViewed,
  notifyMany,
  notifyUsers,
} from '../../notifications/notifications';
import { callerSlot, loadCaller } from '../../users/caller';

const notificationBody = validate(notificationCreateSchema);
const batchBody = validate(notificationBatchSchema);

/**
 * Notifications (spec section 7: users/me/notifications, users/me/unread-notifications/count,
 * users/me/notifications/mark-viewed) and the service-only `POST /internal/notifications` (and `/batch`) through which leagues and
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

  /** Service-only: many notifications, each with its own recipients (a locked round's results). */
  router.post('/internal/notifications/batch', requireService, batchBody, async (_req, res) => {
    res.status(201).json({ ids: await notifyMany(batchBody.valueOf(res).notifications, { publisher, agenda }) });
  });

  return router;
}
