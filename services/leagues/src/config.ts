import * as yup from 'yup';
import { SERVICE_PORTS } from '@hfl/contracts';
import { httpUrl, loadConfig, publicUrlSetting, serviceConfigSchema, type ServiceConfig } from '@hfl/kit';
import type { UsageLimit } from './usage-limits';

export const DEFAULT_ACCOUNTS_URL = `http://127.0.0.1:${SERVICE_PORTS.accounts}`;
export const DEFAULT_CONTENT_URL = `http://127.0.0.1:${SERVICE_PORTS.content}`;
export const DEFAULT_FANTASY_URL = `http://127.0.0.1:${SERVICE_PORTS.fantasy}`;
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/**
 * What one person may make others receive or hold within a window (usage-limits.ts); the SUPER_ADMIN is exempt from
 * the per-admin and per-creator limits, never from the per-address one.
 */
const usageLimitFields = {
  /** Invitations a league admin sends within the window, over all their leagues (each is an e-mail). */
  LEAGUE_INVITES_PER_ADMIN: yup.number().integer().min(1).default(30),
  /** Invitations one e-mail address receives within the window, over all leagues. */
  LEAGUE_INVITES_PER_ADDRESS: yup.number().integer().min(1).default(3),
  /** Leagues a user creates within the window. */
  LEAGUES_CREATED_PER_USER: yup.number().integer().min(1).default(5),
  LEAGUE_LIMITS_WINDOW_HOURS: yup.number().integer().min(1).default(24),
};
type UsageLimitConfig = { [K in keyof typeof usageLimitFields]: number };

export const leaguesConfigSchema = serviceConfigSchema.shape({
  /** Accounts owns users: it names them and sends the invitation e-mails. */
  ACCOUNTS_URL: httpUrl('ACCOUNTS_URL').default(DEFAULT_ACCOUNTS_URL),
  /** Content stores the pictures (slides, team logos) and lists the pre-made logos. */
  CONTENT_URL: httpUrl('CONTENT_URL').default(DEFAULT_CONTENT_URL),
  /** Fantasy owns the leagues' seasons: the league pages show each league's current one. */
  FANTASY_URL: httpUrl('FANTASY_URL').default(DEFAULT_FANTASY_URL),
  /** Where people open the app: the base of the invitation link. */
  PUBLIC_URL: publicUrlSetting(DEFAULT_PUBLIC_URL),
  ...usageLimitFields,
});

/** The URLs and limits are optional in the type so a plain ServiceConfig still builds the app (with the defaults). */
export type LeaguesConfig = ServiceConfig &
  Partial<UsageLimitConfig> & {
    ACCOUNTS_URL?: string;
    CONTENT_URL?: string;
    FANTASY_URL?: string;
    PUBLIC_URL?: string;
  };

/** The usage limits of this configuration (the defaults for a plain ServiceConfig). */
export function usageLimits(config: LeaguesConfig) {
  const setting = (key: keyof UsageLimitConfig) => config[key] ?? (usageLimitFields[key].getDefault() as number);
  const windowMs = setting('LEAGUE_LIMITS_WINDOW_HOURS') * 3_600_000;
  return {
    invitesByAdmin: {
      name: 'invitesByAdmin',
      limit: setting('LEAGUE_INVITES_PER_ADMIN'),
      windowMs,
      message: 'errors:invitationLimitAdmin',
    },
    invitesToAddress: {
      name: 'invitesToAddress',
      limit: setting('LEAGUE_INVITES_PER_ADDRESS'),
      windowMs,
      message: 'errors:invitationLimitAddress',
    },
    leaguesCreated: {
      name: 'leaguesCreated',
      limit: setting('LEAGUES_CREATED_PER_USER'),
      windowMs,
      message: 'errors:leagueCreateLimit',
    },
  } satisfies Record<string, UsageLimit>;
}
export type UsageLimits = ReturnType<typeof usageLimits>;

/** Validated at boot; a bad environment stops the service with every problem listed. */
export function loadLeaguesConfig(env: Record<string, string | undefined> = process.env): LeaguesConfig {
  return loadConfig(leaguesConfigSchema, env, { PORT: SERVICE_PORTS.leagues, MONGO_DB: 'hfl_leagues' });
}
