import * as yup from 'yup';
import { SERVICE_PORTS } from '@hfl/contracts';
import { loadConfig, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';

export const DEFAULT_ACCOUNTS_URL = 'http://127.0.0.1:4001';
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

const httpUrl = (name: string, fallback: string) =>
  yup
    .string()
    .default(fallback)
    .test('http-url', `${name} must be an http(s) URL`, (value) => value === undefined || isHttpUrl(value));

export const leaguesConfigSchema = serviceConfigSchema.shape({
  /** Accounts sends the invitation e-mails (it owns users and mail). */
  ACCOUNTS_URL: httpUrl('ACCOUNTS_URL', DEFAULT_ACCOUNTS_URL),
  /** Where people open the app: the base of the invitation link. */
  PUBLIC_URL: httpUrl('PUBLIC_URL', DEFAULT_PUBLIC_URL),
});

/** The two URLs are optional in the type so a plain ServiceConfig still builds the app (with the defaults). */
export type LeaguesConfig = ServiceConfig & { ACCOUNTS_URL?: string; PUBLIC_URL?: string };

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadLeaguesConfig(env: Record<string, string | undefined> = process.env): LeaguesConfig {
  return loadConfig(leaguesConfigSchema, env, { PORT: SERVICE_PORTS.leagues, MONGO_DB: 'hfl_leagues' });
}
