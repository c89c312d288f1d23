import { SERVICE_PORTS } from '@hfl/contracts';
import { loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export type AccountsConfig = ServiceConfig;

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadAccountsConfig(env: Record<string, string | undefined> = process.env): AccountsConfig {
  return loadConfig(serviceConfigSchema, env, { PORT: SERVICE_PORTS.accounts, MONGO_DB: 'hfl_accounts' });
}
