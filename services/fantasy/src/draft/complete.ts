import { Types } from 'mongoose';
import { assignDraftSlots } from '@hfl/contracts';
import { isDuplicateKeyError } from '@hfl/kit';
import { ensureSchedule, type ScheduledTeam } from '../league-seasons/season-schedule';
import { refreshLineup } from '../lineups/lineups';
import type { DraftFields } from '../models/draft';
import { LeagueSeason } from '../models/league-season';
import { Roster } from '../models/roster';
import { RosterPlayer } from '../models/roster-player';
import type { DraftContext } from './context';
import { poolOf } from './pool-of';
import { loadDraft } from './record';
import { currentTurnOf, positionsOf } from './turns';

/**
 * After the last pick: each team's roster, its players in the slots the draft order gives them (the earliest picks
 * start), the packed lineup scoring reads, and the season's head-to-head schedule; then what follows outside the draft
 * (`deps.completed`). Idempotent: a rerun inserts only what is missing.
 */
export async function completeDraft(ctx: DraftContext, leagueSeasonId: string): Promise<void> {
  const draft = await loadDraft(ctx, leagueSeasonId);
  if (!draft || currentTurnOf(draft) !== null) return;
  // The last pick's writer may have died before it moved the season on; this job is the one left to do it.
  await LeagueSeason.updateOne({ _id: draft._id, status: 'drafting' }, { $set: { status: 'ongoing' } });
  const positions = positionsOf(await poolOf(ctx, draft));
  const scheduled: ScheduledTeam[] = [];
  for (const team of draft.teams) {
    // A removed manager's team is gone from leagues: its picks stay in the draft, no roster is made for it.
    if (draft.removedUserIds.includes(team.userId)) continue;
    const roster = await ensureRoster(draft, team.id);
    const players = draft.picks
      .filter((p) => p.teamId === team.id)
      .map((p) => ({ playerId: p.playerId, addedAt: p.at, position: positions.get(p.playerId) ?? 'QB' }));
    const { starters, bench } = assignDraftSlots(players);
    const entries = [
      ...starters.flatMap(({ slot, player }) =>
        player ? [{ ...player, fantasyPosition: slot, activityStatus: 'active' }] : [],
      ),
      ...bench.map((player) => ({ ...player, fantasyPosition: 'BENCH', activityStatus: 'bench' })),
    ].map(({ playerId, addedAt, fantasyPosition, activityStatus }) => ({
      leagueSeasonId: draft._id,
      rosterId: roster,
      playerId: new Types.ObjectId(playerId),
      fantasyPosition,
      activityStatus,
      addedAt,
    }));
    try {
      await RosterPlayer.insertMany(entries, { ordered: false });
    } catch (error) {
      if (!isDuplicateKeyError(error)) throw error; // Inserted by an earlier run.
    }
    await refreshLineup(roster);
    scheduled.push({ teamId: team.id, rosterId: roster.toHexString() });
  }
  const real = await ctx.deps.stats.season(draft.realSeasonId.toHexString());
  const endedAt = draft.picks[draft.picks.length - 1]?.at ?? new Date();
  if (real) await ensureSchedule(draft, scheduled, real, endedAt);
  ctx.deps.completed(draft);
}

/** The team's roster in this league season, made if missing (a unique violation means a concurrent run made it). */
async function ensureRoster(draft: DraftFields, teamId: string): Promise<Types.ObjectId> {
  const key = { leagueSeasonId: draft._id, fantasyTeamId: new Types.ObjectId(teamId) };
  const existing = await Roster.findOne(key, { _id: 1 }).lean();
  if (existing) return existing._id;
  try {
    return (await Roster.create({ ...key, realSeasonId: draft.realSeasonId }))._id;
  } catch (error) {
    if (!isDuplicateKeyError(error)) throw error;
    const made = await Roster.findOne(key, { _id: 1 }).lean();
    if (!made) throw error;
    return made._id;
  }
}
