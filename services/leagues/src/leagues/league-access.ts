import type { Request, RequestHandler, Response } from 'express';
import { contextSlot, isSuperAdmin, NotAllowedError, NotFoundError, objectIdParam } from '@hfl/kit';
import { League, type LeagueDocument } from '../models/league';
import { Membership, userKey, type MembershipDocument } from '../models/membership';

/** The league the path names (`:leagueId`), set by `loadLeague`. */
export const leagueSlot = contextSlot<LeagueDocument>('league');
/** The caller's own membership in that league, if any (pending or active), set by `loadLeague`. */
export const ownMembershipSlot = contextSlot<MembershipDocument | null>('ownMembership');

/** Loads `:leagueId`'s league (404) and the caller's own membership in it, if any. */
export const loadLeague: RequestHandler = async (req, res, next) => {
  const league = await League.findById(objectIdParam(req, 'leagueId'));
  if (!league) throw new NotFoundError();
  leagueSlot.set(res, league);
  const userId = req.identity?.userId;
  ownMembershipSlot.set(res, userId ? await Membership.findOne({ leagueId: league._id, key: userKey(userId) }) : null);
  next();
};

export function isActiveMember(res: Response): boolean {
  return ownMembershipSlot.get(res)?.status === 'active';
}

export function isLeagueAdmin(req: Request, res: Response): boolean {
  const membership = ownMembershipSlot.get(res);
  return isSuperAdmin(req) || (membership?.status === 'active' && membership.role === 'LEAGUE_ADMIN');
}

/** The league's LEAGUE_ADMIN, or the SUPER_ADMIN (admin of every league). After `loadLeague`. */
export const requireLeagueAdmin: RequestHandler = (req, res, next) => {
  if (!isLeagueAdmin(req, res)) throw new NotAllowedError();
  next();
};

/** An active member of the league, or the SUPER_ADMIN. After `loadLeague`. */
export const requireLeagueMember: RequestHandler = (req, res, next) => {
  if (!isSuperAdmin(req) && !isActiveMember(res)) throw new NotAllowedError();
  next();
};
