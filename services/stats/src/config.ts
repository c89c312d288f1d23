import { SERVICE_PORTS } from '@hfl/contracts';
import { loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export type StatsConfig = ServiceConfig;

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadStatsConfig(env: Record<string, string | undefined> = process.env): StatsConfig {
  return loadConfig(serviceConfigSchema, env, { PORT: SERVICE_PORTS.stats, MONGO_DB: 'hfl_stats' });
}
