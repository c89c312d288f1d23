import { Router, type Response } from 'express';
import {
  DRAFT_INTERNAL,
  draftMemberRemovedSchema,
  draftPickSchema,
  draftQueueSchema,
  type OverdueCheckResponse,
} from '@hfl/contracts';
import { callerLocale, requireService, requireUser, validate } from '@hfl/kit';
import { leagueInfoSlot, leagueParam, loadCurrentSeason, seasonSlot } from '../../league-seasons/access';
import { draftSlot, loadDraft, loadLiveDraft, requireDraftMember } from '../../draft/access';
import type { DraftEngine } from '../../draft/engine';
import { availablePlayers, roomState, saveQueue, teamOnTheClock } from '../../draft/room';
import { draftTeamsOf } from '../../draft/views';
import type { Leagues } from '../../peers/leagues';
import type { Stats } from '../../peers/stats';

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
  const pickBody = validate(draftPickSchema);
  const queueBody = validate(draftQueueSchema);
  const memberRemovedBody = validate(draftMemberRemovedSchema);
  const room = [requireUser, leagueParam, loadCurrentSeason(), loadDraft(engine), requireDraftMember(leagues)];
  const loaded = (res: Response) => ({
    season: seasonSlot.get(res),
    draft: draftSlot.get(res),
    info: leagueInfoSlot.find(res),
  });

  router.get('/leagues/:leagueId/draft', ...room, async (req, res) => {
    res.json(await roomState(engine, loaded(res), { userId: req.identity?.userId, locale: callerLocale(req) }));
  });

  router.get('/leagues/:leagueId/draft-teams', ...room, (req, res) => {
    res.json(draftTeamsOf(draftSlot.get(res), leagueInfoSlot.find(res)?.teams ?? [], callerLocale(req)));
  });

  router.get('/leagues/:leagueId/draft-team', ...room, (req, res) => {
    res.json(teamOnTheClock(draftSlot.get(res), callerLocale(req)));
  });

  router.post('/leagues/:leagueId/check-draft-overdue', ...room, async (_req, res) => {
    const picked = await engine.pickIfOverdue(String(seasonSlot.get(res)._id));
    res.json({ player_picked: picked } satisfies OverdueCheckResponse);
  });

  router.get('/leagues/:leagueId/draft/pool', ...room, async (_req, res) => {
    res.json(await availablePlayers(stats, seasonSlot.get(res), draftSlot.get(res)));
  });

  const pickChain = [requireUser, leagueParam, loadLiveDraft(engine), requireDraftMember(leagues), pickBody];
  router.post('/leagues/:leagueId/draft/picks', ...pickChain, async (req, res) => {
    const { playerId, pickNo } = pickBody.valueOf(res);
    const pick = await engine.managerPick({
      draft: draftSlot.get(res),
      season: seasonSlot.find(res),
      userId: req.identity?.userId ?? null,
      playerId,
      pickNo,
    });
    res.status(201).json(pick);
  });

  router.put('/leagues/:leagueId/draft/queue', ...room, queueBody, async (req, res) => {
    const { playerIds } = queueBody.valueOf(res);
    await saveQueue(loaded(res), req.identity?.userId, playerIds);
    res.json({ playerIds });
  });

  router.post(DRAFT_INTERNAL.memberRemoved, requireService, memberRemovedBody, async (_req, res) => {
    const { leagueId, userId } = memberRemovedBody.valueOf(res);
    await engine.removeManager(leagueId, userId);
    res.status(204).end();
  });

  return router;
}
