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

/** Settings of the per-account limits (environment, validated at boot). */
export const limitConfigFields = {
  /** Failed logins (and wrong current passwords) per account within the window; then 429. */
  LOGIN_FAILURE_LIMIT: yup.number().integer().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MS: yup
    .number()
    .integer()
    .min(1000)
    .default(15 * 60 * 1000),
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
  return {
    login: { name: 'login', limit: config.LOGIN_FAILURE_LIMIT, windowMs: config.LOGIN_FAILURE_WINDOW_MS },
    resetRequest: { name: 'reset', limit: config.RESET_REQUEST_LIMIT, windowMs: config.RESET_REQUEST_WINDOW_MS },
    emailChangeRequest: {
      name: 'emailChange',
      limit: config.EMAIL_CHANGE_REQUEST_LIMIT,
      windowMs: config.EMAIL_CHANGE_REQUEST_WINDOW_MS,
    },
  } satisfies Record<string, Limit>;
}
export type AccountLimits = ReturnType<typeof accountLimits>;
