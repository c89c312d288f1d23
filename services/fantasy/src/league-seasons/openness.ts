import type { RosterViewStatus, Season } from '@hfl/contracts';
import { ConflictError } from '@hfl/kit';
import type { LeagueSeasonFields } from '../models/league-season';
import type { Stats } from '../peers/stats';
import { refreshingCache } from '../peers/refreshing-cache';

/** Whether a league season's rosters may change now, and why not. */
export interface Openness {
  status: RosterViewStatus;
  /** The real round being played while rosters are locked. */
  lockedWeek: number | null;
  closedReason: 'drafting' | 'finished' | null;
  /** The current real round (0 before the first). */
  currentWeek: number;
}

/**
 * A real season's lifecycle is reused for 2 s (and never beyond 4 s: see refreshingCache): a roster change reads it on
 * every call, the owner's clicks are rare, and a change that slips through in this window after a round starts is
 * still left out of that round (its lineup is the snapshot taken at the start).
 */
const seasons = refreshingCache(2_000, (stats: Stats, realSeasonId) => stats.season(realSeasonId));

/** The real season's lifecycle as stats has it now (kept a moment); never an event that could be lost. */
export const realSeason = (stats: Stats, realSeasonId: string): Promise<Season | null> =>
  seasons.get(stats, realSeasonId);

/** Stats said the real season's lifecycle changed (a round started): the next read asks it again. */
export const forgetRealSeason = (realSeasonId: string): void => seasons.forget(realSeasonId);

/**
 * Rosters are closed while the league drafts (or waits for its draft) and once its season is finished; locked while a
 * real round is on, from the owner's "start round" until the round is frozen or locked (stats' `isWeekActive`).
 */
export function opennessOf(season: Pick<LeagueSeasonFields, 'status'>, real: Season | null): Openness {
  const currentWeek = real?.currentWeek ?? 0;
  if (season.status === 'pending' || season.status === 'drafting')
    return { status: 'closed', lockedWeek: null, closedReason: 'drafting', currentWeek };
  if (season.status === 'finished' || !real || real.status === 'finished')
    return { status: 'closed', lockedWeek: null, closedReason: 'finished', currentWeek };
  if (real.isWeekActive) return { status: 'locked', lockedWeek: currentWeek, closedReason: null, currentWeek };
  return { status: 'open', lockedWeek: null, closedReason: null, currentWeek };
}

/** The league season's rosters' openness now. */
export async function rosterOpenness(stats: Stats, season: LeagueSeasonFields): Promise<Openness> {
  return opennessOf(season, await realSeason(stats, String(season.realSeasonId)));
}

/** Refuses a change of a roster that is not open, saying why (409). */
export function requireOpen(openness: Openness): void {
  if (openness.status === 'locked') throw new ConflictError('errors:rosterLocked', { week: openness.lockedWeek });
  if (openness.status === 'closed')
    throw new ConflictError(
      openness.closedReason === 'drafting' ? 'errors:rosterClosedDrafting' : 'errors:rosterClosedFinished',
    );
}
