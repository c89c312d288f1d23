import { Router } from 'express';
import { settingsSchema } from '@hfl/contracts';
import { allowVisitors, requireSuperAdmin, validate } from '@hfl/kit';
import { saveSettings, siteSettings } from '../../settings/settings';

export function settingsRouter(): Router {
  const router = Router();
  const settingsBody = validate(settingsSchema);

  // Everyone, visitors included, sees times in the site's timezone.
  router.get('/settings', allowVisitors, async (_req, res) => {
    res.json(await siteSettings());
  });

  router.post('/settings', requireSuperAdmin, settingsBody, async (_req, res) => {
    res.json(await saveSettings(settingsBody.valueOf(res)));
  });

  return router;
}
