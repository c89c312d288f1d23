import * as yup from 'yup';
import { SERVICE_PORTS } from '@hfl/contracts';
import { httpUrl, loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export const DEFAULT_STATS_URL = `http://127.0.0.1:${SERVICE_PORTS.stats}`;
export const DEFAULT_LEAGUES_URL = `http://127.0.0.1:${SERVICE_PORTS.leagues}`;
export const DEFAULT_ACCOUNTS_URL = `http://127.0.0.1:${SERVICE_PORTS.accounts}`;

export const fantasyConfigSchema = serviceConfigSchema.shape({
  /** Stats owns the real league: a round's player points come from there. */
  STATS_URL: httpUrl('STATS_URL').default(DEFAULT_STATS_URL),
  /** Leagues owns the teams that draft. */
  LEAGUES_URL: httpUrl('LEAGUES_URL').default(DEFAULT_LEAGUES_URL),
  /** Accounts keeps the managers' notifications (a draft's start and end). */
  ACCOUNTS_URL: httpUrl('ACCOUNTS_URL').default(DEFAULT_ACCOUNTS_URL),
  /**
   * Test-only draft timing (ignored in production): every turn lasts this many seconds, and a scheduled draft starts
   * this many seconds after it is added or changed, so browser tests need not wait for real draft dates.
   */
  DRAFT_TEST_TURN_SECONDS: yup.number().integer().min(1).max(3600),
  DRAFT_TEST_START_AFTER_SECONDS: yup.number().integer().min(0).max(3600),
  /** Test-only (ignored in production): turns this long or longer send the on-deck and on-the-clock alerts. */
  DRAFT_TEST_TURN_ALERT_MIN_SECONDS: yup.number().integer().min(1).max(3600),
});

/** The URLs are optional in the type so a plain ServiceConfig still builds the app (with the defaults). */
export type FantasyConfig = ServiceConfig & {
  STATS_URL?: string;
  LEAGUES_URL?: string;
  ACCOUNTS_URL?: string;
  DRAFT_TEST_TURN_SECONDS?: number;
  DRAFT_TEST_START_AFTER_SECONDS?: number;
  DRAFT_TEST_TURN_ALERT_MIN_SECONDS?: number;
};

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadFantasyConfig(env: Record<string, string | undefined> = process.env): FantasyConfig {
  return loadConfig(fantasyConfigSchema, env, { PORT: SERVICE_PORTS.fantasy, MONGO_DB: 'hfl_fantasy' });
}
