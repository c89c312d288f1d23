import { Router, type Express } from 'express';
import type { Agenda } from 'agenda';
import mongoose from 'mongoose';
import { createAgenda, createServiceApp } from '@hfl/kit';
import type { FantasyConfig } from './config';
import { buildRuntime } from './runtime';
import { draftRouter } from './routes/draft/draft';
import { gamesRouter } from './routes/games/games';
import { leaderboardRouter } from './routes/leaderboard/leaderboard';
import { leagueSeasonsRouter } from './routes/league-seasons/league-seasons';
import { myLeaguesRouter } from './routes/my-leagues/my-leagues';
import { ownerDashboardRouter } from './routes/owner-dashboard/owner-dashboard';
import { rosterEventsRouter } from './routes/roster-events/roster-events';
import { rostersRouter } from './routes/rosters/rosters';
import { tradeProposalsRouter } from './routes/trade-proposals/trade-proposals';
import { waiversRouter } from './routes/waivers/waivers';
import { trophiesRouter } from './routes/trophies/trophies';
import { weekPointsRouter } from './routes/week-points/week-points';
import { queueRoundsScoring } from './jobs/results';
import { pointsChanged } from './season-flow/points-changed';

export const SERVICE_NAME = 'fantasy';

/**
 * Builds the fantasy service's HTTP API (league seasons, the draft, rosters and their points, games and standings,
 * trophies, the leaderboard);
 * the worker runs its jobs.
 */
export function buildApp(config: FantasyConfig): Express {
  const router = Router();
  // The API only schedules jobs; its Agenda is made on first use, on the connection the service already has.
  let agenda: Agenda | undefined;
  const agendaOf = () => {
    const db = mongoose.connection.db;
    if (!db) throw new Error('fantasy: scheduling before the database is connected');
    agenda ??= createAgenda(db, { name: `${SERVICE_NAME}-api` });
    return agenda;
  };
  const { stats, leagues, clock, timing, engine, notifier } = buildRuntime(config, agendaOf);
  router.use(leagueSeasonsRouter({ engine, leagues, stats, clock, timing }));
  router.use(draftRouter({ engine, leagues, stats }));
  router.use(
    weekPointsRouter({
      queueScoring: (payload) => pointsChanged((queued) => queueRoundsScoring(agendaOf(), queued), payload),
    }),
  );
  router.use(tradeProposalsRouter({ stats, leagues, notifier }));
  router.use(rostersRouter({ leagues, stats, notifier }));
  router.use(rosterEventsRouter({ stats, leagues, notifier }));
  router.use(waiversRouter({ leagues, stats, notifier }));
  router.use(gamesRouter({ leagues, stats }));
  router.use(trophiesRouter({ leagues }));
  router.use(leaderboardRouter({ stats }));
  router.use(ownerDashboardRouter({ stats }));
  router.use(myLeaguesRouter({ stats, leagues, notifier }));
  return createServiceApp({ name: SERVICE_NAME, internalTokenSecret: config.INTERNAL_TOKEN_SECRET, router });
}
