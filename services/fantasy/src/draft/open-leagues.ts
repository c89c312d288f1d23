import {
  automaticDraftDates,
  draftChance,
  formatUtcDateTime,
  type LeagueDraftInfo,
  type OpenLeagueDraft,
} from '@hfl/contracts';
import { ConflictError, DomainError, logger } from '@hfl/kit';
import { LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import { OpenDraftPlan, type OpenDraftPlanFields } from '../models/open-draft-plan';
import type { LeagueSeasonDeps } from './schedule-deps';
import { requireRealSeason, rescheduleDraft, scheduleDraft, validDates } from './schedule';

/**
 * A league without an admin (HFL Open, made in the back office) has nobody to add its draft: it is scheduled for it
 * as soon as it fills (leagues tells fantasy; reading the league's draft plan heals a word that was lost), at the
 * owner's planned time if that is still possible, else automatically (contracts `automaticDraftDates`).
 */

type Deps = Pick<LeagueSeasonDeps, 'stats' | 'clock' | 'timing' | 'leagues'>;

const isFull = (info: LeagueDraftInfo) => info.teams.length >= info.nbMaxTeams;

/** The league's season in the open real season, if it has one. */
const seasonIn = (leagueId: string, realSeasonId: string) =>
  LeagueSeason.findOne({ leagueId, realSeasonId }).lean<LeagueSeasonFields>();

/** The owner's plan for the league in this real season (a plan of an earlier season no longer counts). */
async function planIn(leagueId: string, realSeasonId: string): Promise<OpenDraftPlanFields | null> {
  const plan = await OpenDraftPlan.findById(leagueId).lean<OpenDraftPlanFields>();
  return plan && plan.realSeasonId.toHexString() === realSeasonId ? plan : null;
}

const datesOf = (plan: { draftStartsAt: Date; draftEndsAt: Date }) => ({
  draftStartsAt: formatUtcDateTime(plan.draftStartsAt),
  draftEndsAt: formatUtcDateTime(plan.draftEndsAt),
});

/**
 * Schedules the draft of a full league without an admin and without a season in the open real season: the owner's
 * plan when its dates still pass every rule, else the automatic dates. Does nothing for any other league, nor once
 * drafts are over. Idempotent: a concurrent run loses the unique (league, real season) insert and reads the winner's.
 */
export async function scheduleOpenLeagueDraft(deps: Deps, leagueId: string): Promise<LeagueSeasonFields | null> {
  const info = await deps.leagues.draftInfo(leagueId);
  if (!info || info.adminUserId || !isFull(info)) return null;
  const realSeason = await deps.stats.currentSeason();
  if (!realSeason) return null;
  const existing = await seasonIn(leagueId, realSeason.id);
  if (existing) return existing;
  const plan = await planIn(leagueId, realSeason.id);
  const candidates = [
    ...(plan ? [datesOf(plan)] : []),
    automaticDraftDates(draftChance(realSeason, new Date()), new Date()),
  ];
  for (const dates of candidates) {
    if (!dates) continue;
    try {
      return await scheduleDraft(deps, info, leagueId, dates);
    } catch (error) {
      if (error instanceof ConflictError && error.message === 'errors:leagueSeasonExists')
        return seasonIn(leagueId, realSeason.id);
      // A plan whose time has passed (or broke a rule meanwhile) gives way to the automatic dates.
      if (!(error instanceof DomainError)) throw error;
      logger.info({ leagueId, dates, refused: error.message }, 'open league draft: dates refused, next choice');
    }
  }
  return null;
}

/** How the league gets its draft, as its pages say it; a full league without one has it scheduled first. */
export async function openLeagueDraft(deps: Deps, info: LeagueDraftInfo): Promise<OpenLeagueDraft> {
  const realSeason = await deps.stats.currentSeason();
  const automatic = !info.adminUserId;
  const nbAvailableSlots = Math.max(0, info.nbMaxTeams - info.teams.length);
  if (!realSeason) return { automatic, nbAvailableSlots, plan: null, season: null };
  let season = await seasonIn(info.id, realSeason.id);
  if (!season && automatic && nbAvailableSlots === 0) season = await scheduleOpenLeagueDraft(deps, info.id);
  const plan = automatic ? await planIn(info.id, realSeason.id) : null;
  return {
    automatic,
    nbAvailableSlots,
    plan: plan ? datesOf(plan) : null,
    season: season
      ? {
          id: season._id.toHexString(),
          status: season.status,
          draftStartsAt: formatUtcDateTime(season.draftStartsAt),
          draftEndsAt: formatUtcDateTime(season.draftEndsAt),
        }
      : null,
  };
}

/**
 * The owner plans the draft of a league without an admin (409 for a league with one: its admin schedules it). The
 * dates pass the same rules as an admin's; a pending draft is moved to them, a full league's is scheduled with them,
 * otherwise they wait for the league to fill.
 */
export async function planOpenLeagueDraft(deps: Deps, info: LeagueDraftInfo, dates: unknown): Promise<OpenLeagueDraft> {
  if (info.adminUserId) throw new ConflictError('errors:leagueHasAdmin');
  const realSeason = await requireRealSeason(deps.stats);
  const { startsAt, endsAt } = await validDates(dates, realSeason);
  const season = await seasonIn(info.id, realSeason.id);
  if (season) {
    await rescheduleDraft(deps, info.id, season._id.toHexString(), dates);
  } else {
    await OpenDraftPlan.updateOne(
      { _id: info.id },
      { $set: { realSeasonId: realSeason.id, draftStartsAt: startsAt, draftEndsAt: endsAt } },
      { upsert: true },
    );
    await scheduleOpenLeagueDraft(deps, info.id);
  }
  return openLeagueDraft(deps, info);
}
