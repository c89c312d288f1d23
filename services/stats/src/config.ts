import { SERVICE_PORTS } from '@hfl/contracts';
import { httpUrl, loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export const DEFAULT_CONTENT_URL = `http://127.0.0.1:${SERVICE_PORTS.content}`;
export const DEFAULT_FANTASY_URL = `http://127.0.0.1:${SERVICE_PORTS.fantasy}`;

export const statsConfigSchema = serviceConfigSchema.shape({
  /** Content stores the players' photos. */
  CONTENT_URL: httpUrl('CONTENT_URL').default(DEFAULT_CONTENT_URL),
  /** Fantasy scores its rosters from a round's player points: told when they change. */
  FANTASY_URL: httpUrl('FANTASY_URL').default(DEFAULT_FANTASY_URL),
});

/** The URLs are optional in the type so a plain ServiceConfig still builds the app (with the defaults). */
export type StatsConfig = ServiceConfig & { CONTENT_URL?: string; FANTASY_URL?: string };

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadStatsConfig(env: Record<string, string | undefined> = process.env): StatsConfig {
  return loadConfig(statsConfigSchema, env, { PORT: SERVICE_PORTS.stats, MONGO_DB: 'hfl_stats' });
}
