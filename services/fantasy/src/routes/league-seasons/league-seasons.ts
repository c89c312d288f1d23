import { Router, type Response } from 'express';
import mongoose, { Types } from 'mongoose';
import {
  currentLeagueSeasonsSchema,
  DRAFT_INTERNAL,
  DRAFT_ROUNDS,
  draftDatesSchema,
  draftTotalPicks,
  draftTurnSeconds,
  ERROR_CODES,
  formatUtcDateTime,
  parseUtcDateTime,
  prepareSeasonParamsSchema,
  validateWith,
  type CurrentSeasonSummary,
  type DraftDatesPayload,
  type DraftSettings,
  type LeagueDraftInfo,
  type QualificationResponse,
  type Season,
} from '@hfl/contracts';
import {
  ConflictError,
  DomainError,
  InputError,
  isDuplicateKeyError,
  NotFoundError,
  requireService,
  requireUser,
  validate,
} from '@hfl/kit';
import type { Leagues } from '../../leagues';
import { CurrentLeagueSeason, LeagueSeason, type LeagueSeasonFields } from '../../models/league-season';
import type { Stats } from '../../stats';
import { draftLocals, leagueParam, loadDraft, loadLeagueInfo, requireDraftMember, requireLeagueAdmin } from '../../draft/access';
import type { DraftClock } from '../../draft/clock';
import type { DraftEngine, DraftTiming } from '../../draft/engine';
import { toLeagueSeason } from '../../draft/views';

interface Deps {
  engine: DraftEngine;
  leagues: Leagues;
  stats: Stats;
  clock: DraftClock;
  timing: DraftTiming;
}

/** The real season drafts are for: the one not finished. 404 "There is no active season" without one. */
async function requireRealSeason(stats: Stats): Promise<Season> {
  const season = await stats.currentSeason();
  if (!season) throw new NotFoundError('errors:noActiveSeason');
  return season;
}

/** The draft dates against the clock and the real season's window (section 5); violations on the fields. */
async function validDates(input: unknown, realSeason: Season): Promise<{ startsAt: Date; endsAt: Date }> {
  const result = await validateWith(draftDatesSchema, input, { now: new Date(), draftWindow: realSeason.draftWindow });
  if (!result.ok) throw new InputError(result.violations);
  const { draftStartsAt, draftEndsAt } = result.value as DraftDatesPayload;
  return { startsAt: parseUtcDateTime(draftStartsAt) as Date, endsAt: parseUtcDateTime(draftEndsAt) as Date };
}

/** A draft needs every slot filled and no more teams than the real season allows. */
function requireQualified(info: LeagueDraftInfo, realSeason: Season): void {
  if (info.teams.length < info.nbMaxTeams) throw new ConflictError('errors:leagueNotFull');
  if (info.teams.length > realSeason.nbMaxFantasyTeams) {
    throw new DomainError(ERROR_CODES.LEAGUE_NOT_QUALIFIED, 'errors:leagueNotQualified', {
      nbTeams: info.teams.length,
      nbMaxFantasyTeams: realSeason.nbMaxFantasyTeams,
    });
  }
}

/**
 * A pending draft whose start time came less than this long ago is being started; one still pending after it did not
 * start (its league lost a team, a peer failed every retry) and may be given new dates.
 */
const STALLED_START_MS = 10 * 60_000;
const isStarting = (clockStartsAt: Date) => {
  const since = Date.now() - clockStartsAt.getTime();
  return since >= 0 && since < STALLED_START_MS;
};

/** When the clock starts a draft: at its start, or sooner under the test-only override. */
const clockStart = (startsAt: Date, timing: DraftTiming) =>
  timing.startAfterSeconds === undefined ? startsAt : new Date(Date.now() + timing.startAfterSeconds * 1000);

/**
 * A league's seasons and the admin's draft scheduling (player-app.md sections 2, 5, 7): the season (current or by
 * id), the draft settings a period gives, the qualification check, adding a draft and changing a pending one's dates;
 * and the service-only current seasons of many leagues, for the leagues pages.
 */
