import { Router, type Request, type RequestHandler, type Response } from 'express';
import { teamUpdateSchema, type FantasyTeamDetails, type TeamUpdatePayload } from '@hfl/contracts';
import { callerId, imageUpload, NotAllowedError, NotFoundError, requireUser, validate } from '@hfl/kit';
import type { Content } from '../../content';
import { FantasyTeam, teamLogoUrl, type FantasyTeamDocument } from '../../models/fantasy-team';
import { Membership, userKey } from '../../models/membership';
import type { People } from '../../people';
import { callerLocale, isSuperAdmin, objectIdParam } from '../league-access';
import { chooseLogo } from '../team-logo';

const teamOf = (res: Response) => res.locals.team as FantasyTeamDocument;

/** The team with its owner's name ("deleted user" once the account is gone). */
async function details(team: FantasyTeamDocument, req: Request, people: People): Promise<FantasyTeamDetails> {
  const nameOf = await people.names([team.userId], callerLocale(req));
  return {
    id: team.id as string,
    name: team.name,
    timezone: team.timezone,
    league: { id: String(team.leagueId) },
    user: nameOf(team.userId),
    logo: team.logoFileId ? String(team.logoFileId) : null,
    logoUrl: teamLogoUrl(team),
  };
}

/** Loads `:id`'s team (404, also for a malformed id). */
const loadTeam: RequestHandler = async (req, res, next) => {
  const team = await FantasyTeam.findById(objectIdParam(req, 'id'));
  if (!team) throw new NotFoundError();
  res.locals.team = team;
  next();
};

/** Fantasy teams (spec section 7 `/fantasy-teams`). */
export function fantasyTeamsRouter({ people, content }: { people: People; content: Content }): Router {
  const router = Router();

  /** Active members of the team's league, or the SUPER_ADMIN. */
  router.get('/fantasy-teams/:id', requireUser, loadTeam, async (req, res) => {
    const team = teamOf(res);
    if (!isSuperAdmin(req)) {
      const member = await Membership.exists({ leagueId: team.leagueId, key: userKey(callerId(req)), status: 'active' });
      if (!member) throw new NotAllowedError();
    }
    res.json(await details(team, req, people));
  });

  /**
   * The team's owner, or the SUPER_ADMIN: name, timezone, and the logo when one is chosen (an uploaded `logo`
   * picture or a pre-made `ownerLogo`; neither keeps the current one). A replaced uploaded picture is removed.
   */
  router.post(
    '/fantasy-teams/:id/update',
    requireUser,
    loadTeam,
    (req, res, next) => {
      if (!isSuperAdmin(req) && teamOf(res).userId !== callerId(req)) throw new NotAllowedError();
      next();
    },
    imageUpload({ maxFiles: 1 }),
    validate(teamUpdateSchema),
    async (req, res) => {
      const team = teamOf(res);
      const { name, timezone, ownerLogo } = req.body as TeamUpdatePayload;
      const locale = callerLocale(req);
      const logo = await chooseLogo(res, ownerLogo, content, locale);
      const previous = team.logoFileId ? String(team.logoFileId) : null;
      const logoFileId = await content.withStored(logo.uploads, locale, async ([uploaded]) => {
        const logoFileId = uploaded ?? logo.premade ?? previous;
        await FantasyTeam.updateOne({ _id: team._id }, { $set: { name, timezone, logoFileId } });
        return logoFileId;
      });
      const updated = await FantasyTeam.findById(team._id);
      if (!updated) {
        // The team went with its league (deleted or left meanwhile): its picture must not stay behind.
        await content.remove([logoFileId]);
        throw new NotFoundError();
      }
      if (previous !== logoFileId) await content.remove([previous]);
      res.json(await details(updated, req, people));
    },
  );

  return router;
}
