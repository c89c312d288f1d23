import type { LeagueCreatePayload, Locale, OwnerLeagueCreatePayload } from '@hfl/contracts';
import type { UsageLimits } from '../config';
import { chooseLogo } from '../fantasy-teams/team-logo';
import { FantasyTeam } from '../models/fantasy-team';
import { League, type LeagueDocument } from '../models/league';
import { Membership, userKey } from '../models/membership';
import { claimSlot } from '../models/slot-claim';
import type { Peers } from '../peers';
import type { Uploads } from '../uploads';
import { withUsages } from '../usage-limits';
import { deleteLeague } from './cleanup';
import { planSlides, type StoredSlide } from './slides';

export interface LeagueCreator {
  userId: string;
  locale: Locale;
  /** The SUPER_ADMIN creates leagues from the back office and plays no team in them (nor has a creation limit). */
  superAdmin: boolean;
}

/**
 * A user creates a league with its slides and becomes its LEAGUE_ADMIN with a team in slot 0 (logo uploaded or
 * pre-made). The SUPER_ADMIN's league has no admin and no team. Pictures are stored first; if anything fails after,
 * they are removed again. A user's league counts against their creation limit (the SUPER_ADMIN has none), given
 * back if it is not made. Answers the new league.
 */
export async function createLeague(
  form: OwnerLeagueCreatePayload | LeagueCreatePayload,
  creator: LeagueCreator,
  uploads: Uploads,
  { content, limits }: Pick<Peers, 'content'> & { limits: Pick<UsageLimits, 'leaguesCreated'> },
): Promise<LeagueDocument> {
  const claims = creator.superAdmin ? [] : ([[limits.leaguesCreated, creator.userId]] as const);
  return withUsages(claims, async () => {
    const { name, nbMaxTeams, description, images } = form;
    const plan = planSlides([], images, uploads);
    const player = creator.superAdmin ? null : (form as LeagueCreatePayload);
    const logo = player
      ? await chooseLogo(uploads, player.ownerLogo, content, creator.locale)
      : { uploads: [], premade: null };
    return content.withStored([...plan.uploads, ...logo.uploads], creator.locale, (fileIds) => {
      const slides = plan.slides(fileIds.slice(0, plan.uploads.length));
      const admin = player && {
        userId: creator.userId,
        teamName: player.teamName,
        timezone: player.timezone,
        logoFileId: fileIds[plan.uploads.length] ?? logo.premade,
      };
      return storeLeague({ name, nbMaxTeams, description, slides }, admin, content);
    });
  });
}

/**
 * The league, and for a player its LEAGUE_ADMIN membership with a team in slot 0. Any failure takes the league back
 * out, so nobody finds it half-made.
 */
async function storeLeague(
  league: { name: string; nbMaxTeams: number; description: string; slides: StoredSlide[] },
  admin: (Pick<LeagueCreatePayload, 'teamName' | 'timezone'> & { userId: string; logoFileId: string | null }) | null,
  content: Peers['content'],
): Promise<LeagueDocument> {
  const created = await League.create({ ...league, adminUserId: admin?.userId ?? null });
  if (!admin) return created;
  try {
    const { userId, teamName, timezone, logoFileId } = admin;
    const membership = await Membership.create({
      leagueId: created._id,
      key: userKey(userId),
      userId,
      role: 'LEAGUE_ADMIN',
      status: 'active',
    });
    await claimSlot(created._id, membership._id, league.nbMaxTeams);
    const team = await FantasyTeam.create({ leagueId: created._id, userId, name: teamName, timezone, logoFileId });
    await Membership.updateOne({ _id: membership._id }, { $set: { teamId: team._id } });
  } catch (error) {
    await deleteLeague(created._id, content);
    throw error;
  }
  return created;
}
