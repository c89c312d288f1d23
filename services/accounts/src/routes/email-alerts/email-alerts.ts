import { Router } from 'express';
import { emailAlertSettingsSchema } from '@hfl/contracts';
import { requireUser, validate } from '@hfl/kit';
import { alertSettingsOf, saveAlertSettings } from '../../alerts/settings';
import { callerSlot, loadCaller } from '../../users/caller';

const settingsBody = validate(emailAlertSettingsSchema);

/** The caller's e-mail alerts (/settings): `GET` answers them, `POST` takes them whole and answers them as stored. */
export function emailAlertsRouter(): Router {
  const router = Router();

  router.get('/users/me/email-alerts', requireUser, loadCaller, (_req, res) => {
    res.json(alertSettingsOf(callerSlot.get(res)));
  });

  router.post('/users/me/email-alerts', requireUser, settingsBody, loadCaller, async (_req, res) => {
    res.json(await saveAlertSettings(callerSlot.get(res)._id, settingsBody.valueOf(res)));
  });

  return router;
}