export function leagueSeasonsRouter({ engine, leagues, stats, clock, timing }: Deps): Router {
  const router = Router();

  const sendSeason = async (res: Response, season: LeagueSeasonFields, status = 200) => {
    const locals = draftLocals(res);
    const realSeason = await stats.season(String(season.realSeasonId));
    const draft = locals.draft ?? (await engine.load(season._id));
    // Before the start the league's size comes from leagues (the owner's reads skip the membership check that asks).
    const info = draft ? null : (locals.info ?? (await leagues.draftInfo(String(season.leagueId))));
    res.status(status).json(toLeagueSeason({ season, realSeason, draft, nbTeams: info?.teams.length ?? 0 }));
  };

  router.get('/leagues/:leagueId/seasons/:seasonId', requireUser, leagueParam, async (req, res, next) => {
    const { leagueId } = draftLocals(res);
    const seasonId = String(req.params.seasonId);
    const id = seasonId === 'current' ? (await CurrentLeagueSeason.findById(leagueId).lean())?.seasonId : seasonId;
    const season =
      id && Types.ObjectId.isValid(String(id)) ? await LeagueSeason.findOne({ _id: id, leagueId }).lean<LeagueSeasonFields>() : null;
    if (!season) return next(new NotFoundError('errors:noActiveSeason'));
    draftLocals(res).season = season;
    next();
  }, loadDraft(engine), requireDraftMember(leagues), async (_req, res) => {
    await sendSeason(res, draftLocals(res).season as LeagueSeasonFields);
  });

  router.get(
    '/leagues/:leagueId/prepare-season/:start/:end',
    requireUser,
    leagueParam,
    loadLeagueInfo(leagues),
    requireLeagueAdmin,
    validate(prepareSeasonParamsSchema, 'params'),
    async (req, res) => {
      const realSeason = await requireRealSeason(stats);
      const { startsAt, endsAt } = await validDates({ draftStartsAt: req.params.start, draftEndsAt: req.params.end }, realSeason);
      const nbTeams = (draftLocals(res).info as LeagueDraftInfo).nbMaxTeams;
      res.json({
        nbTeams,
        nbRounds: DRAFT_ROUNDS,
        nbTotalPicks: draftTotalPicks(nbTeams),
        draftTurnDurationSeconds: draftTurnSeconds(startsAt, endsAt, nbTeams),
      } satisfies DraftSettings);
    },
  );

  router.get(
    '/leagues/:leagueId/qualifications/:seasonId',
    requireUser,
    leagueParam,
    loadLeagueInfo(leagues),
    requireLeagueAdmin,
    async (req, res) => {
      const seasonId = String(req.params.seasonId);
      const realSeason = /^[0-9a-f]{24}$/i.test(seasonId) ? await stats.season(seasonId) : null;
      if (!realSeason) throw new NotFoundError('errors:noActiveSeason');
      const info = draftLocals(res).info as LeagueDraftInfo;
      const qualificationsMet = info.teams.length === info.nbMaxTeams && info.teams.length <= realSeason.nbMaxFantasyTeams;
      res.json({ qualificationsMet } satisfies QualificationResponse);
    },
  );

  router.post('/leagues/:leagueId/seasons', requireUser, leagueParam, loadLeagueInfo(leagues), requireLeagueAdmin, async (req, res) => {
    const { leagueId, info } = draftLocals(res);
    const realSeason = await requireRealSeason(stats);
    const { startsAt, endsAt } = await validDates(req.body, realSeason);
    requireQualified(info as LeagueDraftInfo, realSeason);
    let season;
    try {
      season = await LeagueSeason.create({
        leagueId,
        realSeasonId: realSeason.id,
        draftStartsAt: startsAt,
        draftEndsAt: endsAt,
        clockStartsAt: clockStart(startsAt, timing),
      });
    } catch (error) {
      if (isDuplicateKeyError(error)) throw new ConflictError('errors:leagueSeasonExists');
      throw error;
    }
    await CurrentLeagueSeason.updateOne({ _id: leagueId }, { $set: { seasonId: season._id } }, { upsert: true });
    await clock.scheduleStart(String(season._id), season.clockStartsAt);
    await sendSeason(res, season.toObject(), 201);
  });

  router.post(
    '/leagues/:leagueId/seasons/:seasonId',
    requireUser,
    leagueParam,
    loadLeagueInfo(leagues),
    requireLeagueAdmin,
    async (req, res) => {
      const { leagueId } = draftLocals(res);
      const seasonId = String(req.params.seasonId);
      const season = Types.ObjectId.isValid(seasonId)
        ? await LeagueSeason.findOne({ _id: seasonId, leagueId }).lean<LeagueSeasonFields>()
        : null;
      if (!season) throw new NotFoundError('errors:noActiveSeason');
      if (season.status !== 'pending' || isStarting(season.clockStartsAt)) throw new ConflictError('errors:draftNotPending');
      const realSeason = await requireRealSeason(stats);
      const { startsAt, endsAt } = await validDates(req.body, realSeason);
      const clockStartsAt = clockStart(startsAt, timing);
      // The job of the old date still runs, finds the new date ahead of it and does nothing.
      await LeagueSeason.updateOne(
        { _id: season._id, status: 'pending' },
        { $set: { draftStartsAt: startsAt, draftEndsAt: endsAt, clockStartsAt } },
      );
      await clock.scheduleStart(seasonId, clockStartsAt);
      await sendSeason(res, { ...season, draftStartsAt: startsAt, draftEndsAt: endsAt, clockStartsAt });
    },
  );

  router.post(DRAFT_INTERNAL.currentLeagueSeasons, requireService, validate(currentLeagueSeasonsSchema), async (req, res) => {
    const { leagueIds } = req.body as { leagueIds: string[] };
    // The ids are validated hex strings; `trusted` lets the operator through the connection's sanitizeFilter.
    const pointers = await CurrentLeagueSeason.find({ _id: mongoose.trusted({ $in: leagueIds }) }).lean();
    const seasonIds = pointers.map((p) => p.seasonId);
    const seasons = await LeagueSeason.find({ _id: mongoose.trusted({ $in: seasonIds }) }).lean<LeagueSeasonFields[]>();
    const summaries: Record<string, CurrentSeasonSummary> = {};
    for (const season of seasons) {
      summaries[String(season.leagueId)] = {
        id: String(season._id),
        status: season.status,
        draftStartsAt: formatUtcDateTime(season.draftStartsAt),
        draftEndsAt: formatUtcDateTime(season.draftEndsAt),
      };
    }
    res.json({ seasons: summaries });
  });

  return router;
}
