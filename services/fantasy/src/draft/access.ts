import type { Request, RequestHandler, Response } from 'express';
import { Types } from 'mongoose';
import { ROLES, type LeagueDraftInfo } from '@hfl/contracts';
import { NotAllowedError, NotFoundError } from '@hfl/kit';
import type { Leagues } from '../leagues';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../models/league-season';
import type { DraftFields } from '../models/draft';
import type { DraftEngine } from './engine';

/** What the draft routes' policy chain puts in res.locals. */
interface DraftLocals {
  leagueId: string;
  season?: LeagueSeasonFields;
  draft?: DraftFields | null;
  info?: LeagueDraftInfo;
}

export const draftLocals = (res: Response) => res.locals as DraftLocals;
export const isSuperAdmin = (req: Request) => req.identity?.roles.includes(ROLES.SUPER_ADMIN) ?? false;

/** `:leagueId` must be an id; anything else is an unknown league (404), never a database error. */
export const leagueParam: RequestHandler = (req, res, next) => {
  const leagueId = String(req.params.leagueId);
  if (!Types.ObjectId.isValid(leagueId) || !/^[0-9a-f]{24}$/i.test(leagueId)) return next(new NotFoundError());
  draftLocals(res).leagueId = leagueId;
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
    const locals = draftLocals(res);
    locals.season = await seasonOf(await currentSeasonId(locals.leagueId));
    next();
  };
}

/**
 * A pick's draft: the live draft of the league's current season as the engine keeps it (liveDraft), so a pick reads
 * only the pointer; when it is not live, the season and the Draft as stored, for the route to say why.
 */
export function loadLiveDraft(engine: DraftEngine): RequestHandler {
  return async (_req, res, next) => {
    const locals = draftLocals(res);
    const seasonId = await currentSeasonId(locals.leagueId);
    locals.draft = seasonId && (await engine.liveDraft(seasonId));
    if (locals.draft) return next();
    locals.season = await seasonOf(seasonId);
    locals.draft = await engine.load(locals.season._id);
    next();
  };
}

/** The live draft of the loaded season (null before it starts). */
export function loadDraft(engine: DraftEngine): RequestHandler {
  return async (_req, res, next) => {
    const locals = draftLocals(res);
    locals.draft = await engine.load((locals.season as LeagueSeasonFields)._id);
    next();
  };
}

/** The league as leagues knows it (size, admin, teams); 404 for a league that does not exist. */
export function loadLeagueInfo(leagues: Leagues): RequestHandler {
  return async (_req, res, next) => {
    const locals = draftLocals(res);
    const info = await leagues.draftInfo(locals.leagueId);
    if (!info) return next(new NotFoundError());
    locals.info = info;
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
    const locals = draftLocals(res);
    let teams = locals.draft?.teams ?? locals.info?.teams;
    if (!teams) {
      const info = await leagues.draftInfo(locals.leagueId);
      if (!info) return next(new NotFoundError());
      locals.info = info;
      teams = info.teams;
    }
    const userId = req.identity?.userId;
    if (!teams.some((team) => team.userId === userId) || (userId && locals.draft?.removedUserIds.includes(userId))) {
      return next(new NotAllowedError());
    }
    next();
  };
}

/** The league's own LEAGUE_ADMIN, or the owner (who counts as admin of every league). Needs loadLeagueInfo. */
export const requireLeagueAdmin: RequestHandler = (req, res, next) => {
  if (isSuperAdmin(req)) return next();
  const { info } = draftLocals(res);
  if (!info || info.adminUserId !== req.identity?.userId) return next(new NotAllowedError());
  next();
};
