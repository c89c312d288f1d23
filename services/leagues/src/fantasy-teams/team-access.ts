import type { RequestHandler } from 'express';
import { callerId, contextSlot, isSuperAdmin, NotAllowedError, NotFoundError, objectIdParam } from '@hfl/kit';
import { FantasyTeam, type FantasyTeamDocument } from '../models/fantasy-team';
import { Membership, userKey } from '../models/membership';

/** The team the path names (`:teamId`), set by `loadTeam`. */
export const teamSlot = contextSlot<FantasyTeamDocument>('team');

/** Loads `:teamId`'s team (404, also for a malformed id). */
export const loadTeam: RequestHandler = async (req, res, next) => {
  const team = await FantasyTeam.findById(objectIdParam(req, 'teamId'));
  if (!team) throw new NotFoundError();
  teamSlot.set(res, team);
  next();
};

/** An active member of the team's league, or the SUPER_ADMIN. After `loadTeam`. */
export const requireTeamLeagueMember: RequestHandler = async (req, res, next) => {
  if (!isSuperAdmin(req)) {
    const member = await Membership.exists({
      leagueId: teamSlot.get(res).leagueId,
      key: userKey(callerId(req)),
      status: 'active',
    });
    if (!member) throw new NotAllowedError();
  }
  next();
};

/** The team's owner, or the SUPER_ADMIN. After `loadTeam`. */
export const requireTeamOwner: RequestHandler = (req, res, next) => {
  if (!isSuperAdmin(req) && teamSlot.get(res).userId !== callerId(req)) throw new NotAllowedError();
  next();
};
