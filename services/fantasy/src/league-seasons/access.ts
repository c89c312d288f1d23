import type { RequestHandler } from 'express';
import type { Types } from 'mongoose';
import type { LeagueDraftInfo } from '@hfl/contracts';
import { contextSlot, isSuperAdmin, NotAllowedError, NotFoundError, objectIdParam } from '@hfl/kit';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { Leagues } from '../peers/leagues';
import { findLeagueSeason } from './seasons';

/** What every league route's policy chain loads, in the request's typed context. */
export const leagueIdSlot = contextSlot<string>('leagueId');
export const seasonSlot = contextSlot<LeagueSeasonFields>('season');
export const leagueInfoSlot = contextSlot<LeagueDraftInfo>('leagueInfo');

/** `:leagueId` must be an id; anything else is an unknown league (404), never a database error. */
export const leagueParam: RequestHandler = (req, res, next) => {
  leagueIdSlot.set(res, objectIdParam(req, 'leagueId').toHexString());
  next();
};

/** The id of the league's current season, by the league's pointer (read by `_id`: FerretDB scans any other query). */
export async function currentSeasonId(leagueId: string): Promise<Types.ObjectId | null> {
  return (await CurrentLeagueSeason.findById(leagueId).lean())?.seasonId ?? null;
}

/** The season the pointer names; 404 "There is no active season" without one. */
export async function seasonOf(seasonId: Types.ObjectId | null): Promise<LeagueSeasonFields> {
  const season = seasonId && (await LeagueSeason.findById(seasonId).lean<LeagueSeasonFields>());
  if (!season) throw new NotFoundError('errors:noActiveSeason');
  return season;
}

/** The league's current season; 404 "There is no active season" without one. */
export function loadCurrentSeason(): RequestHandler {
  return async (_req, res, next) => {
    seasonSlot.set(res, await seasonOf(await currentSeasonId(leagueIdSlot.get(res))));
    next();
  };
}

/** The league's season named by `:seasonId` (an id, or `current`); 404 "There is no active season" without one. */
export const loadSeasonParam: RequestHandler = async (req, res, next) => {
  seasonSlot.set(res, await findLeagueSeason(leagueIdSlot.get(res), String(req.params.seasonId)));
  next();
};

/** The league as leagues knows it (size, admin, teams); 404 for a league that does not exist. */
export function loadLeagueInfo(leagues: Leagues): RequestHandler {
  return async (_req, res, next) => {
    const info = await leagues.draftInfo(leagueIdSlot.get(res));
    if (!info) return next(new NotFoundError());
    leagueInfoSlot.set(res, info);
    next();
  };
}

/** The league's own LEAGUE_ADMIN, or the owner (who counts as admin of every league). Needs loadLeagueInfo. */
export const requireLeagueAdmin: RequestHandler = (req, res, next) => {
  if (isSuperAdmin(req)) return next();
  const info = leagueInfoSlot.find(res);
  if (!info || info.adminUserId !== req.identity?.userId) return next(new NotAllowedError());
  next();
};
