import mongoose, { Types, type Cursor } from 'mongoose';
import { rosterWeekPoints, type WeekPointsChangedPayload } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { uniqueLocks } from '../locks/unique-locks';
import { decodeLineup } from '../models/lineup-codec';
import { Roster } from '../models/roster';
import { RosterWeekPoints } from '../models/roster-week-points';
import { ScoredWeek } from '../models/scored-week';
import { ScoringLock } from '../models/unique-lock';
import { replaceLeagueWeeks, type LeagueWeeksChange } from './league-weeks';
import type { Stats } from '../peers/stats';
import { forgetRealSeason } from '../league-seasons/openness';
import { forgetSeasonPlayerPoints } from '../rosters/points';
import { roundLineups } from '../rosters/snapshots';
import { playedRoundsOf } from '../league-seasons/played-rounds';

/** Rosters scored per step: each step's points are inserted while the next rosters are read. */
export const READ_BATCH = 4_000;

/**
 * One scoring of a real season at a time: scorings of the same rounds (stats' word, the worker's sweep, a correction)
 * would otherwise delete and insert each other's points in turn. Scoring 1,000 leagues takes seconds; one that holds
 * the lock for minutes died.
 */
const oneScoringAtATime = uniqueLocks(ScoringLock, {
  staleMs: 5 * 60_000,
  waitMs: 4 * 60_000,
  retryMs: 100,
  busy: () => new Error('another scoring of this real season has held it for minutes'),
});

type PlayerPoints = Readonly<Record<string, number>>;

interface RosterLineup {
  _id: Types.ObjectId;
  leagueSeasonId: Types.ObjectId;
  fantasyTeamId: Types.ObjectId;
  lineup: string;
}

interface WeekPointsDoc {
  /** Not stored: which league season's team the roster is. */
  team?: { leagueSeasonId: Types.ObjectId; teamId: string };
  rosterId: Types.ObjectId;
  realSeasonId: Types.ObjectId;
  week: number;
  points: number;
  benchPoints: number;
}

/**
 * Scores every roster of a real season for those of `weeks` its league season plays (its schedule's rounds: a league
 * that drafted in mid-season has none before its draft), each round with the lineup the roster started it with (see
 * `roundLineups`), with each round's points per real player (`weekPoints`, from stats) and stores the
 * RosterWeekPoints. Nothing is written before every round's points are in, so a failing
 * `weekPoints` changes nothing. Returns how many rosters were scored.
 */
export async function scoreRosters(
  realSeasonId: Types.ObjectId,
  weeks: readonly number[],
  weekPoints: (week: number) => Promise<PlayerPoints>,
): Promise<{ rosters: number; leagueWeeks: LeagueWeeksChange }> {
  return oneScoringAtATime([realSeasonId], async () => {
    // Asked of stats only once this scoring holds the lock: one that waited must not write points older than those
    // of the scoring it waited for.
    const { rosters, docs } = await writeWeeks(realSeasonId, weeks, Promise.all(weeks.map(weekPoints)));
    // Each league season's round, as the games and standings read it; the rounds then say their results are in.
    const leagueWeeks = await replaceLeagueWeeks(realSeasonId, weeks, docs);
    await ScoredWeek.updateMany(
      { realSeasonId, week: mongoose.trusted({ $in: [...weeks] }) },
      { $set: { resultsAt: new Date() } },
    );
    return { rosters, leagueWeeks };
  });
}

/** The cursor's next READ_BATCH rosters (fewer at the end, none once done). */
async function nextRosters(cursor: Pick<Cursor<RosterLineup>, 'next'>): Promise<RosterLineup[]> {
  const rosters: RosterLineup[] = [];
  while (rosters.length < READ_BATCH) {
    const roster = await cursor.next();
    if (!roster) break;
    rosters.push(roster);
  }
  return rosters;
}

/** Inserts a step's points. */
const insertPoints = async (docs: readonly WeekPointsDoc[]): Promise<void> => {
  await RosterWeekPoints.insertMany(
    docs.map(({ team: _team, ...stored }) => stored),
    { ordered: false, lean: true },
  );
};

