import type { FantasyTeamDetails, Locale, TeamUpdatePayload } from '@hfl/contracts';
import { NotFoundError } from '@hfl/kit';
import { FantasyTeam, teamLogoUrl, type FantasyTeamDocument } from '../models/fantasy-team';
import type { Peers } from '../peers';
import type { People } from '../peers/accounts';
import type { Uploads } from '../uploads';
import { chooseLogo } from './team-logo';

/** The team with its owner's name ("deleted user" once the account is gone). */
export async function teamDetails(
  team: FantasyTeamDocument,
  locale: Locale,
  people: People,
): Promise<FantasyTeamDetails> {
  const nameOf = await people.names([team.userId], locale);
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

/**
 * Name, timezone, and the logo when one is chosen (an uploaded `logo` picture or a pre-made `ownerLogo`; neither
 * keeps the current one). A replaced uploaded picture is removed. Answers the team as it is now.
 */
export async function updateTeam(
  team: FantasyTeamDocument,
  { name, timezone, ownerLogo }: TeamUpdatePayload,
  locale: Locale,
  uploads: Uploads,
  { content, people }: Pick<Peers, 'content' | 'people'>,
): Promise<FantasyTeamDetails> {
  const logo = await chooseLogo(uploads, ownerLogo, content, locale);
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
  return teamDetails(updated, locale, people);
}
