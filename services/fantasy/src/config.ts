import { SERVICE_PORTS } from '@hfl/contracts';
import { httpUrl, loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export const DEFAULT_STATS_URL = `http://127.0.0.1:${SERVICE_PORTS.stats}`;

export const fantasyConfigSchema = serviceConfigSchema.shape({
  /** Stats owns the real league: a round's player points come from there. */
  STATS_URL: httpUrl('STATS_URL').default(DEFAULT_STATS_URL),
});

/** The URL is optional in the type so a plain ServiceConfig still builds the app (with the default). */
export type FantasyConfig = ServiceConfig & { STATS_URL?: string };

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadFantasyConfig(env: Record<string, string | undefined> = process.env): FantasyConfig {
  return loadConfig(fantasyConfigSchema, env, { PORT: SERVICE_PORTS.fantasy, MONGO_DB: 'hfl_fantasy' });
}
