import { Router } from 'express';
import { settingsSchema, type SettingsPayload } from '@hfl/contracts';
import { allowVisitors, requireSuperAdmin, validate } from '@hfl/kit';
import { Settings, SITE_SETTINGS_KEY, toSettingsPayload } from '../../models/settings';

export function settingsRouter(): Router {
  const router = Router();

  // Everyone, visitors included, sees times in the site's timezone.
  router.get('/settings', allowVisitors, async (_req, res) => {
    res.json(toSettingsPayload(await Settings.findOne({ key: SITE_SETTINGS_KEY })));
  });

  router.post('/settings', requireSuperAdmin, validate(settingsSchema), async (req, res) => {
    const { timezone } = req.body as SettingsPayload;
    // One atomic upsert of the single document: no read-modify-write race between two owners.
    const saved = await Settings.findOneAndUpdate(
      { key: SITE_SETTINGS_KEY },
      { $set: { timezone } },
      { upsert: true, returnDocument: 'after' },
    );
    res.json(toSettingsPayload(saved));
  });

  return router;
}
