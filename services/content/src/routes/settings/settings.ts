import { Router } from 'express';
import { settingsSchema, type SettingsPayload } from '@hfl/contracts';
import { allowVisitors, requireSuperAdmin, validate } from '@hfl/kit';
import { saveSettings, siteSettings } from '../../settings/settings';

export function settingsRouter(): Router {
  const router = Router();

  // Everyone, visitors included, sees times in the site's timezone.
  router.get('/settings', allowVisitors, async (_req, res) => {
    res.json(await siteSettings());
  });

  router.post('/settings', requireSuperAdmin, validate(settingsSchema), async (req, res) => {
    res.json(await saveSettings(req.body as SettingsPayload));
  });

  return router;
}
