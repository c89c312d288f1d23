import mongoose, { Types } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';
import { Roster } from '../models/roster';
import { RosterCard, rosterCardId } from '../models/roster-card';
import { RosterSnapshot, SnapshotRound } from '../models/roster-snapshot';
import type { Stats } from '../peers/stats';
import { forgetRealSeason } from '../league-seasons/openness';

/**
 * Lineup snapshots per round (player-app.md: "the round a game belongs to uses the lineup as it stood when the round
 * started"). Taken when stats says a round started, by a sweep every minute, and by every roster change before it
 * writes: rosters are locked during a round, so a roster's lineup is still the round's starting one until its first
 * change after the round, and that change takes the snapshot first. No lost event can leave a round without one.
 */

/** Rows inserted per statement. */
const INSERT_BATCH = 2_000;

const rounds = (upTo: number) => Array.from({ length: Math.max(upTo, 0) }, (_, i) => i + 1);

/** Inserts snapshots, ignoring those another writer inserted first. */
async function insertSnapshots(
  docs: Array<{ rosterId: Types.ObjectId; realSeasonId: Types.ObjectId; week: number; lineup: string }>,
): Promise<void> {
  const keyed = docs.map((doc) => ({ _id: `${doc.rosterId.toHexString()}:${doc.week}`, ...doc }));
  for (let i = 0; i < keyed.length; i += INSERT_BATCH) {
    await RosterSnapshot.insertMany(keyed.slice(i, i + INSERT_BATCH), { ordered: false, lean: true }).catch(
      (error: unknown) => {
        if (!isDuplicateKeyError(error)) throw error;
      },
    );
  }
}

/**
 * Before a change of one roster (inside its lock): every started round (1..currentWeek) after `snapshotWeek` (the
 * roster card's: rounds up to it are done) gets the lineup as it is now, which no change has touched since that round
 * started; one taken already (the start event, the sweep) stays. The card then says so: a change during an open
 * stretch reads nothing more.
 */
export async function ensureRosterSnapshots(
  roster: { _id: Types.ObjectId; leagueSeasonId: Types.ObjectId; fantasyTeamId: Types.ObjectId },
  currentWeek: number,
  snapshotWeek: number,
): Promise<void> {
  if (currentWeek <= snapshotWeek) return;
  const stored = await Roster.findById(roster._id, { lineup: 1, realSeasonId: 1 }).lean();
  if (!stored) return;
  const weeks = rounds(currentWeek).filter((week) => week > snapshotWeek);
  await insertSnapshots(
    weeks.map((week) => ({ rosterId: roster._id, realSeasonId: stored.realSeasonId, week, lineup: stored.lineup })),
  );
  await RosterCard.updateOne(
    { _id: rosterCardId(roster.leagueSeasonId, roster.fantasyTeamId) },
    { $set: { snapshotWeek: currentWeek } },
  );
}

/** `ensureRosterSnapshots` for a change that has not read the roster's card (a trade accept, inside both locks). */
export async function keepStartedLineups(
  roster: { _id: Types.ObjectId; leagueSeasonId: Types.ObjectId; fantasyTeamId: Types.ObjectId },
  currentWeek: number,
): Promise<void> {
  const card = await RosterCard.findById(rosterCardId(roster.leagueSeasonId, roster.fantasyTeamId), {
    snapshotWeek: 1,
  }).lean();
  await ensureRosterSnapshots(roster, currentWeek, card?.snapshotWeek ?? 0);
}

/**
 * Every roster of a league season keeps its lineup now as that of rounds 1..`upToWeek` it has no snapshot of: for a
 * history written after the fact (the demo's past rounds), each round's lineups taken before the moves that followed it.
 */
export async function keepLeagueSeasonLineups(leagueSeasonId: Types.ObjectId, upToWeek: number): Promise<void> {
  const rosters = await Roster.find({ leagueSeasonId }, { lineup: 1, realSeasonId: 1 }).lean();
  await insertSnapshots(
    rosters.flatMap(({ _id, realSeasonId, lineup }) =>
      rounds(upToWeek).map((week) => ({ rosterId: _id, realSeasonId, week, lineup })),
    ),
  );
}

