import mongoose, { type Types } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';
import {
  LeagueWeekPoints,
  leagueWeekId,
  type LeagueWeekPointsFields,
  type TeamWeekPoints,
} from '../models/league-week-points';

/** Statements per update command: FerretDB v1 runs each in a transaction of its own, and holds the command to its end. */
const REWRITE_BATCH = 100;

type LeagueWeekDoc = LeagueWeekPointsFields & { _id: string };

/** Each round's document replaced whole where it is (created where it is missing), a batch of statements at a time. */
async function rewrite(docs: readonly LeagueWeekDoc[]): Promise<void> {
  for (let start = 0; start < docs.length; start += REWRITE_BATCH) {
    await LeagueWeekPoints.bulkWrite(
      docs.slice(start, start + REWRITE_BATCH).map((doc) => ({
        replaceOne: { filter: { _id: doc._id }, replacement: doc, upsert: true },
      })),
      { ordered: false },
    );
  }
}

export interface ScoredRoster {
  team?: { leagueSeasonId: Types.ObjectId; teamId: string };
  week: number;
  points: number;
  benchPoints: number;
}

/** The league seasons' rounds before and after a scoring, by `<leagueSeasonId>:<week>`. */
export interface LeagueWeeksChange {
  before: Map<string, TeamWeekPoints>;
  after: Map<string, TeamWeekPoints>;
}

const parse = (teams: string): TeamWeekPoints => JSON.parse(teams) as TeamWeekPoints;

/**
 * Replaces the rounds' LeagueWeekPoints with those of `scored` (every roster of the real season in those rounds),
 * one document per league season and round; answers what they were before, so the caller can tell whose results
 * changed. Rerunning it with the same points changes nothing anyone sees.
 *
 * A round stored before is rewritten in place, never deleted and inserted again: a reader in between would find a final
 * round without its results (its games provisional, the standings empty) while a correction is scored. New rounds go
 * in one bulk insert (a lock scores a round for every league at once).
 */
export async function replaceLeagueWeeks(
  realSeasonId: Types.ObjectId,
  weeks: readonly number[],
  scored: readonly ScoredRoster[],
): Promise<LeagueWeeksChange> {
  const at = new Date();
  const grouped = new Map<string, { leagueSeasonId: Types.ObjectId; week: number; teams: TeamWeekPoints }>();
  for (const { team, week, points, benchPoints } of scored) {
    if (!team) continue;
    const id = leagueWeekId(team.leagueSeasonId, week);
    const entry = grouped.get(id) ?? { leagueSeasonId: team.leagueSeasonId, week, teams: {} };
    entry.teams[team.teamId] = [points, benchPoints];
    grouped.set(id, entry);
  }
  const docs = [...grouped].map(([_id, { leagueSeasonId, week, teams }]) => ({
    _id,
    leagueSeasonId,
    realSeasonId,
    week,
    teams: JSON.stringify(teams),
    at,
  }));
  const filter = { realSeasonId, week: mongoose.trusted({ $in: [...weeks] }) };
  const stored = await LeagueWeekPoints.find(filter, { _id: 1, teams: 1 }).lean();
  const before = new Map(stored.map((doc) => [doc._id, parse(doc.teams)]));
  const fresh = docs.filter((doc) => !before.has(doc._id));
  await rewrite(docs.filter((doc) => before.has(doc._id)));
  try {
    await LeagueWeekPoints.insertMany(fresh, { ordered: false, lean: true });
  } catch (error) {
    // Stored meanwhile (a scoring whose lock went stale): ours, the later word, replaces it.
    if (!isDuplicateKeyError(error)) throw error;
    await rewrite(fresh);
  }
  // A league season no longer playing these rounds (none today: a schedule never loses a round) keeps no results.
  const gone = [...before.keys()].filter((id) => !grouped.has(id));
  if (gone.length > 0) await LeagueWeekPoints.deleteMany({ _id: mongoose.trusted({ $in: gone }) });
  return { before, after: new Map([...grouped].map(([id, { teams }]) => [id, teams])) };
}

/** A league season's stored rounds (those scored so far), by round. */
export async function storedLeagueWeeks(
  leagueSeasonId: Types.ObjectId,
  weeks: readonly number[],
): Promise<Map<number, { teams: TeamWeekPoints; at: Date }>> {
  const docs = await Promise.all(
    weeks.map((week) => LeagueWeekPoints.findById(leagueWeekId(leagueSeasonId, week), { teams: 1, at: 1 }).lean()),
  );
  return new Map(
    docs.flatMap((doc, i) => (doc ? [[weeks[i]!, { teams: parse(doc.teams), at: doc.at }] as const] : [])),
  );
}
