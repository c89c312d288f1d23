import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import * as yup from 'yup';
import { BFF_INTERNAL_PORT, SERVICE_NAMES, SERVICE_PORTS, type ServiceName } from '@hfl/contracts';
import { baseConfigShape, devMailboxConfigShape, httpUrl, loadConfig, publicUrlSetting } from '@hfl/kit';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SERVICE_URL_KEYS = {
  accounts: 'ACCOUNTS_URL',
  leagues: 'LEAGUES_URL',
  fantasy: 'FANTASY_URL',
  stats: 'STATS_URL',
  content: 'CONTENT_URL',
} as const satisfies Record<ServiceName, string>;

const url = (name: string) => httpUrl(name).required();

export const bffConfigSchema = yup.object({
  ...baseConfigShape,
  /**
   * The services' own port: the live events they publish (`POST /internal/events`), never the browsers' PORT, which
   * does not serve `/internal`. Publish it to no one outside (compose: the services' network only).
   */
  INTERNAL_PORT: yup
    .number()
    .integer()
    .min(0)
    .max(65535)
    .required()
    .test(
      'internal-port',
      "INTERNAL_PORT must differ from PORT: browsers must not reach the services' port",
      function differs(value) {
        return value === 0 || value !== this.parent.PORT;
      },
    ),
  SESSION_SECRET: yup
    .string()
    .required('SESSION_SECRET is not set')
    .min(32, 'SESSION_SECRET must be at least 32 characters'),
  /** Secure session cookie and HSTS; on by default in production, where the site is served over HTTPS. */
  COOKIE_SECURE: yup
    .boolean()
    .required()
    .when('NODE_ENV', ([env], schema) => schema.default(env === 'production')),
  /**
   * The reverse proxies whose X-Forwarded-* headers are believed (Express's `trust proxy`: a number of hops,
   * "loopback", or addresses and subnets, comma-separated). Unset: none, so per-IP limits key on the connection.
   */
  TRUST_PROXY: yup
    .string()
    .optional()
    .test(
      'trust-proxy',
      'TRUST_PROXY must be a number of hops, or proxy addresses, subnets or names such as loopback',
      (value) => value === undefined || isTrustProxySetting(value),
    ),
  ACCOUNTS_URL: url('ACCOUNTS_URL'),
  LEAGUES_URL: url('LEAGUES_URL'),
  FANTASY_URL: url('FANTASY_URL'),
  STATS_URL: url('STATS_URL'),
  CONTENT_URL: url('CONTENT_URL'),
  SHELL_DIST: yup.string().required(),
  MFE_PLAYER_DIST: yup.string().required(),
  MFE_DRAFT_DIST: yup.string().required(),
  MFE_OWNER_DIST: yup.string().required(),
  REMOTE_MFE_PLAYER_URL: yup.string().required(),
  REMOTE_MFE_DRAFT_URL: yup.string().required(),
  REMOTE_MFE_OWNER_URL: yup.string().required(),
  /**
   * Where the BFF itself reads a remote's manifest (to preload the scripts it names first) when the browsers' address
   * above is not reachable from it: another container's (compose's `http://mfe-player/mf-manifest.json`).
   */
  REMOTE_MFE_PLAYER_MANIFEST_URL: httpUrl('REMOTE_MFE_PLAYER_MANIFEST_URL').optional(),
  REMOTE_MFE_DRAFT_MANIFEST_URL: httpUrl('REMOTE_MFE_DRAFT_MANIFEST_URL').optional(),
  REMOTE_MFE_OWNER_MANIFEST_URL: httpUrl('REMOTE_MFE_OWNER_MANIFEST_URL').optional(),
  /** /dev/mailbox for callers on this machine (npm start, tests); never in production. */
  ...devMailboxConfigShape,
  /** In dev, page requests go to the shell's rspack dev server instead of the built files. */
  SHELL_DEV_URL: httpUrl('SHELL_DEV_URL').optional(),
  /** Login attempts per IP and e-mail within the window. */
  LOGIN_RATE_LIMIT: yup.number().integer().min(1).default(10),
  LOGIN_RATE_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(15 * 60 * 1000),
  /** Failed logins per IP within the window, whatever the e-mail: one address guessing many accounts. */
  LOGIN_IP_FAILURE_LIMIT: yup.number().integer().min(1).default(50),
  LOGIN_IP_FAILURE_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(15 * 60 * 1000),
  /** A signed-in session ends after this long without an /api call or a socket handshake. */
  SESSION_IDLE_TIMEOUT_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(30 * 60 * 1000),
  /** A signed-in session ends this long after the login, however active. */
  SESSION_MAX_LIFETIME_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(12 * 60 * 60 * 1000),
  /** A visitor's session (only stored once a form needs a CSRF token) ends this long after its last use. */
  SESSION_VISITOR_LIFETIME_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(2 * 60 * 60 * 1000),
  /** Registrations, and password-reset requests, per IP within the window (each counted on its own). */
  ACCOUNT_RATE_LIMIT: yup.number().integer().min(1).default(10),
  ACCOUNT_RATE_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(15 * 60 * 1000),
  /** CSRF tokens (each stores a visitor's session) and page views one address may ask for within the window. */
  CSRF_TOKEN_IP_RATE_LIMIT: yup.number().integer().min(1).default(120),
  CSRF_TOKEN_IP_RATE_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(10 * 60 * 1000),
  PAGE_VIEW_IP_RATE_LIMIT: yup.number().integer().min(1).default(600),
  PAGE_VIEW_IP_RATE_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(10 * 60 * 1000),
  /**
   * Visitors' /api reads per address: a token bucket of this many a second on average and this many at once; a list
   * of 50 rows or more costs 5.
   */
  ANONYMOUS_READS_PER_SECOND: yup.number().min(0.1).default(10),
  ANONYMOUS_READ_BURST: yup.number().integer().min(1).default(120),
  /** Page views (`POST /api/page-views`) one session may send within the window. */
  PAGE_VIEW_RATE_LIMIT: yup.number().integer().min(1).default(120),
  PAGE_VIEW_RATE_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(10 * 60 * 1000),
  /** How long the proxy waits for a service to answer a GET/HEAD, and any other request, before answering 504. */
  PROXY_READ_TIMEOUT_MS: yup.number().integer().min(1).default(5_000),
  PROXY_WRITE_TIMEOUT_MS: yup.number().integer().min(1).default(10_000),
  /** Connections the proxy keeps to one service at most; further requests wait for one, within their time limit. */
  PROXY_MAX_SOCKETS: yup.number().integer().min(1).default(64),
  /**
   * The site's address as browsers reach it (required in production): absolute URLs are built from it, and a
   * Socket.IO handshake from a page elsewhere is refused.
   */
  PUBLIC_URL: publicUrlSetting(),
  /** More origins whose pages may open a socket (comma-separated), e.g. a second domain. */
  SOCKET_ALLOWED_ORIGINS: yup.string().optional(),
  /**
   * Redis (`redis://` or `rediss://`), shared by every BFF of the site: Socket.IO's rooms (the Redis adapter) and the
   * rate limits. Unset: one BFF, its rooms and counters in its own memory.
   */
  REDIS_URL: yup
    .string()
    .optional()
    .test(
      'redis-url',
      'REDIS_URL must be a redis:// or rediss:// URL',
      (value) => value === undefined || isRedisUrl(value),
    ),
  /** Events one socket may send per second on average, and at once; a socket that keeps flooding is disconnected. */
  SOCKET_EVENTS_PER_SECOND: yup.number().min(0.1).default(10),
  SOCKET_EVENT_BURST: yup.number().integer().min(1).default(20),
});
export type BffConfig = yup.InferType<typeof bffConfigSchema>;

