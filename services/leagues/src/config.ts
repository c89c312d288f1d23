import { SERVICE_PORTS } from '@hfl/contracts';
import { loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export type LeaguesConfig = ServiceConfig;

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadLeaguesConfig(env: Record<string, string | undefined> = process.env): LeaguesConfig {
  return loadConfig(serviceConfigSchema, env, { PORT: SERVICE_PORTS.leagues, MONGO_DB: 'hfl_leagues' });
}
