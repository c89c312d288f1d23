import * as yup from 'yup';
import { createWindowLimits, hashSubject, type WindowLimit } from '@hfl/kit';

/**
 * Per-account limits kept in MongoDB through kit's sliding-window limits (window-limits.ts), so every accounts instance
 * (behind any BFF instance) counts the same attempts; configurable through the environment.
 */
export type Limit = WindowLimit;

const attempts = createWindowLimits('Attempt', 'rate_limit_attempts');
export const Attempt = attempts.Model;

/** How subjects and client addresses are stored: hashed, the collection never holds an e-mail address. */
export const subjectOf = hashSubject;

/**
 * Counts one attempt on `subject` (an e-mail address or a user id, stored hashed) and refuses it (429 `rate_limited`)
 * when it has more than `limit` attempts within the window; with `from` (a client address) only that address's count.
 */
export const hitLimit = attempts.hit;

/** Forgets the subject's attempts (e.g. after a successful login): only those from `from` when given, else all. */
export const clearAttempts = attempts.clear;

/** The subject's attempts within the window from every address together. */
export const recentAttempts = attempts.recent;

/** The longest a login waits for the account-wide delay: slow for a guesser, never a lock for the owner. */
export const LOGIN_DELAY_MAX_MS = 5_000;

/**
 * How long a login waits when the account had `failures` failed logins from all addresses within the window: nothing
 * up to `softLimit`, then `baseMs` doubling with each failure over it, at most LOGIN_DELAY_MAX_MS.
 */
export function loginDelayMs(failures: number, softLimit: number, baseMs: number): number {
  if (failures <= softLimit) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, baseMs * 2 ** Math.min(20, failures - softLimit - 1));
}

/** Settings of the per-account limits (environment, validated at boot). */
export const limitConfigFields = {
  /** Failed logins (and wrong current passwords) per account within the window; then 429. */
  LOGIN_FAILURE_LIMIT: yup.number().integer().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(15 * 60 * 1000),
  /**
   * Failed logins per account from every address together within LOGIN_FAILURE_WINDOW_MS after which each login waits
   * (LOGIN_DELAY_MS, doubling with each further failure, at most 5 s): a guesser spread over many addresses is slowed
   * down, the owner is never locked out.
   */
  LOGIN_ACCOUNT_SOFT_LIMIT: yup.number().integer().min(1).default(20),
  LOGIN_DELAY_MS: yup.number().integer().min(0).default(250),
  /** Password-reset requests per e-mail address within the window. */
  RESET_REQUEST_LIMIT: yup.number().integer().min(1).default(5),
  RESET_REQUEST_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(60 * 60 * 1000),
  /** E-mail change requests per account within the window (each sends an e-mail to an address of the user's choice). */
  EMAIL_CHANGE_REQUEST_LIMIT: yup.number().integer().min(1).default(5),
  EMAIL_CHANGE_REQUEST_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(60 * 60 * 1000),
};

export type LimitConfig = { [K in keyof typeof limitConfigFields]: number };

export function accountLimits(config: LimitConfig) {
  const windows = {
    login: { name: 'login', limit: config.LOGIN_FAILURE_LIMIT, windowMs: config.LOGIN_FAILURE_WINDOW_MS },
    resetRequest: { name: 'reset', limit: config.RESET_REQUEST_LIMIT, windowMs: config.RESET_REQUEST_WINDOW_MS },
    emailChangeRequest: {
      name: 'emailChange',
      limit: config.EMAIL_CHANGE_REQUEST_LIMIT,
      windowMs: config.EMAIL_CHANGE_REQUEST_WINDOW_MS,
    },
  } satisfies Record<string, Limit>;
  return { ...windows, loginDelay: { softLimit: config.LOGIN_ACCOUNT_SOFT_LIMIT, baseMs: config.LOGIN_DELAY_MS } };
}
export type AccountLimits = ReturnType<typeof accountLimits>;
