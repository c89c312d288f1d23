import { Router } from 'express';
import {
  currentLeagueSeasonsSchema,
  DRAFT_INTERNAL,
  draftDatesSchema,
  leagueFilledSchema,
  OWNER_USERS_INTERNAL,
  prepareSeasonParamsSchema,
  type QualificationResponse,
} from '@hfl/contracts';
import { callerLocale, requireService, requireSuperAdmin, requireUser, validate } from '@hfl/kit';
import {
  leagueIdSlot,
  leagueInfoSlot,
  leagueParam,
  loadLeagueInfo,
  loadSeasonParam,
  requireLeagueAdmin,
  seasonSlot,
} from '../../league-seasons/access';
import { draftSlot, loadDraft, requireDraftMember } from '../../draft/access';
import type { LeagueSeasonDeps } from '../../draft/schedule-deps';
import { draftSettings, qualificationsMet, rescheduleDraft, scheduleDraft } from '../../draft/schedule';
import { leagueSeasonView } from '../../draft/season-view';
import { draftFacts } from '../../league-seasons/draft-facts';
import { currentSeasonSummaries, leagueSeasonSummaries } from '../../league-seasons/seasons';
import { openLeagueDraft, planOpenLeagueDraft, scheduleOpenLeagueDraft } from '../../draft/open-leagues';
import { loadLeagueTeams, requireLeagueMember } from '../../rosters/access';

/**
 * A league's seasons and the admin's draft scheduling (player-app.md sections 2, 5, 7): its seasons (the season
 * switcher's list, for its members and the owner), the season (current or by id), the draft settings a period gives, the qualification check, adding a draft and changing a pending one's dates;
 * and the service-only current seasons of many leagues, for the leagues pages.
 */
export function leagueSeasonsRouter(deps: LeagueSeasonDeps): Router {
  const { engine, leagues, stats } = deps;
  const router = Router();
  const leagueIdsBody = validate(currentLeagueSeasonsSchema);
  const admin = [requireUser, leagueParam, loadLeagueInfo(leagues), requireLeagueAdmin];
  const member = [requireUser, leagueParam, loadLeagueTeams(leagues), requireLeagueMember];

  router.get('/leagues/:leagueId/seasons', ...member, async (_req, res) => {
    res.json(await leagueSeasonSummaries(stats, leagueIdSlot.get(res)));
  });

  router.get(
    '/leagues/:leagueId/seasons/:seasonId',
    requireUser,
    leagueParam,
    loadSeasonParam,
    loadDraft(engine),
    requireDraftMember(leagues),
    async (req, res) => {
      const loaded = { draft: draftSlot.get(res), info: leagueInfoSlot.find(res) };
      res.json(await leagueSeasonView(deps, seasonSlot.get(res), callerLocale(req), loaded));
    },
  );

  router.get(
    '/leagues/:leagueId/prepare-season/:start/:end',
    ...admin,
    validate(prepareSeasonParamsSchema, 'params'),
    async (req, res) => {
      const dates = { draftStartsAt: String(req.params.start), draftEndsAt: String(req.params.end) };
      res.json(await draftSettings(stats, leagueInfoSlot.get(res), dates));
    },
  );

  router.get('/leagues/:leagueId/qualifications/:seasonId', ...admin, async (req, res) => {
    const met = await qualificationsMet(stats, leagueInfoSlot.get(res), String(req.params.seasonId));
    res.json({ qualificationsMet: met } satisfies QualificationResponse);
  });

  router.post('/leagues/:leagueId/seasons', ...admin, async (req, res) => {
    const season = await scheduleDraft(deps, leagueInfoSlot.get(res), leagueIdSlot.get(res), req.body);
    res.status(201).json(await leagueSeasonView(deps, season, callerLocale(req), { info: leagueInfoSlot.get(res) }));
  });

  router.post('/leagues/:leagueId/seasons/:seasonId', ...admin, async (req, res) => {
    const season = await rescheduleDraft(deps, leagueIdSlot.get(res), String(req.params.seasonId), req.body);
    res.json(await leagueSeasonView(deps, season, callerLocale(req), { info: leagueInfoSlot.get(res) }));
  });

  /** How a league without an admin gets its draft (any signed-in user: the league's page says it to everyone). */
  router.get('/leagues/:leagueId/draft-plan', requireUser, leagueParam, loadLeagueInfo(leagues), async (_req, res) => {
    res.json(await openLeagueDraft(deps, leagueInfoSlot.get(res)));
  });

  router.post(
    '/leagues/:leagueId/draft-plan',
    requireSuperAdmin,
    leagueParam,
    loadLeagueInfo(leagues),
    validate(draftDatesSchema),
    async (req, res) => {
      res.json(await planOpenLeagueDraft(deps, leagueInfoSlot.get(res), req.body));
    },
  );

  const filledBody = validate(leagueFilledSchema);
  router.post(DRAFT_INTERNAL.leagueFilled, requireService, filledBody, async (_req, res) => {
    await scheduleOpenLeagueDraft(deps, filledBody.valueOf(res).leagueId);
    res.status(204).end();
  });

  router.post(DRAFT_INTERNAL.currentLeagueSeasons, requireService, leagueIdsBody, async (_req, res) => {
    const { leagueIds } = leagueIdsBody.valueOf(res);
    res.json({ seasons: await currentSeasonSummaries(leagueIds) });
  });

  /** Service-only: accounts' owner users filter reads every league's draft of the current real season at once. */
  router.get(OWNER_USERS_INTERNAL.draftFacts, requireService, async (_req, res) => {
    res.json(await draftFacts(stats));
  });

  return router;
}
