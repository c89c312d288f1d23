import { Types } from 'mongoose';
import { retryWhileBusy } from '@hfl/kit';
import { Draft, packPick, readDraft, type DraftFields, type DraftPickEntry } from '../models/draft';
import { DraftPick, draftPickId, type DraftPickFields } from '../models/draft-pick';
import { LeagueSeason } from '../models/league-season';
import type { DraftContext } from './context';
import { alertTurn } from './alerts';
import { notifyManagers, publishDraftEvent } from './events';
import { currentTurnOf, toPickView, totalPicksOf } from './turns';

/**
 * The Draft as its claimed picks make it. Every pick is first claimed by inserting its DraftPick (unique per turn and
 * per player), then mirrored into the Draft document and announced; anything that finds a claimed pick the Draft does
 * not show yet (a process that died in between) applies it again, so no pick is ever lost and none is made twice.
 */

/** Mirrors a claimed pick into the Draft (once) and tells the room; after the last pick, the draft is complete. */
export async function applyPick(ctx: DraftContext, draft: DraftFields, pick: DraftPickEntry): Promise<void> {
  const { deps, cache } = ctx;
  const index = pick.pickNo - 1;
  if (draft.picks.length > index) return;
  if (draft.picks.length < index)
    throw new Error(`draft ${String(draft._id)}: pick ${pick.pickNo} before ${draft.picks.length + 1}`);
  const entry: DraftPickEntry = {
    pickNo: pick.pickNo,
    teamId: pick.teamId,
    playerId: pick.playerId,
    automatic: pick.automatic,
    at: pick.at,
  };
  draft.picks.push(entry);
  const seasonId = String(draft._id);
  const leagueId = String(draft.leagueId);
  const current = currentTurnOf(draft);
  // The claim is the pick: the room hears of it while the Draft mirrors it, not after (every read of the Draft
  // applies a claimed pick it lacks, so no reader sees the event before the pick).
  const told = publishDraftEvent(deps, leagueId, 'draft/pickMade', {
    leagueId,
    seasonId,
    pick: toPickView(entry, draft.teams.length),
    current,
  });
  // The completion is scheduled before the last pick is written: a crash in between leaves the clock, whose next run
  // re-applies the pick and finds nothing left to time, and this job behind it; the other order could leave neither.
  try {
    if (!current) await retryWhileBusy(() => deps.clock.scheduleCompletion(seasonId));
    await retryWhileBusy(() =>
      Draft.updateOne({ _id: draft._id }, { $set: { [`picks.${index}`]: packPick(draft, entry) } }),
    );
  } catch (error) {
    cache.forget(seasonId); // Its copy shows a pick the Draft may not: the next pick reads the Draft (load repairs it).
    throw error;
  } finally {
    await told;
  }
  // The next turn's managers hear of it in the background: the pick's answer does not wait for accounts.
  if (current) void alertTurn(deps, draft);
  if (!current) {
    cache.forget(seasonId);
    await LeagueSeason.updateOne({ _id: draft._id }, { $set: { status: 'ongoing' } });
    await publishDraftEvent(deps, leagueId, 'draft/ended', { leagueId, seasonId });
    // Not awaited: the last pick's answer does not wait for leagues and accounts.
    void notifyManagers(deps, leagueId, draft.teams, 'draftEnded');
  }
}

/**
 * The Draft as stored, with any claimed pick it does not show yet applied; null before the draft starts. Every read
 * of a live draft (a room opening, the clock) renews this process's copy, so a manager's next pick here reads only
 * the league's pointer.
 */
export async function loadDraft(
  ctx: DraftContext,
  leagueSeasonId: string | Types.ObjectId,
): Promise<DraftFields | null> {
  const draft = await readDraft(leagueSeasonId);
  if (!draft) return null;
  const total = totalPicksOf(draft);
  while (draft.picks.length < total) {
    const claimed = await DraftPick.findById(
      draftPickId(String(draft._id), draft.picks.length + 1),
    ).lean<DraftPickFields>();
    if (!claimed) break;
    await applyPick(ctx, draft, claimed);
  }
  ctx.cache.keep(draft);
  return draft;
}

/**
 * A live draft for a manager's pick: this process's copy when it has one, else the Draft as stored (load); null
 * when the draft has not started or is over. `fresh` reads it again, for a pick the copy does not know the turn of.
 */
export async function liveDraft(
  ctx: DraftContext,
  leagueSeasonId: string | Types.ObjectId,
  options: { fresh?: boolean } = {},
): Promise<DraftFields | null> {
  const key = String(leagueSeasonId);
  const known = ctx.cache.get(key);
  if (known && !options.fresh) return known;
  // load keeps the copy of a live draft (or this process's, when it shows more picks) and forgets any other.
  return (await loadDraft(ctx, leagueSeasonId)) && (ctx.cache.get(key) ?? null);
}
