import mongoose, { Types } from 'mongoose';
import { roundState } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { LeagueSeason } from '../models/league-season';
import { WaiverPeriod, WaiverRound, type WaiverPeriodFields } from '../models/waivers';
import type { Stats } from '../peers/stats';
import { runAtAfter, waiverSettings } from './settings';

export const periodIdOf = (leagueSeasonId: Types.ObjectId | string, week: number) =>
  `${String(leagueSeasonId)}:${week}`;

/**
 * The sweep's first half: once the real season's latest round is locked, every ongoing league season of it with
 * waivers on gets its run published (`runAtAfter` the moment the lock is seen, in the league's hour), each an insert
 * keyed by (league season, round): a sweep run twice publishes once. The round is then marked, so later sweeps skip
 * it. Returns the runs published.
 */
export async function openWaiverPeriods(stats: Stats, now = new Date()): Promise<number> {
  const real = await stats.currentSeason();
  if (!real || real.status !== 'ongoing') return 0;
  let week = real.currentWeek;
  while (week >= 1 && roundState(real, week) !== 'locked') week -= 1;
  if (week < 1) return 0;
  const marker = `${real.id}:${week}`;
  if (await WaiverRound.exists({ _id: marker })) return 0;
  const seasons = await LeagueSeason.find(
    { realSeasonId: new Types.ObjectId(real.id), status: 'ongoing' },
    { _id: 1, leagueId: 1 },
  ).lean();
  let opened = 0;
  for (const season of seasons) {
    const settings = await waiverSettings(season.leagueId);
    if (!settings.enabled) continue;
    try {
      await WaiverPeriod.create({
        _id: periodIdOf(season._id, week),
        leagueSeasonId: season._id,
        leagueId: season.leagueId,
        week,
        runAt: runAtAfter(now, settings.runHour),
      });
      opened += 1;
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error;
    }
  }
  try {
    await WaiverRound.create({ _id: marker });
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
  }
  return opened;
}

/** The sweep's second half: the published runs whose time has come and that are not done. */
export function duePeriods(now = new Date()): Promise<WaiverPeriodFields[]> {
  return WaiverPeriod.find({ doneAt: null, runAt: mongoose.trusted({ $lte: now }) }).lean();
}
