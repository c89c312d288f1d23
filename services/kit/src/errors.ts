import { ERROR_CODES, type ErrorCode, type Violation } from '@hfl/contracts';

/**
 * HTTP-agnostic domain errors. `message` is an i18n key (or plain text); the error middleware
 * translates it into the request's locale and maps `code` to a status.
 */
export class DomainError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly params: Record<string, unknown> = {},
    /** Per-property messages (i18n keys with their params) the envelope lists under `violations`. */
    readonly violations: Violation[] = [],
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InputError extends DomainError {
  constructor(violations: Violation[] = [], message = 'errors:invalidData') {
    super(ERROR_CODES.INPUT, message, {}, violations);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'errors:notFound', params?: Record<string, unknown>) {
    super(ERROR_CODES.NOT_FOUND, message, params);
  }
}

export class ConflictError extends DomainError {
  constructor(message = 'errors:conflict', params?: Record<string, unknown>, violations?: Violation[]) {
    super(ERROR_CODES.CONFLICT, message, params, violations);
  }
}

export class NotAllowedError extends DomainError {
  constructor(message = 'errors:notAllowed', params?: Record<string, unknown>) {
    super(ERROR_CODES.NOT_ALLOWED, message, params);
  }
}

/** Too many attempts of something within a window (login failures, reset requests). */
export class RateLimitedError extends DomainError {
  constructor(message = 'errors:rateLimited', params?: Record<string, unknown>) {
    super(ERROR_CODES.RATE_LIMITED, message, params);
  }
}

export class AuthenticationError extends DomainError {
  constructor(code: ErrorCode = ERROR_CODES.AUTHENTICATION, message = 'errors:authenticationRequired') {
    super(code, message);
  }
}

/**
 * A peer service this request depends on cannot be reached or refused; nothing was changed. `cause` keeps why (the
 * network error, or the peer's answer: see UnexpectedPeerAnswerError) for the log; the client is only told 503.
 */
export class ServiceUnavailableError extends DomainError {
  constructor(message = 'errors:serviceUnavailable', options: { cause?: unknown } = {}) {
    super(ERROR_CODES.SERVICE_UNAVAILABLE, message);
    if ('cause' in options) this.cause = options.cause;
  }
}

/** The caller has no roster in the league's current season (422: the pages read it as "no roster"). */
export class NoRosterError extends DomainError {
  constructor(message = 'errors:noRoster') {
    super(ERROR_CODES.NO_ROSTER, message);
  }
}
