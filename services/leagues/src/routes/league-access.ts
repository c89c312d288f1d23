import type { Request, RequestHandler, Response } from 'express';
import { Types } from 'mongoose';
import { ROLES, type Locale } from '@hfl/contracts';
import { NotAllowedError, NotFoundError } from '@hfl/kit';
import { League, type LeagueDocument } from '../models/league';
import { Membership, userKey, type MembershipDocument } from '../models/membership';

const OBJECT_ID = /^[0-9a-f]{24}$/i;

/** An id from the path as an ObjectId; a malformed one names nothing (404), never a CastError (500). */
export function objectIdParam(req: Request, name: string): Types.ObjectId {
  const value = req.params[name];
  if (typeof value !== 'string' || !OBJECT_ID.test(value)) throw new NotFoundError();
  return new Types.ObjectId(value);
}

/** A user id from the path (accounts' ObjectIds, as hex strings). */
export function userIdParam(req: Request, name: string): string {
  return objectIdParam(req, name).toHexString();
}

/** The caller's language: names ("deleted user"), messages and the export are in it. */
export function callerLocale(req: Request): Locale {
  return req.identity?.locale ?? 'en';
}

export function isSuperAdmin(req: Request): boolean {
  return req.identity?.roles.includes(ROLES.SUPER_ADMIN) ?? false;
}

/** Loads `:id`'s league (404) and the caller's own membership in it, if any. */
export const loadLeague: RequestHandler = async (req, res, next) => {
  const league = await League.findById(objectIdParam(req, 'id'));
  if (!league) throw new NotFoundError();
  res.locals.league = league;
  const userId = req.identity?.userId;
  res.locals.membership = userId ? await Membership.findOne({ leagueId: league._id, key: userKey(userId) }) : null;
  next();
};

export const leagueOf = (res: Response): LeagueDocument => res.locals.league as LeagueDocument;
export const ownMembershipOf = (res: Response): MembershipDocument | null =>
  res.locals.membership as MembershipDocument | null;

export function isActiveMember(res: Response): boolean {
  return ownMembershipOf(res)?.status === 'active';
}

export function isLeagueAdmin(req: Request, res: Response): boolean {
  const membership = ownMembershipOf(res);
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
