import { SERVICE_PORTS } from '@hfl/contracts';
import { loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export type ContentConfig = ServiceConfig;

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadContentConfig(env: Record<string, string | undefined> = process.env): ContentConfig {
  return loadConfig(serviceConfigSchema, env, { PORT: SERVICE_PORTS.content, MONGO_DB: 'hfl_content' });
}
