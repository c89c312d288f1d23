import mongoose, { type Types } from 'mongoose';
import { isDuplicateKeyError } from '@hfl/kit';
import { LeagueWeekPoints, leagueWeekId, type TeamWeekPoints } from '../models/league-week-points';

/** Rounds rewritten after a collision before giving up: another scoring of the same rounds may still be writing. */
const ATTEMPTS = 3;

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
 * one document per league season and round, in one bulk insert per attempt; answers what they were before, so the
 * caller can tell whose results changed. Rerunning it with the same points changes nothing anyone sees.
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
  for (let attempt = 1; ; attempt += 1) {
    await LeagueWeekPoints.deleteMany(filter);
    try {
      await LeagueWeekPoints.insertMany(docs, { ordered: false, lean: true });
      break;
    } catch (error) {
      if (!isDuplicateKeyError(error) || attempt === ATTEMPTS) throw error;
    }
  }
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
