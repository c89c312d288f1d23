import { Router, type RequestHandler, type Response } from 'express';
import { teamUpdateSchema, type FantasyTeamDetails, type TeamUpdatePayload } from '@hfl/contracts';
import { callerId, NotAllowedError, NotFoundError, requireUser, validate } from '@hfl/kit';
import { FantasyTeam, type FantasyTeamDocument } from '../../models/fantasy-team';
import { Membership, userKey } from '../../models/membership';
import { isSuperAdmin, objectIdParam } from '../league-access';

const teamOf = (res: Response) => res.locals.team as FantasyTeamDocument;

function toDetails(team: FantasyTeamDocument): FantasyTeamDetails {
  return {
    id: team.id as string,
    name: team.name,
    timezone: team.timezone,
    league: { id: String(team.leagueId) },
    user: { id: team.userId },
  };
}

/** Loads `:id`'s team (404, also for a malformed id). */
const loadTeam: RequestHandler = async (req, res, next) => {
  const team = await FantasyTeam.findById(objectIdParam(req, 'id'));
  if (!team) throw new NotFoundError();
  res.locals.team = team;
  next();
};

/** Fantasy teams (spec section 7 `/fantasy-teams`); the logo upload arrives with its own step. */
export function fantasyTeamsRouter(): Router {
  const router = Router();

  /** Active members of the team's league, or the SUPER_ADMIN. */
  router.get('/fantasy-teams/:id', requireUser, loadTeam, async (req, res) => {
    const team = teamOf(res);
    if (!isSuperAdmin(req)) {
      const member = await Membership.exists({ leagueId: team.leagueId, key: userKey(callerId(req)), status: 'active' });
      if (!member) throw new NotAllowedError();
    }
    res.json(toDetails(team));
  });

  /** The team's owner, or the SUPER_ADMIN: name and timezone. */
  router.post(
    '/fantasy-teams/:id/update',
    requireUser,
    loadTeam,
    (req, res, next) => {
      if (!isSuperAdmin(req) && teamOf(res).userId !== callerId(req)) throw new NotAllowedError();
      next();
    },
    validate(teamUpdateSchema),
    async (req, res) => {
      const team = teamOf(res);
      const { name, timezone } = req.body as TeamUpdatePayload;
      await FantasyTeam.updateOne({ _id: team._id }, { $set: { name, timezone } });
      team.name = name;
      team.timezone = timezone;
      res.json(toDetails(team));
    },
  );

  return router;
}
