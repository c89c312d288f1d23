import type { Agenda } from 'agenda';
import { createNotificationOutbox, keptReads } from '@hfl/kit';
import { DEFAULT_ACCOUNTS_URL, DEFAULT_LEAGUES_URL, DEFAULT_STATS_URL, type FantasyConfig } from './config';
import { createAccounts } from './peers/accounts';
import { createBff } from './peers/bff';
import { createLeagues } from './peers/leagues';
import { createStats } from './peers/stats';
import type { DraftFields } from './models/draft';
import { draftCompleted } from './season-flow/draft-completed';
import { createDraftClock } from './draft/clock';
import type { DraftTiming } from './draft/context';
import { createDraftEngine } from './draft/engine';

/** A league renamed mid-draft shows its new name in the turn alerts within this time. */
const LEAGUE_NAME_KEPT_MS = 60_000;

/** The test-only timing overrides, never in production. */
export function draftTiming(config: FantasyConfig): DraftTiming {
  if (config.NODE_ENV === 'production') return {};
  return {
    turnSeconds: config.DRAFT_TEST_TURN_SECONDS,
    startAfterSeconds: config.DRAFT_TEST_START_AFTER_SECONDS,
    turnAlertMinSeconds: config.DRAFT_TEST_TURN_ALERT_MIN_SECONDS,
  };
}

/**
 * The peers and the draft engine as the API and the worker both build them from the configuration, the engine told
 * what follows a completed draft (season-flow).
 */
export function buildRuntime(config: FantasyConfig, agendaOf: () => Agenda) {
  const secret = config.INTERNAL_TOKEN_SECRET;
  const stats = createStats({ statsUrl: config.STATS_URL ?? DEFAULT_STATS_URL, internalTokenSecret: secret });
  const leagues = createLeagues({ leaguesUrl: config.LEAGUES_URL ?? DEFAULT_LEAGUES_URL, internalTokenSecret: secret });
  const clock = createDraftClock(agendaOf);
  const timing = draftTiming(config);
  const publisher = createBff({ bffUrl: config.BFF_URL, internalTokenSecret: secret });
  const notifier = createAccounts({
    accountsUrl: config.ACCOUNTS_URL ?? DEFAULT_ACCOUNTS_URL,
    internalTokenSecret: secret,
  });
  const turnAlerts = createNotificationOutbox(notifier);
  const leagueNames = keptReads<string | null>({
    keptMs: LEAGUE_NAME_KEPT_MS,
    max: 1_000,
    keep: (name) => name !== null,
  });
  const completed = (draft: DraftFields) => draftCompleted({ leagues }, draft);
  const engine = createDraftEngine({
    leagues,
    stats,
    clock,
    publisher,
    notifier,
    turnAlerts,
    leagueNames,
    timing,
    completed,
  });
  return { stats, leagues, clock, timing, engine, notifier, turnAlerts, leagueNames };
}
