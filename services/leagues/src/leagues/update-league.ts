import type { LeagueDetails, LeagueUpdatePayload } from '@hfl/contracts';
import { ConflictError, NotFoundError } from '@hfl/kit';
import { League, type LeagueDocument } from '../models/league';
import { compactSlots, SlotClaim } from '../models/slot-claim';
import type { Peers } from '../peers';
import type { Uploads } from '../uploads';
import { ensureLeagueStands } from './cleanup';
import { leagueDetails, type Viewer } from './list-leagues';
import { planSlides } from './slides';

/**
 * The admin edits name, size, description and slides (the list replaces the old one: a slide not named again is
 * dropped, with its picture). The size never drops below the slots held (members and pending members); slots above
 * a smaller size move down. The new pictures are stored first, so a content that fails changes nothing here. A
 * smaller size is written before the slots move: a join that read the old size reads it again after claiming
 * (claimSlot), so it either gives back a slot above the new size or compactSlots moves it; if they no longer fit
 * (such a join got in first), or anything after fails, the old size comes back (409, or the failure). Answers the
 * league's details as they are now.
 */
export async function updateLeague(
  league: LeagueDocument,
  { name, nbMaxTeams, description, images }: LeagueUpdatePayload,
  uploads: Uploads,
  viewer: Viewer,
  peers: Pick<Peers, 'content' | 'people' | 'fantasy'>,
): Promise<LeagueDetails> {
  const { content } = peers;
  const plan = planSlides(league.slides, images, uploads);
  const shrinking = nbMaxTeams < league.nbMaxTeams;
  // Checked before any picture is stored; checked again by compactSlots after the new size is written.
  if (shrinking && nbMaxTeams < (await SlotClaim.countDocuments({ leagueId: league._id }))) {
    throw new ConflictError('errors:leagueSizeBelowMembers');
  }
  const restoreSize = () => League.updateOne({ _id: league._id }, { $set: { nbMaxTeams: league.nbMaxTeams } });
  const slides = await content.withStored(plan.uploads, viewer.locale, async (fileIds) => {
    if (shrinking) {
      await League.updateOne({ _id: league._id }, { $set: { nbMaxTeams } });
      if (!(await compactSlots(league._id, nbMaxTeams))) {
        await restoreSize();
        throw new ConflictError('errors:leagueSizeBelowMembers');
      }
    }
    const slides = plan.slides(fileIds);
    try {
      await League.updateOne({ _id: league._id }, { $set: { name, nbMaxTeams, description, slides } });
    } catch (error) {
      if (shrinking) await restoreSize();
      throw error;
    }
    // Deleted meanwhile: its deletion may have read the slides before these; withStored removes the new pictures.
    await ensureLeagueStands(league._id, async () => undefined);
    return slides;
  });
  await content.remove(plan.unused(slides));
  const updated = await League.findById(league._id);
  if (!updated) throw new NotFoundError();
  return leagueDetails(updated, viewer, peers);
}
