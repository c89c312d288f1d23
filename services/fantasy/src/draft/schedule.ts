import {
  DRAFT_ROUNDS,
  draftChance,
  draftDatesSchema,
  draftTotalPicks,
  draftTurnSeconds,
  ERROR_CODES,
  isObjectId,
  parseUtcDateTime,
  validateWith,
  type DraftDatesPayload,
  type DraftSettings,
  type LeagueDraftInfo,
  type Season,
} from '@hfl/contracts';
import { ConflictError, DomainError, InputError, isDuplicateKeyError, NotFoundError } from '@hfl/kit';
import type { DraftTiming } from './context';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { Stats } from '../peers/stats';
import type { LeagueSeasonDeps } from './schedule-deps';

/** The admin's draft scheduling (player-app.md section 5): its rules, adding a draft and changing a pending one's dates. */

/** The real season drafts are for: the one not finished. 404 "There is no active season" without one. */
export async function requireRealSeason(stats: Stats): Promise<Season> {
  const season = await stats.currentSeason();
  if (!season) throw new NotFoundError('errors:noActiveSeason');
  return season;
}

/**
 * The draft dates against the clock and what the real season allows now (contracts `draftChance`): its window
 * (section 5), or a late draft's limit; violations on the fields. 409 when the season's drafts are over.
 */
export async function validDates(input: unknown, realSeason: Season): Promise<{ startsAt: Date; endsAt: Date }> {
  const now = new Date();
  const chance = draftChance(realSeason, now);
  if (chance.kind === 'over') throw new ConflictError('errors:draftSeasonOver');
  const late = chance.kind === 'late' ? { draftBy: chance.draftBy, fromRound: chance.fromRound } : null;
  const result = await validateWith(draftDatesSchema, input, { now, draftWindow: realSeason.draftWindow, late });
  if (!result.ok) throw new InputError(result.violations);
  const { draftStartsAt, draftEndsAt } = result.value as DraftDatesPayload;
  return { startsAt: parseUtcDateTime(draftStartsAt) as Date, endsAt: parseUtcDateTime(draftEndsAt) as Date };
}

/** A draft needs every slot filled and no more teams than the real season allows. */
function requireQualified(info: LeagueDraftInfo, realSeason: Season): void {
  if (info.teams.length < info.nbMaxTeams) throw new ConflictError('errors:leagueNotFull');
  if (info.teams.length > realSeason.nbMaxFantasyTeams) {
    throw new DomainError(ERROR_CODES.LEAGUE_NOT_QUALIFIED, 'errors:leagueNotQualified', {
      nbTeams: info.teams.length,
      nbMaxFantasyTeams: realSeason.nbMaxFantasyTeams,
    });
  }
}

/**
 * A pending draft whose start time came less than this long ago is being started; one still pending after it did not
 * start (its league lost a team, a peer failed every retry) and may be given new dates.
 */
const STALLED_START_MS = 10 * 60_000;
const isStarting = (clockStartsAt: Date) => {
  const since = Date.now() - clockStartsAt.getTime();
  return since >= 0 && since < STALLED_START_MS;
};

/** When the clock starts a draft: at its start, or sooner under the test-only override. */
const clockStart = (startsAt: Date, timing: DraftTiming) =>
  timing.startAfterSeconds === undefined ? startsAt : new Date(Date.now() + timing.startAfterSeconds * 1000);

/** The settings a draft period gives a league of its size (the add-draft form's summary). */
export async function draftSettings(
  stats: Stats,
  info: LeagueDraftInfo,
  dates: DraftDatesPayload,
): Promise<DraftSettings> {
  const realSeason = await requireRealSeason(stats);
  const { startsAt, endsAt } = await validDates(dates, realSeason);
  const nbTeams = info.nbMaxTeams;
  return {
    nbTeams,
    nbRounds: DRAFT_ROUNDS,
    nbTotalPicks: draftTotalPicks(nbTeams),
    draftTurnDurationSeconds: draftTurnSeconds(startsAt, endsAt, nbTeams),
  };
}

/** Whether the league may draft in this real season: every slot filled, no more teams than it allows. */
export async function qualificationsMet(stats: Stats, info: LeagueDraftInfo, realSeasonId: string): Promise<boolean> {
  const realSeason = isObjectId(realSeasonId) ? await stats.season(realSeasonId) : null;
  if (!realSeason) throw new NotFoundError('errors:noActiveSeason');
  return info.teams.length === info.nbMaxTeams && info.teams.length <= realSeason.nbMaxFantasyTeams;
}

/** Adds the league's draft for the open real season, made its current season, its start on the clock; the season. */
export async function scheduleDraft(
  { stats, clock, timing }: Pick<LeagueSeasonDeps, 'stats' | 'clock' | 'timing'>,
  info: LeagueDraftInfo,
  leagueId: string,
  dates: unknown,
): Promise<LeagueSeasonFields> {
  const realSeason = await requireRealSeason(stats);
  const { startsAt, endsAt } = await validDates(dates, realSeason);
  requireQualified(info, realSeason);
  let season;
  try {
    season = await LeagueSeason.create({
      leagueId,
      realSeasonId: realSeason.id,
      draftStartsAt: startsAt,
      draftEndsAt: endsAt,
      clockStartsAt: clockStart(startsAt, timing),
    });
  } catch (error) {
    if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueSeasonExists');
    throw error;
  }
  await CurrentLeagueSeason.updateOne({ _id: leagueId }, { $set: { seasonId: season._id } }, { upsert: true });
  await clock.scheduleStart(String(season._id), season.clockStartsAt);
  return season.toObject();
}

/** New dates for a pending draft that is not being started; the season as changed. */
export async function rescheduleDraft(
  { stats, clock, timing }: Pick<LeagueSeasonDeps, 'stats' | 'clock' | 'timing'>,
  leagueId: string,
  seasonId: string,
  dates: unknown,
): Promise<LeagueSeasonFields> {
  const season = isObjectId(seasonId)
    ? await LeagueSeason.findOne({ _id: seasonId, leagueId }).lean<LeagueSeasonFields>()
    : null;
  if (!season) throw new NotFoundError('errors:noActiveSeason');
  if (season.status !== 'pending' || isStarting(season.clockStartsAt))
    throw new ConflictError('errors:draftNotPending');
  const realSeason = await requireRealSeason(stats);
  const { startsAt, endsAt } = await validDates(dates, realSeason);
  const clockStartsAt = clockStart(startsAt, timing);
  // The job of the old date still runs, finds the new date ahead of it and does nothing.
  await LeagueSeason.updateOne(
    { _id: season._id, status: 'pending' },
    { $set: { draftStartsAt: startsAt, draftEndsAt: endsAt, clockStartsAt } },
  );
  await clock.scheduleStart(seasonId, clockStartsAt);
  return { ...season, draftStartsAt: startsAt, draftEndsAt: endsAt, clockStartsAt };
}
