import mongoose, { Types } from 'mongoose';
import { roundState } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { LeagueSeason } from '../models/league-season';
import { WaiverPeriod, WaiverRound, type WaiverPeriodFields } from '../models/waivers';
import type { Stats } from '../peers/stats';
import { runAtAfter, waiverSettings } from './settings';

export const periodIdOf = (leagueSeasonId: Types.ObjectId | string, week: number) =>
  `${String(leagueSeasonId)}:${week}`;

/** The league season a period id names (`periodIdOf`), or null when it names none. */
export function seasonOfPeriod(periodId: string): Types.ObjectId | null {
  const [leagueSeasonId] = periodId.split(':');
  return leagueSeasonId && Types.ObjectId.isValid(leagueSeasonId) && leagueSeasonId.length === 24
    ? new Types.ObjectId(leagueSeasonId)
    : null;
}

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

/** The published runs whose time has come and that are not done. */
export function duePeriods(now = new Date()): Promise<WaiverPeriodFields[]> {
  return WaiverPeriod.find({ doneAt: null, runAt: mongoose.trusted({ $lte: now }) }).lean();
}

/** Periods claimed side by side (each one update, holding one of FerretDB's connections while it waits its turn). */
const CLAIM_BATCH = 10;

/**
 * The sweep's second half: each due run not queued yet, or queued longer ago than its job can live (`jobLifetimeMs`:
 * the worker died under it), is claimed by one update of its period (`queuedAt`, only while unset or that old), and
 * the runs whose update matched are queued, `batchSize` to a job. So every minute's sweep while long runs go on
 * queues a run once (two sweeps at the very same moment may both claim one on FerretDB, whose conditional updates are
 * not atomic: the run's lock and its idempotent steps make the second job find it done); a run that waited for a
 * round's end gives its claim back (`releaseQueued`) and is queued by the next sweep. Claimed before queued: a sweep
 * dying in between leaves the run to the next sweep after the lifetime. Returns the runs queued.
 */
export async function queueDuePeriods(
  queue: (periodIds: string[]) => Promise<void>,
  { jobLifetimeMs, batchSize }: { jobLifetimeMs: number; batchSize: number },
  now = new Date(),
): Promise<number> {
  const staleBefore = new Date(now.getTime() - jobLifetimeMs);
  const free = (await duePeriods(now)).filter((period) => !period.queuedAt || period.queuedAt < staleBefore);
  const claimed: string[] = [];
  for (let from = 0; from < free.length; from += CLAIM_BATCH) {
    await Promise.all(
      free.slice(from, from + CLAIM_BATCH).map(async (period) => {
        const { matchedCount } = await WaiverPeriod.updateOne(
          {
            _id: period._id,
            doneAt: null,
            $or: [{ queuedAt: null }, { queuedAt: mongoose.trusted({ $lt: staleBefore }) }],
          },
          { $set: { queuedAt: now } },
        );
        if (matchedCount > 0) claimed.push(period._id);
      }),
    );
  }
  for (let from = 0; from < claimed.length; from += batchSize) await queue(claimed.slice(from, from + batchSize));
  return claimed.length;
}

/** Runs that did not finish (a round started, or they failed) let the next sweep queue them again. */
export async function releaseQueued(periodIds: readonly string[]): Promise<void> {
  if (periodIds.length === 0) return;
  await WaiverPeriod.updateMany(
    { _id: mongoose.trusted({ $in: [...periodIds] }), doneAt: null },
    { $set: { queuedAt: null } },
  );
}
