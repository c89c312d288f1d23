import { retryWhileBusy } from '@hfl/kit';
import { Draft } from '../models/draft';
import { CurrentLeagueSeason, LeagueSeason } from '../models/league-season';
import type { DraftContext } from './context';
import { publishDraftEvent } from './events';
import { loadDraft } from './record';

/** Writes of a manager's removal before giving up: each is lost only to a pick's write landing at the same moment. */
const REMOVAL_WRITES = 5;

/**
 * A manager removed from the league (leagues asks before it deletes the membership): during the league's draft it
 * is recorded in the Draft and this process's copy, so they neither pick nor enter the room, and their sockets leave
 * it. Their team keeps its turns, which the clock picks. Without a drafting season there is nothing to do. Idempotent.
 */
export async function removeManager(ctx: DraftContext, leagueId: string, userId: string): Promise<void> {
  const pointer = await CurrentLeagueSeason.findById(leagueId).lean();
  const season = pointer && (await LeagueSeason.findById(pointer.seasonId).lean());
  if (season?.status !== 'drafting') return;
  // FerretDB may lose an update racing a pick's write to the same Draft (a lost pick is healed from its claim by
  // load), so the removal is written until the Draft shows it.
  for (let writes = 0; ; writes++) {
    const draft = await loadDraft(ctx, season._id);
    if (!draft || draft.removedUserIds.includes(userId)) break;
    if (writes === REMOVAL_WRITES) throw new Error(`draft ${String(season._id)}: removal of ${userId} not stored`);
    await retryWhileBusy(() => Draft.updateOne({ _id: season._id }, { $addToSet: { removedUserIds: userId } }));
  }
  const copy = ctx.cache.get(String(season._id));
  if (copy && !copy.removedUserIds.includes(userId)) copy.removedUserIds.push(userId);
  await publishDraftEvent(ctx.deps, leagueId, 'draft/memberRemoved', { leagueId, userId });
}
