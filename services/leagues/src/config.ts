import { SERVICE_PORTS } from '@hfl/contracts';
import { httpUrl, loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export const DEFAULT_ACCOUNTS_URL = `http://127.0.0.1:${SERVICE_PORTS.accounts}`;
export const DEFAULT_CONTENT_URL = `http://127.0.0.1:${SERVICE_PORTS.content}`;
export const DEFAULT_FANTASY_URL = `http://127.0.0.1:${SERVICE_PORTS.fantasy}`;
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

export const leaguesConfigSchema = serviceConfigSchema.shape({
  /** Accounts owns users: it names them and sends the invitation e-mails. */
  ACCOUNTS_URL: httpUrl('ACCOUNTS_URL').default(DEFAULT_ACCOUNTS_URL),
  /** Content stores the pictures (slides, team logos) and lists the pre-made logos. */
  CONTENT_URL: httpUrl('CONTENT_URL').default(DEFAULT_CONTENT_URL),
  /** Fantasy owns the leagues' seasons: the league pages show each league's current one. */
  FANTASY_URL: httpUrl('FANTASY_URL').default(DEFAULT_FANTASY_URL),
  /** Where people open the app: the base of the invitation link. */
  PUBLIC_URL: httpUrl('PUBLIC_URL').default(DEFAULT_PUBLIC_URL),
});

/** The URLs are optional in the type so a plain ServiceConfig still builds the app (with the defaults). */
export type LeaguesConfig = ServiceConfig & {
  ACCOUNTS_URL?: string;
  CONTENT_URL?: string;
  FANTASY_URL?: string;
  PUBLIC_URL?: string;
};

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadLeaguesConfig(env: Record<string, string | undefined> = process.env): LeaguesConfig {
  return loadConfig(leaguesConfigSchema, env, { PORT: SERVICE_PORTS.leagues, MONGO_DB: 'hfl_leagues' });
}
