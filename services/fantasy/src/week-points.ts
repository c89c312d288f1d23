import mongoose, { type Types } from 'mongoose';
import { rosterWeekPoints } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { decodeLineup } from './lineup-codec';
import { Roster } from './models/roster';
import { RosterWeekPoints } from './models/roster-week-points';
import { ScoredWeek } from './models/scored-week';

/** Documents per insert: one round of 1,000 leagues (16,000 rosters) goes in a few round trips. */
const WRITE_BATCH = 5_000;
/** A concurrent scoring of the same rounds shows as duplicate keys; the rounds are then written again. */
const ATTEMPTS = 3;

type PlayerPoints = Readonly<Record<string, number>>;

interface WeekPointsDoc {
  rosterId: Types.ObjectId;
  realSeasonId: Types.ObjectId;
  week: number;
  points: number;
  benchPoints: number;
}

/**
 * Scores every roster of a real season for `weeks` with each round's points per real player (`weekPoints`, from
 * stats) and stores the RosterWeekPoints. The rosters are read while stats answers; nothing is written before every
 * round's points are in, so a failing `weekPoints` changes nothing. Returns how many rosters were scored.
 */
export async function scoreRosters(realSeasonId: Types.ObjectId, weeks: readonly number[], weekPoints: (week: number) => Promise<PlayerPoints>): Promise<number> {
  // Every roster at once (16,000 for 1,000 leagues): only the packed lineups.
  const [rosters, points] = await Promise.all([Roster.find({ realSeasonId }, { lineup: 1 }).lean(), Promise.all(weeks.map(weekPoints))]);
  const lineups = rosters.map(({ _id, lineup }) => ({ rosterId: _id, players: decodeLineup(lineup) }));
  const docs = weeks.flatMap((week, i) =>
    lineups.map(({ rosterId, players }): WeekPointsDoc => ({ rosterId, realSeasonId, week, ...rosterWeekPoints(players, points[i]!) })),
  );
  for (let attempt = 1; ; attempt += 1) {
    try {
      await replaceWeeks(realSeasonId, weeks, docs);
      return rosters.length;
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt === ATTEMPTS) throw error;
    }
  }
}

/**
 * Replaces the rounds' stored points (delete, then bulk inserts) rather than upserting roster by roster: on FerretDB
 * v1 every upsert is a write transaction of its own plus a scan of the collection (minutes for 16,000 rosters), and an
 * update command of more than 100 matching statements never returns, while a bulk insert is one transaction. Only
 * rounds written before (ScoredWeek) are deleted. The stored points are not read back to skip unchanged rounds: the
 * caller names the rounds whose points changed, and reading a round back costs more than writing it again. Until the
 * inserts are done, readers see the round without points; a failure in between is repaired by the next scoring.
 */
async function replaceWeeks(realSeasonId: Types.ObjectId, weeks: readonly number[], docs: readonly WeekPointsDoc[]): Promise<void> {
  const written = await ScoredWeek.find({ realSeasonId, week: mongoose.trusted({ $in: weeks }) }, { _id: 0, week: 1 }).lean();
  if (written.length > 0) {
    await RosterWeekPoints.deleteMany({ realSeasonId, week: mongoose.trusted({ $in: written.map(({ week }) => week) }) });
  }
  const fresh = weeks.filter((week) => !written.some((round) => round.week === week));
  // Marked before the first insert: a round with points always has its mark. A concurrent scoring's mark is as good.
  await ScoredWeek.insertMany(
    fresh.map((week) => ({ realSeasonId, week })),
    { ordered: false, lean: true },
  ).catch((error: unknown) => {
    if (!isDuplicateKeyError(error)) throw error;
  });
  for (let i = 0; i < docs.length; i += WRITE_BATCH) {
    await RosterWeekPoints.insertMany(docs.slice(i, i + WRITE_BATCH), { ordered: false, lean: true });
  }
}
