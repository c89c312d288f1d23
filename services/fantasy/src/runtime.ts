import type { Agenda } from 'agenda';
import { createNotificationOutbox } from '@hfl/kit';
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
  const completed = (draft: DraftFields) => draftCompleted({ leagues }, draft);
  const engine = createDraftEngine({ leagues, stats, clock, publisher, notifier, turnAlerts, timing, completed });
  return { stats, leagues, clock, timing, engine, notifier, turnAlerts };
}
