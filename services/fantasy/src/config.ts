import { SERVICE_PORTS } from '@hfl/contracts';
import { loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export type FantasyConfig = ServiceConfig;

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadFantasyConfig(env: Record<string, string | undefined> = process.env): FantasyConfig {
  return loadConfig(serviceConfigSchema, env, { PORT: SERVICE_PORTS.fantasy, MONGO_DB: 'hfl_fantasy' });
}
