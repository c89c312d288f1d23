import type { Settings as SettingsPayload } from '@hfl/contracts';
import { Settings, SITE_SETTINGS_KEY, toSettingsPayload } from '../models/settings';

/** The site's settings (the defaults until the owner saves them). */
export async function siteSettings(): Promise<SettingsPayload> {
  return toSettingsPayload(await Settings.findOne({ key: SITE_SETTINGS_KEY }));
}

export async function saveSettings({ timezone }: SettingsPayload): Promise<SettingsPayload> {
  // One atomic upsert of the single document: no read-modify-write race between two owners.
  const saved = await Settings.findOneAndUpdate(
    { key: SITE_SETTINGS_KEY },
    { $set: { timezone } },
    { upsert: true, returnDocument: 'after' },
  );
  return toSettingsPayload(saved);
}