const roundKey = (realSeasonId: Types.ObjectId, week: number) => `${realSeasonId.toHexString()}:${week}`;

/** Every roster of the real season without a snapshot of `week` gets one (its lineup now); the round is marked done. */
export async function snapshotRound(realSeasonId: Types.ObjectId, week: number): Promise<number> {
  const [rosters, taken] = await Promise.all([
    Roster.find({ realSeasonId }, { lineup: 1 }).lean(),
    RosterSnapshot.find({ realSeasonId, week }, { _id: 0, rosterId: 1 }).lean(),
  ]);
  const done = new Set(taken.map(({ rosterId }) => rosterId.toHexString()));
  const missing = rosters.filter(({ _id }) => !done.has(_id.toHexString()));
  await insertSnapshots(missing.map(({ _id, lineup }) => ({ rosterId: _id, realSeasonId, week, lineup })));
  await SnapshotRound.create({ _id: roundKey(realSeasonId, week), at: new Date() }).catch((error: unknown) => {
    if (!isDuplicateKeyError(error)) throw error;
  });
  return missing.length;
}

/** Stats says a round started: this process reads the lifecycle afresh (rosters lock now) and keeps the lineups. */
export async function roundStarted(realSeasonId: Types.ObjectId, week: number): Promise<void> {
  forgetRealSeason(realSeasonId.toHexString());
  await snapshotRound(realSeasonId, week);
}

/**
 * The sweep: for the real season stats has open, every started round not marked done is snapshotted. Returns the
 * snapshots taken.
 */
export async function sweepSnapshots(stats: Stats): Promise<number> {
  const season = await stats.currentSeason();
  if (!season || season.currentWeek < 1) return 0;
  const realSeasonId = new Types.ObjectId(season.id);
  const weeks = rounds(season.currentWeek);
  const marked = await SnapshotRound.find(
    { _id: mongoose.trusted({ $in: weeks.map((week) => roundKey(realSeasonId, week)) }) },
    { _id: 1 },
  ).lean();
  let taken = 0;
  for (const week of weeks) {
    if (marked.some(({ _id }) => _id === roundKey(realSeasonId, week))) continue;
    taken += await snapshotRound(realSeasonId, week);
  }
  return taken;
}

/** The lineup each roster started a round with, for scoring: see `roundLineups`. */
export interface RoundLineups {
  of: (roster: { _id: Types.ObjectId; lineup: string }, week: number) => string;
  /** Stores the lineups `of` had to take from a started round's roster without a snapshot. */
  keep: () => Promise<void>;
}

/**
 * Each roster's lineup of these rounds: its snapshot; in a started round (marked) without one (data from before the
 * snapshots, a roster the start missed), its lineup now, which `keep` then stores, so that no later change moves the
 * round's result; in a round not started, its lineup now.
 */
export async function roundLineups(realSeasonId: Types.ObjectId, weeks: readonly number[]): Promise<RoundLineups> {
  const [snapshots, started] = await Promise.all([
    RosterSnapshot.find(
      { realSeasonId, week: mongoose.trusted({ $in: weeks }) },
      { _id: 0, rosterId: 1, week: 1, lineup: 1 },
    ).lean(),
    SnapshotRound.find(
      { _id: mongoose.trusted({ $in: weeks.map((week) => roundKey(realSeasonId, week)) }) },
      { _id: 1 },
    ).lean(),
  ]);
  const stored = new Map(snapshots.map(({ rosterId, week, lineup }) => [`${week}:${rosterId.toHexString()}`, lineup]));
  const startedWeeks = new Set(started.map(({ _id }) => Number(_id.split(':')[1])));
  const missing: Array<{ rosterId: Types.ObjectId; realSeasonId: Types.ObjectId; week: number; lineup: string }> = [];
  return {
    of: (roster, week) => {
      const snapshot = stored.get(`${week}:${roster._id.toHexString()}`);
      if (snapshot !== undefined) return snapshot;
      if (startedWeeks.has(week)) missing.push({ rosterId: roster._id, realSeasonId, week, lineup: roster.lineup });
      return roster.lineup;
    },
    keep: () => insertSnapshots(missing.splice(0)),
  };
}