/**
 * Replaces the rounds' stored points (delete, then bulk inserts) rather than upserting roster by roster: on FerretDB
 * v1 every upsert is a write transaction of its own plus a scan of the collection (minutes for 16,000 rosters), and an
 * update command of more than 100 matching statements never returns, while a bulk insert is one transaction. Only
 * rounds written before (ScoredWeek) are deleted. The stored points are not read back to skip unchanged rounds: the
 * caller names the rounds whose points changed, and reading a round back costs more than writing it again. The
 * rosters are read in steps, each step's points inserted while the next is read (FerretDB decodes and writes on
 * different cores). Until the inserts are done, readers see the round without points; a failure in between is
 * repaired by the next scoring.
 */
async function writeWeeks(
  realSeasonId: Types.ObjectId,
  weeks: readonly number[],
  pointsOfWeeks: Promise<PlayerPoints[]>,
): Promise<{ rosters: number; docs: WeekPointsDoc[] }> {
  // Only the packed lineups (16,000 rosters for 1,000 leagues); the first ones are read while stats answers, and the
  // rounds' lineup snapshots (the lineup each roster started the round with) into a map meanwhile.
  const cursor = Roster.find({ realSeasonId }, { lineup: 1, leagueSeasonId: 1, fantasyTeamId: 1 })
    .lean<RosterLineup[]>()
    .cursor({ batchSize: READ_BATCH });
  try {
    const [points, first, lineups, playedRounds] = await Promise.all([
      pointsOfWeeks,
      nextRosters(cursor),
      roundLineups(realSeasonId, weeks),
      playedRoundsOf(realSeasonId),
    ]);
    await clearWeeks(realSeasonId, weeks);
    const written: WeekPointsDoc[] = [];
    let scored = 0;
    let inserting = Promise.resolve();
    for (let rosters = first; rosters.length > 0; rosters = await nextRosters(cursor)) {
      const docs = weeks.flatMap((week, i) =>
        rosters
          .filter(({ leagueSeasonId }) => playedRounds.get(leagueSeasonId.toHexString())?.has(week))
          .map((roster): WeekPointsDoc => ({
            team: { leagueSeasonId: roster.leagueSeasonId, teamId: roster.fantasyTeamId.toHexString() },
            rosterId: roster._id,
            realSeasonId,
            week,
            ...rosterWeekPoints(decodeLineup(lineups.of(roster, week)), points[i]!),
          })),
      );
      await lineups.keep();
      await inserting;
      inserting = insertPoints(docs);
      // Awaited before the next insert or at the end; until then its failure must not count as unhandled.
      inserting.catch(() => undefined);
      written.push(...docs);
      scored += rosters.length;
    }
    await inserting;
    return { rosters: scored, docs: written };
  } finally {
    await cursor.close();
  }
}

/** Deletes the rounds' stored points if they were ever written, and marks them written before any insert. */
async function clearWeeks(realSeasonId: Types.ObjectId, weeks: readonly number[]): Promise<void> {
  const written = await ScoredWeek.find(
    { realSeasonId, week: mongoose.trusted({ $in: weeks }) },
    { _id: 0, week: 1 },
  ).lean();
  if (written.length > 0) {
    // Until this scoring stores the league seasons' rounds, the results sweep sees them as missing.
    await ScoredWeek.updateMany(
      { realSeasonId, week: mongoose.trusted({ $in: written.map(({ week }) => week) }) },
      { $set: { resultsAt: null } },
    );
    await RosterWeekPoints.deleteMany({
      realSeasonId,
      week: mongoose.trusted({ $in: written.map(({ week }) => week) }),
    });
  }
  const fresh = weeks.filter((week) => !written.some((round) => round.week === week));
  // A round with points always has its mark; one left by a scoring taken over as stale is as good as ours.
  await ScoredWeek.insertMany(
    fresh.map((week) => ({ realSeasonId, week })),
    { ordered: false, lean: true },
  ).catch((error: unknown) => {
    if (!isDuplicateKeyError(error)) throw error;
  });
}

/** Stats says the player points of these rounds of a real season changed: every roster of it is scored again for them. */
export async function scoreChangedWeeks(
  stats: Stats,
  { seasonId, weeks }: WeekPointsChangedPayload,
): Promise<{ rosters: number; leagueWeeks: LeagueWeeksChange }> {
  // The rosters show each player's points from stats, and the games each round's state: read afresh from now on (a
  // lock's results must not read as provisional from a lifecycle kept from before the lock).
  forgetSeasonPlayerPoints(seasonId);
  forgetRealSeason(seasonId);
  return scoreRosters(new Types.ObjectId(seasonId), [...new Set(weeks)], (week) =>
    stats.weekPlayerPoints(seasonId, week),
  );
}
