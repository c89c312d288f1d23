import { Router } from 'express';
import {
  canDraftPosition,
  DRAFT_INTERNAL,
  draftMemberRemovedSchema,
  draftPickSchema,
  ERROR_CODES,
  draftQueueSchema,
  type AvailablePlayersResponse,
  type DraftMemberRemovedPayload,
  type DraftPickPayload,
  type DraftQueuePayload,
  type DraftTeamResponse,
  type OverdueCheckResponse,
} from '@hfl/contracts';
import { ConflictError, DomainError, InputError, NotAllowedError, requireService, requireUser, validate } from '@hfl/kit';
import type { Leagues } from '../../leagues';
import { DraftQueue, draftQueueId } from '../../models/draft-queue';
import type { LeagueSeasonFields } from '../../models/league-season';
import type { Stats } from '../../stats';
import { draftLocals, leagueParam, loadCurrentSeason, loadDraft, loadLiveDraft, requireDraftMember } from '../../draft/access';
import type { DraftFields } from '../../models/draft';
import type { DraftEngine } from '../../draft/engine';
import { currentTurnOf } from '../../draft/turns';
import { draftTeamsOf, toDraftState } from '../../draft/views';

interface Deps {
  engine: DraftEngine;
  leagues: Leagues;
  stats: Stats;
}

/**
 * The draft room's calls (player-app.md sections 2, 4, 7): the room's state, the draft order, the team on the
 * clock, the overdue check, the pool, a pick, and the manager's queue. Every path starts from the league's current
 * season; members and the owner read, only the manager on the clock picks. Leagues tells it of a member's removal.
 */
export function draftRouter({ engine, leagues, stats }: Deps): Router {
  const router = Router();
  const room = [requireUser, leagueParam, loadCurrentSeason(), loadDraft(engine), requireDraftMember(leagues)];

  router.get('/leagues/:leagueId/draft', ...room, async (req, res) => {
    const { season, draft, info } = draftLocals(res);
    const state = toDraftState({
      season: season as LeagueSeasonFields,
      draft: draft ?? null,
      leagueTeams: info?.teams ?? [],
      userId: req.identity?.userId,
      queue: [],
      now: new Date(),
    });
    if (state.myTeamId) {
      const [queue] = await Promise.all([
        DraftQueue.findById(draftQueueId(state.seasonId, state.myTeamId)).lean<{ playerIds: string[] }>(),
        // A manager's room opening: the pool their picks are checked against is read now, not on the first pick.
        draft && state.current ? engine.poolOf(draft) : undefined,
      ]);
      state.queue = queue?.playerIds ?? [];
    }
    res.json(state);
  });

  router.get('/leagues/:leagueId/draft-teams', ...room, (_req, res) => {
    const { draft, info } = draftLocals(res);
    res.json(draftTeamsOf(draft ?? null, info?.teams ?? []));
  });

  router.get('/leagues/:leagueId/draft-team', ...room, (_req, res) => {
    const { draft } = draftLocals(res);
    const turn = draft ? currentTurnOf(draft) : null;
    const teams = draftTeamsOf(draft ?? null, []);
    res.json({ draftTeam: teams.find((t) => t.id === turn?.teamId) ?? null, pickNo: turn?.pickNo ?? null } satisfies DraftTeamResponse);
  });

  router.post('/leagues/:leagueId/check-draft-overdue', ...room, async (_req, res) => {
    const { season } = draftLocals(res);
    const picked = await engine.pickIfOverdue(String((season as LeagueSeasonFields)._id));
    res.json({ player_picked: picked } satisfies OverdueCheckResponse);
  });

  router.get('/leagues/:leagueId/available-players', ...room, async (_req, res) => {
    const { season, draft } = draftLocals(res);
    const current = season as LeagueSeasonFields;
    const pool = await stats.draftPool(String(current.realSeasonId));
    const draftedBy = new Map((draft?.picks ?? []).map((p) => [p.playerId, p.teamId]));
    res.json({
      seasonId: String(current._id),
      players: pool.map((player) => ({ ...player, draftedBy: draftedBy.get(player.id) ?? null })),
    } satisfies AvailablePlayersResponse);
  });

  const pickChain = [requireUser, leagueParam, loadLiveDraft(engine), requireDraftMember(leagues), validate(draftPickSchema)];
  router.post('/leagues/:leagueId/draft/picks', ...pickChain, async (req, res) => {
    const { season, draft } = draftLocals(res);
    const { playerId, pickNo } = req.body as DraftPickPayload;
    const pick = await engine.managerPick({ draft, season, userId: req.identity?.userId ?? null, playerId, pickNo });
    res.status(201).json(pick);
  });

  router.put('/leagues/:leagueId/draft/queue', ...room, validate(draftQueueSchema), async (req, res) => {
    const { season, draft, info } = draftLocals(res);
    const teams = draftTeamsOf(draft ?? null, info?.teams ?? []);
    const mine = teams.find((t) => t.userId === req.identity?.userId);
    if (!mine) throw new NotAllowedError();
    const { playerIds } = req.body as DraftQueuePayload;
    await DraftQueue.updateOne(
      { _id: draftQueueId(String((season as LeagueSeasonFields)._id), mine.id) },
      { $set: { playerIds } },
      { upsert: true },
    );
    res.json({ playerIds });
  });

  router.post(DRAFT_INTERNAL.memberRemoved, requireService, validate(draftMemberRemovedSchema), async (req, res) => {
    const { leagueId, userId } = req.body as DraftMemberRemovedPayload;
    await engine.removeManager(leagueId, userId);
    res.status(204).end();
  });

  return router;
}
