import mongoose, { Schema } from 'mongoose';
import { DEFAULT_TIMEZONE, isTimezone, type Settings as SettingsPayload } from '@hfl/contracts';

/** The site's settings live in one document, found by its key. */
export const SITE_SETTINGS_KEY = 'site';

const settingsSchema = new Schema(
  {
    key: { type: String, required: true, unique: true },
    timezone: { type: String, required: true, default: DEFAULT_TIMEZONE },
  },
  { timestamps: true },
);

export const Settings = mongoose.model('Settings', settingsSchema);

/** The public shape: what the owner edits, nothing of the storage. A zone since dropped from the list falls back to the default. */
export function toSettingsPayload(settings: { timezone: string } | null): SettingsPayload {
  const timezone = settings?.timezone;
  return { timezone: isTimezone(timezone) ? timezone : DEFAULT_TIMEZONE };
}
