import type { Types } from 'mongoose';
import { keptReads } from '@hfl/kit';
import {
  CurrentLeagueSeason,
  LeagueSeason,
  onLeagueSeasonWrite,
  type LeagueSeasonFields,
} from '../models/league-season';

/**
 * An ongoing league season is kept 2 s by each process for the rosters' and the games' requests, which read it on
 * every call (a manager's page, each roster move): the same window as the real season's lifecycle (see openness.ts).
 * Only an ongoing one: a season drafting or pending is read afresh, so the end of a draft opens rosters at once. Any
 * write of league seasons in this process forgets them all; another process's write shows within 2 s.
 */
const KEPT_MS = 2_000;
const KEPT_SEASONS = 10_000;

const kept = keptReads<LeagueSeasonFields | null>({
  keptMs: KEPT_MS,
  max: KEPT_SEASONS,
  keep: (season) => season?.status === 'ongoing',
});
onLeagueSeasonWrite(() => kept.wrote());

/** The league season the league's pointer names (by `_id` twice: FerretDB scans any other query), or null. */
export const keptCurrentSeason = (leagueId: string): Promise<LeagueSeasonFields | null> =>
  kept.read(`league:${leagueId}`, async () => {
    const pointer = await CurrentLeagueSeason.findById(leagueId).lean();
    return pointer ? await LeagueSeason.findById(pointer.seasonId).lean<LeagueSeasonFields>() : null;
  });

/** A league season by id, or null. */
export const keptSeason = (seasonId: Types.ObjectId): Promise<LeagueSeasonFields | null> =>
  kept.read(`season:${seasonId.toHexString()}`, () => LeagueSeason.findById(seasonId).lean<LeagueSeasonFields>());
