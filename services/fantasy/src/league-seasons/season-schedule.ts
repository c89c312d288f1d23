import { randomBytes } from 'node:crypto';
import type { Types } from 'mongoose';
import { parseUtcDateTime, regularSchedule, roundStartsAt, type Season } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { SeasonSchedule, type SeasonScheduleFields } from '../models/season-schedule';

/** The real season's regular rounds end where its playoff rounds (its last 1 or 2) begin. */
export const lastRegularWeekOf = (real: Pick<Season, 'nbWeeks' | 'nbPlayoffWeeks'>): number =>
  Math.max(0, real.nbWeeks - real.nbPlayoffWeeks);

export const playoffWeeksOf = (real: Pick<Season, 'nbWeeks' | 'nbPlayoffWeeks'>): number[] =>
  Array.from({ length: Math.min(real.nbPlayoffWeeks, real.nbWeeks) }, (_, i) => lastRegularWeekOf(real) + i + 1);

export interface ScheduledTeam {
  teamId: string;
  rosterId: string;
}

/**
 * The first round a draft that ended at `draftEndedAt` plays: the next round stats has not started, or an earlier
 * one that started after the draft ended (a draft completed later than it ended, as the mid-season demo league's past
 * draft is). A round started when stats recorded it (`roundStarts`); one without a record (started before records, as
 * the demo's) at midnight of its first game's day. A round already under way or played when the draft ended is never
 * the league's: its lineups could not have been set before it.
 */
export function firstWeekAfter(
  real: Pick<Season, 'currentWeek' | 'games' | 'roundStarts'>,
  draftEndedAt: Date,
): number {
  const recorded = new Map(real.roundStarts.map(({ week, at }) => [week, parseUtcDateTime(at)]));
  const startedAfterDraft = (week: number) => {
    const startedAt = recorded.has(week) ? recorded.get(week) : roundStartsAt(real.games, week);
    return !!startedAt && startedAt.getTime() >= draftEndedAt.getTime();
  };
  let first = real.currentWeek + 1;
  while (first > 1 && startedAfterDraft(first - 1)) first -= 1;
  return first;
}

/**
 * The league season's schedule, made once: the real season's regular rounds from `firstWeekAfter` the draft to its
 * last regular round, then its playoff rounds. A new random seed, stored and shown, orders the teams. Idempotent: the
 * first insert wins (unique `_id`), a rerun returns it.
 */
export async function ensureSchedule(
  season: { _id: Types.ObjectId; leagueId: Types.ObjectId; realSeasonId: Types.ObjectId },
  teams: readonly ScheduledTeam[],
  real: Season,
  draftEndedAt: Date,
): Promise<SeasonScheduleFields> {
  const existing = await SeasonSchedule.findById(season._id).lean<SeasonScheduleFields>();
  if (existing) return existing;
  const lastRegularWeek = lastRegularWeekOf(real);
  const firstWeek = firstWeekAfter(real, draftEndedAt);
  const weeks = Array.from({ length: Math.max(0, lastRegularWeek - firstWeek + 1) }, (_, i) => firstWeek + i);
  const seed = randomBytes(8).toString('hex');
  const { order, games } = regularSchedule(
    teams.map((team) => team.teamId),
    seed,
    weeks,
  );
  const rosterOf = new Map(teams.map((team) => [team.teamId, team.rosterId]));
  const schedule: SeasonScheduleFields = {
    _id: season._id,
    leagueId: season.leagueId,
    realSeasonId: season.realSeasonId,
    seed,
    order,
    rosterIds: order.map((teamId) => rosterOf.get(teamId)!),
    firstWeek,
    lastRegularWeek,
    playoffWeeks: playoffWeeksOf(real),
    games,
    createdAt: new Date(),
  };
  try {
    await SeasonSchedule.create(schedule);
    return schedule;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    return (await SeasonSchedule.findById(season._id).lean<SeasonScheduleFields>())!;
  }
}
