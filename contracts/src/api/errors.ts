/** Stable error codes shared by every tier. HTTP status is derived from the code, never the reverse. */
export const ERROR_CODES = {
  INPUT: 'input_invalid',
  NOT_FOUND: 'not_found',
  CONFLICT: 'conflict',
  NOT_ALLOWED: 'not_allowed',
  AUTHENTICATION: 'authentication_required',
  INVALID_CREDENTIALS: 'invalid_credentials',
  /** The right password for a registration still waiting for its confirmation link. */
  ACCOUNT_NOT_CONFIRMED: 'account_not_confirmed',
  /** The right password for an account the operator suspended: the message carries the reason. */
  ACCOUNT_SUSPENDED: 'account_suspended',
  /** The right password for an account the operator disabled. */
  ACCOUNT_DISABLED: 'account_disabled',
  RATE_LIMITED: 'rate_limited',
  CSRF: 'csrf_invalid',
  INTERNAL: 'internal_error',
  SERVICE_UNAVAILABLE: 'service_unavailable',
  /** A service took longer than the BFF waits for it (the proxy's timeout). */
  GATEWAY_TIMEOUT: 'gateway_timeout',
  /** The league has more teams than the real season allows (player-app.md section 4). */
  LEAGUE_NOT_QUALIFIED: 'league_not_qualified',
  /** The caller has no roster in the league's current season (player-app.md section 8: "roster 422 as none"). */
  NO_ROSTER: 'no_roster',
} as const;

export type ErrorCode = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

export const STATUS_BY_CODE: Record<ErrorCode, number> = {
  input_invalid: 400,
  not_found: 404,
  conflict: 409,
  not_allowed: 403,
  authentication_required: 401,
  invalid_credentials: 401,
  account_not_confirmed: 401,
  account_suspended: 401,
  account_disabled: 401,
  rate_limited: 429,
  csrf_invalid: 403,
  internal_error: 500,
  service_unavailable: 503,
  gateway_timeout: 504,
  league_not_qualified: 422,
  no_roster: 422,
};

/** Values a message key interpolates, e.g. `{ max: 180 }` for "Must be shorter than {{max}} characters". */
export type MessageParams = Record<string, string | number | boolean>;

export interface Violation {
  property: string;
  /** An i18n key until a tier translates it (the envelope carries the translated text). */
  message: string;
  /** Interpolation values for `message`; present only before translation, never in an envelope. */
  params?: MessageParams;
}

export interface ErrorBody {
  code: ErrorCode | string;
  message: string;
  violations?: Violation[];
}

/** The one error envelope every service and the BFF answer with. */
export interface ErrorEnvelope {
  error: ErrorBody;
}

export function isErrorEnvelope(value: unknown): value is ErrorEnvelope {
  if (typeof value !== 'object' || value === null || !('error' in value)) return false;
  const error = (value as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as ErrorBody).code === 'string' &&
    typeof (error as ErrorBody).message === 'string'
  );
}

/** Message keys (namespace `errors`) used when no more specific message applies. */
export const ERROR_MESSAGE_KEYS: Record<ErrorCode, string> = {
  input_invalid: 'errors:invalidData',
  not_found: 'errors:notFound',
  conflict: 'errors:conflict',
  not_allowed: 'errors:notAllowed',
  authentication_required: 'errors:authenticationRequired',
  invalid_credentials: 'errors:incorrectCredentials',
  account_not_confirmed: 'errors:accountNotConfirmed',
  account_suspended: 'errors:accountSuspended',
  account_disabled: 'errors:accountDisabled',
  rate_limited: 'errors:rateLimited',
  csrf_invalid: 'errors:csrfInvalid',
  internal_error: 'errors:serverError',
  service_unavailable: 'errors:serviceUnavailable',
  gateway_timeout: 'errors:gatewayTimeout',
  league_not_qualified: 'errors:leagueNotQualified',
  no_roster: 'errors:noRoster',
};
