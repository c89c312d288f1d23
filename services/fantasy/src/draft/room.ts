import type { AvailablePlayersResponse, DraftState, DraftTeamResponse, LeagueDraftInfo, Locale } from '@hfl/contracts';
import { NotAllowedError } from '@hfl/kit';
import type { DraftFields } from '../models/draft';
import { DraftQueue, draftQueueId } from '../models/draft-queue';
import type { LeagueSeasonFields } from '../models/league-season';
import type { Stats } from '../peers/stats';
import type { DraftEngine } from './engine';
import { currentTurnOf } from './turns';
import { draftTeamsOf, toDraftState } from './views';

/** What the draft room reads (player-app.md sections 2, 4, 7): its state, the team on the clock, the pool, a manager's queue. */

export interface RoomRead {
  season: LeagueSeasonFields;
  draft: DraftFields | null;
  info?: LeagueDraftInfo;
}

/** The room's state for the caller, in their language, with their queue when they manage a team. */
export async function roomState(
  engine: DraftEngine,
  { season, draft, info }: RoomRead,
  { userId, locale }: { userId: string | undefined; locale: Locale },
): Promise<DraftState> {
  const leagueTeams = info?.teams ?? [];
  const state = toDraftState({ season, draft, leagueTeams, userId, queue: [], now: new Date(), locale });
  if (state.myTeamId) {
    const [queue] = await Promise.all([
      DraftQueue.findById(draftQueueId(state.seasonId, state.myTeamId)).lean<{ playerIds: string[] }>(),
      // A manager's room opening: the pool their picks are checked against is read now, not on the first pick.
      draft && state.current ? engine.poolOf(draft) : undefined,
    ]);
    state.queue = queue?.playerIds ?? [];
  }
  return state;
}

/** The team on the clock and its turn's pick number (none before the start or after the end). */
export function teamOnTheClock(draft: DraftFields | null, locale: Locale): DraftTeamResponse {
  const turn = draft ? currentTurnOf(draft) : null;
  const teams = draftTeamsOf(draft, [], locale);
  return { draftTeam: teams.find((t) => t.id === turn?.teamId) ?? null, pickNo: turn?.pickNo ?? null };
}

/** The real season's players, each with the team that drafted it (null while available). */
export async function availablePlayers(
  stats: Stats,
  season: LeagueSeasonFields,
  draft: DraftFields | null,
): Promise<AvailablePlayersResponse> {
  const pool = await stats.draftPool(String(season.realSeasonId));
  const draftedBy = new Map((draft?.picks ?? []).map((p) => [p.playerId, p.teamId]));
  return {
    seasonId: String(season._id),
    players: pool.map((player) => ({ ...player, draftedBy: draftedBy.get(player.id) ?? null })),
  };
}

/** The caller's queue for their team's automatic picks; 403 for a caller without a team in the draft. */
export async function saveQueue(
  { season, draft, info }: RoomRead,
  userId: string | undefined,
  playerIds: string[],
): Promise<void> {
  const mine = (draft?.teams ?? info?.teams ?? []).find((t) => t.userId === userId);
  if (!mine) throw new NotAllowedError();
  await DraftQueue.updateOne(
    { _id: draftQueueId(String(season._id), mine.id) },
    { $set: { playerIds } },
    { upsert: true },
  );
}
