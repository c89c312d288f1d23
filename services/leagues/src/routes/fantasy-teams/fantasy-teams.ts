import { Router } from 'express';
import { teamUpdateSchema } from '@hfl/contracts';
import { callerLocale, imageUpload, requireUser, validate } from '@hfl/kit';
import { teamDetails, updateTeam } from '../../fantasy-teams/fantasy-teams';
import { loadTeam, requireTeamLeagueMember, requireTeamOwner, teamSlot } from '../../fantasy-teams/team-access';
import type { Peers } from '../../peers';
import { uploadsOf } from '../../uploads';

/** Fantasy teams (spec section 7 `/fantasy-teams`). */
export function fantasyTeamsRouter({ peers }: { peers: Peers }): Router {
  const router = Router();
  const updateBody = validate(teamUpdateSchema);

  /** Active members of the team's league, or the SUPER_ADMIN. */
  router.get('/fantasy-teams/:teamId', requireUser, loadTeam, requireTeamLeagueMember, async (req, res) => {
    res.json(await teamDetails(teamSlot.get(res), callerLocale(req), peers.people));
  });

  /** The team's owner, or the SUPER_ADMIN: name, timezone and logo. */
  router.post(
    '/fantasy-teams/:teamId/update',
    requireUser,
    loadTeam,
    requireTeamOwner,
    imageUpload({ maxFiles: 1 }),
    updateBody,
    async (req, res) => {
      const team = teamSlot.get(res);
      res.json(await updateTeam(team, updateBody.valueOf(res), callerLocale(req), uploadsOf(res), peers));
    },
  );

  return router;
}
