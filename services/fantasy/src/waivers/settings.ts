import { Types } from 'mongoose';
import {
  DEFAULT_WAIVER_SETTINGS,
  WAIVER_TIME_ZONE,
  formatUtcDateTime,
  fromZonedInput,
  parseUtcDateTime,
  toZonedInput,
  type WaiverSettings,
} from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { WaiverSettingsDoc } from '../models/waivers';

/** The league's waiver setting; a league that never set one has waivers on at 10:00. */
export async function waiverSettings(leagueId: string | Types.ObjectId): Promise<WaiverSettings> {
  const stored = await WaiverSettingsDoc.findById(new Types.ObjectId(String(leagueId))).lean();
  return stored ? { enabled: stored.enabled, runHour: stored.runHour } : { ...DEFAULT_WAIVER_SETTINGS };
}

/**
 * Stores the league admin's setting: one document per league, written whole (two saves at once: the later stays). A
 * run already published keeps its time; the next one follows the new hour.
 */
export async function saveWaiverSettings(leagueId: string, settings: WaiverSettings): Promise<WaiverSettings> {
  const _id = new Types.ObjectId(leagueId);
  const { matchedCount } = await WaiverSettingsDoc.updateOne({ _id }, { $set: settings });
  if (matchedCount === 0) {
    try {
      await WaiverSettingsDoc.create({ _id, ...settings });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
      await WaiverSettingsDoc.updateOne({ _id }, { $set: settings });
    }
  }
  return settings;
}

/** The run after a round locked at `lockedAt`: the next day (in Budapest) at `runHour`:00 Budapest time. */
export function runAtAfter(lockedAt: Date, runHour: number): Date {
  const lockDay = toZonedInput(formatUtcDateTime(lockedAt), WAIVER_TIME_ZONE).slice(0, 10);
  const nextDay = new Date(Date.parse(`${lockDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const hour = String(runHour).padStart(2, '0');
  return parseUtcDateTime(fromZonedInput(`${nextDay}T${hour}:00`, WAIVER_TIME_ZONE))!;
}