export const BFF_DEFAULTS: Record<string, string | number> = {
  PORT: 3000,
  INTERNAL_PORT: BFF_INTERNAL_PORT,
  MONGO_DB: 'hfl_bff',
  ...Object.fromEntries(
    SERVICE_NAMES.map((name) => [SERVICE_URL_KEYS[name], `http://127.0.0.1:${SERVICE_PORTS[name]}`]),
  ),
  SHELL_DIST: path.join(REPO_ROOT, 'shell/dist'),
  MFE_PLAYER_DIST: path.join(REPO_ROOT, 'mfe-player/dist'),
  MFE_DRAFT_DIST: path.join(REPO_ROOT, 'mfe-draft/dist'),
  MFE_OWNER_DIST: path.join(REPO_ROOT, 'mfe-owner/dist'),
  REMOTE_MFE_PLAYER_URL: '/mfe/player/mf-manifest.json',
  REMOTE_MFE_DRAFT_URL: '/mfe/draft/mf-manifest.json',
  REMOTE_MFE_OWNER_URL: '/mfe/owner/mf-manifest.json',
};

/** TRUST_PROXY as Express's `trust proxy` takes it: false (trust nobody), a number of hops, or a list. */
export function trustProxySetting(value: string | undefined): false | number | string {
  if (value === undefined) return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

function isRedisUrl(value: string): boolean {
  try {
    return ['redis:', 'rediss:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Express compiles the setting when it is set, and throws on anything it cannot read as addresses. */
function isTrustProxySetting(value: string): boolean {
  try {
    express().set('trust proxy', trustProxySetting(value));
    return true;
  } catch {
    return false;
  }
}

/** Validates the environment at boot; a bad value stops the BFF with every problem listed. */
export function loadBffConfig(env: Record<string, string | undefined> = process.env): BffConfig {
  return loadConfig(bffConfigSchema, env, BFF_DEFAULTS);
}

export function serviceUrl(config: BffConfig, name: ServiceName): string {
  return config[SERVICE_URL_KEYS[name]];
}

export function setServiceUrl(config: BffConfig, name: ServiceName, value: string): void {
  config[SERVICE_URL_KEYS[name]] = value;
}
