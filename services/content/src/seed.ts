import { DEFAULT_TIMEZONE } from '@hfl/contracts';
import { Settings, SITE_SETTINGS_KEY } from './models/settings';

/**
 * Default site settings on the current mongoose connection. Idempotent: settings the owner
 * already changed are left as they are.
 */
export async function seed(): Promise<void> {
  await Settings.updateOne(
    { key: SITE_SETTINGS_KEY },
    { $setOnInsert: { key: SITE_SETTINGS_KEY, timezone: DEFAULT_TIMEZONE } },
    { upsert: true },
  );
}
