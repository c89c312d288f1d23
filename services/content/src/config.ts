import { SERVICE_PORTS } from '@hfl/contracts';
import { httpUrl, loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export const DEFAULT_ACCOUNTS_URL = `http://127.0.0.1:${SERVICE_PORTS.accounts}`;

export const contentConfigSchema = serviceConfigSchema.shape({
  /** Accounts owns users: it names the author of a blog post. */
  ACCOUNTS_URL: httpUrl('ACCOUNTS_URL').default(DEFAULT_ACCOUNTS_URL),
});

/** The URL is optional in the type so a plain ServiceConfig still builds the app (with the default). */
export type ContentConfig = ServiceConfig & { ACCOUNTS_URL?: string };

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadContentConfig(env: Record<string, string | undefined> = process.env): ContentConfig {
  return loadConfig(contentConfigSchema, env, { PORT: SERVICE_PORTS.content, MONGO_DB: 'hfl_content' });
}
