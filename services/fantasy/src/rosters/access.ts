import type { RequestHandler } from 'express';
import { LRUCache } from 'lru-cache';
import type { Types } from 'mongoose';
import { callerLocale, contextSlot, isSuperAdmin, NotAllowedError, NotFoundError, objectIdParam } from '@hfl/kit';
import { leagueIdSlot, seasonSlot } from '../league-seasons/access';
import { keptCurrentSeason, keptSeason } from '../league-seasons/kept-seasons';
import type { LeagueSeasonFields } from '../models/league-season';
import { Roster } from '../models/roster';
import type { Leagues } from '../peers/leagues';
import { teamDirectory, type LeagueTeams } from './directory';
import type { RosterIdentity } from './views';

/** What the rosters' policy chains load, in the request's typed context. */
export const teamsSlot = contextSlot<LeagueTeams>('leagueTeams');
/** The league's current season; null when it has none yet. */
export const currentSeasonSlot = contextSlot<LeagueSeasonFields | null>('currentSeason');
export const rosterSlot = contextSlot<RosterIdentity>('roster');

/**
 * The league's teams (leagues, cached), their managers named in the caller's language; 404 for a league that does not
 * exist. Needs `leagueParam`.
 */
export function loadLeagueTeams(leagues: Leagues): RequestHandler {
  return async (req, res, next) => {
    const teams = await teamDirectory(leagues, leagueIdSlot.get(res), callerLocale(req));
    if (!teams) return next(new NotFoundError());
    teamsSlot.set(res, teams);
    next();
  };
}

/** Members (a team in the league) and the owner (SUPER_ADMIN) read; anyone else 403. Needs `loadLeagueTeams`. */
export const requireLeagueMember: RequestHandler = (req, res, next) => {
  if (isSuperAdmin(req)) return next();
  const userId = req.identity?.userId;
  if (![...teamsSlot.get(res).values()].some((team) => team.userId === userId)) return next(new NotAllowedError());
  next();
};

/** The league's current season, or null before its first. */
export const loadCurrentSeasonIfAny: RequestHandler = async (_req, res, next) => {
  currentSeasonSlot.set(res, await keptCurrentSeason(leagueIdSlot.get(res)));
  next();
};

/** Rosters' identities by id: they never change, and every change of a roster looks its roster up first. */
const rosterIdentities = new LRUCache<string, RosterIdentity>({ max: 20_000 });

/** A roster's identity (kept once read), or null when there is no such roster. */
async function rosterIdentity(rosterId: Types.ObjectId): Promise<RosterIdentity | null> {
  const key = rosterId.toHexString();
  const kept = rosterIdentities.get(key);
  if (kept) return kept;
  const stored = await Roster.findById(rosterId, { leagueSeasonId: 1, fantasyTeamId: 1, realSeasonId: 1 }).lean();
  if (!stored) return null;
  const identity: RosterIdentity = {
    _id: stored._id,
    leagueSeasonId: stored.leagueSeasonId,
    fantasyTeamId: stored.fantasyTeamId,
    realSeasonId: stored.realSeasonId,
  };
  rosterIdentities.set(key, identity);
  return identity;
}

/**
 * A change's roster (`:rosterId`, 404 when unknown or malformed), its league season and the league's teams; only the
 * roster's own manager changes it (403 "You can only change your own roster"; the owner manages no team).
 */
export function loadOwnRoster(leagues: Leagues): RequestHandler {
  return async (req, res, next) => {
    const roster = await rosterIdentity(objectIdParam(req, 'rosterId'));
    const season = roster && (await keptSeason(roster.leagueSeasonId));
    const teams = season && (await teamDirectory(leagues, season.leagueId.toHexString(), callerLocale(req)));
    if (!roster || !season || !teams) return next(new NotFoundError());
    const team = teams.get(roster.fantasyTeamId.toHexString());
    if (!team || team.userId !== req.identity?.userId) return next(new NotAllowedError('errors:rosterNotYours'));
    rosterSlot.set(res, roster);
    seasonSlot.set(res, season);
    teamsSlot.set(res, teams);
    next();
  };
}
