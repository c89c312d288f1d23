import * as yup from 'yup';

/** The per-account limits (see rate-limit.ts), configurable through the environment. */

export interface Limit {
  /** What is counted, e.g. 'login'. */
  name: string;
  /** Attempts allowed within one window. */
  limit: number;
  windowMs: number;
}

/** Settings of the per-account limits (environment, validated at boot). */
export const limitConfigFields = {
  /** Failed logins (and wrong current passwords) per account within the window; then 429. */
  LOGIN_FAILURE_LIMIT: yup.number().integer().min(1).default(10),
  LOGIN_FAILURE_WINDOW_MS: yup.number().integer().min(1000).default(15 * 60 * 1000),
  /** Password-reset requests per e-mail address within the window. */
  RESET_REQUEST_LIMIT: yup.number().integer().min(1).default(5),
  RESET_REQUEST_WINDOW_MS: yup.number().integer().min(1000).default(60 * 60 * 1000),
  /** E-mail change requests per account within the window (each sends an e-mail to an address of the user's choice). */
  EMAIL_CHANGE_REQUEST_LIMIT: yup.number().integer().min(1).default(5),
  EMAIL_CHANGE_REQUEST_WINDOW_MS: yup.number().integer().min(1000).default(60 * 60 * 1000),
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
