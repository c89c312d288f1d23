import type { Request, RequestHandler } from 'express';
import type { Types } from 'mongoose';
import { callerLocale, contextSlot, isSuperAdmin, objectIdParam } from '@hfl/kit';
import type { LeagueSeasonFields } from '../models/league-season';
import type { Caller } from './context';
import { findLeagueSeasonById } from './decide';

/** What the trade routes' chains load, in the request's typed context. */
export const tradePairSlot = contextSlot<{ a: Types.ObjectId; b: Types.ObjectId }>('tradePair');
export const proposalIdSlot = contextSlot<Types.ObjectId>('proposalId');
export const teamSeasonSlot = contextSlot<{ season: LeagueSeasonFields; teamId: Types.ObjectId }>('teamSeason');

/** `:a` and `:b` (roster players) must be ids; anything else names nothing (404). */
export const tradePairParams: RequestHandler = (req, res, next) => {
  tradePairSlot.set(res, { a: objectIdParam(req, 'a'), b: objectIdParam(req, 'b') });
  next();
};

/** `:id` names a trade proposal (404 when malformed). */
export const proposalParam: RequestHandler = (req, res, next) => {
  proposalIdSlot.set(res, objectIdParam(req, 'id'));
  next();
};

/** `:seasonId` (a league season) and `:teamId`; 404 for a malformed id or an unknown season. */
export const loadTeamSeason: RequestHandler = async (req, res, next) => {
  const teamId = objectIdParam(req, 'teamId');
  teamSeasonSlot.set(res, { season: await findLeagueSeasonById(objectIdParam(req, 'seasonId')), teamId });
  next();
};

/** The signed-in caller (the chain holds requireUser). */
export const callerOf = (req: Request): Caller => ({
  userId: req.identity?.userId ?? '',
  superAdmin: isSuperAdmin(req),
  locale: callerLocale(req),
});
