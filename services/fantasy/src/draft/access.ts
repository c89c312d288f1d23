import type { RequestHandler } from 'express';
import type { Types } from 'mongoose';
import type { LeagueDraftInfo } from '@hfl/contracts';
import { contextSlot, isSuperAdmin, NotAllowedError, NotFoundError, objectIdParam } from '@hfl/kit';
import { findLeagueSeason } from '../league-seasons/seasons';
import type { Leagues } from '../peers/leagues';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { DraftFields } from '../models/draft';
import type { DraftEngine } from './engine';

/** What the draft and league-season routes' policy chains load, in the request's typed context. */
export const leagueIdSlot = contextSlot<string>('leagueId');
export const seasonSlot = contextSlot<LeagueSeasonFields>('season');
/** The season's draft; null before it starts. */
export const draftSlot = contextSlot<DraftFields | null>('draft');
export const leagueInfoSlot = contextSlot<LeagueDraftInfo>('leagueInfo');

/** `:leagueId` must be an id; anything else is an unknown league (404), never a database error. */
export const leagueParam: RequestHandler = (req, res, next) => {
  leagueIdSlot.set(res, objectIdParam(req, 'leagueId').toHexString());
  next();
};

/** The id of the league's current season, by the league's pointer (read by `_id`: FerretDB scans any other query). */
async function currentSeasonId(leagueId: string): Promise<Types.ObjectId | null> {
  return (await CurrentLeagueSeason.findById(leagueId).lean())?.seasonId ?? null;
}

/** The season the pointer names; 404 "There is no active season" without one. */
async function seasonOf(seasonId: Types.ObjectId | null): Promise<LeagueSeasonFields> {
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

/**
 * A pick's draft: the live draft of the league's current season as the engine keeps it (liveDraft), so a pick reads
 * only the pointer; when it is not live, the season and the Draft as stored, for the pick to say why.
 */
export function loadLiveDraft(engine: DraftEngine): RequestHandler {
  return async (_req, res, next) => {
    const seasonId = await currentSeasonId(leagueIdSlot.get(res));
    const live = seasonId && (await engine.liveDraft(seasonId));
    if (live) {
      draftSlot.set(res, live);
      return next();
    }
    const season = await seasonOf(seasonId);
    seasonSlot.set(res, season);
    draftSlot.set(res, await engine.load(season._id));
    next();
  };
}

/** The live draft of the loaded season (null before it starts). */
export function loadDraft(engine: DraftEngine): RequestHandler {
  return async (_req, res, next) => {
    draftSlot.set(res, await engine.load(seasonSlot.get(res)._id));
    next();
  };
}

/** The league as leagues knows it (size, admin, teams); 404 for a league that does not exist. */
export function loadLeagueInfo(leagues: Leagues): RequestHandler {
  return async (_req, res, next) => {
    const info = await leagues.draftInfo(leagueIdSlot.get(res));
    if (!info) return next(new NotFoundError());
    leagueInfoSlot.set(res, info);
    next();
  };
}

/**
 * Members (a team in the league) and the owner only. A started draft knows its teams, so the hot paths ask nobody;
 * before the start the league's teams come from leagues. A manager removed mid-draft is no member any more.
 */
export function requireDraftMember(leagues: Leagues): RequestHandler {
  return async (req, res, next) => {
    if (isSuperAdmin(req)) return next();
    const draft = draftSlot.find(res);
    let teams = draft?.teams ?? leagueInfoSlot.find(res)?.teams;
    if (!teams) {
      const info = await leagues.draftInfo(leagueIdSlot.get(res));
      if (!info) return next(new NotFoundError());
      leagueInfoSlot.set(res, info);
      teams = info.teams;
    }
    const userId = req.identity?.userId;
    if (!teams.some((team) => team.userId === userId) || (userId && draft?.removedUserIds.includes(userId))) {
      return next(new NotAllowedError());
    }
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
