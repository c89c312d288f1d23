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
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InputError extends DomainError {
  constructor(
    readonly violations: Violation[] = [],
    message = 'errors:invalidData',
  ) {
    super(ERROR_CODES.INPUT, message);
  }
}

export class NotFoundError extends DomainError {
  constructor(message = 'errors:notFound', params?: Record<string, unknown>) {
    super(ERROR_CODES.NOT_FOUND, message, params);
  }
}

export class ConflictError extends DomainError {
  constructor(message = 'errors:conflict', params?: Record<string, unknown>) {
    super(ERROR_CODES.CONFLICT, message, params);
  }
}

export class NotAllowedError extends DomainError {
  constructor(message = 'errors:notAllowed', params?: Record<string, unknown>) {
    super(ERROR_CODES.NOT_ALLOWED, message, params);
  }
}

export class AuthenticationError extends DomainError {
  constructor(code: ErrorCode = ERROR_CODES.AUTHENTICATION, message = 'errors:authenticationRequired') {
    super(code, message);
  }
}
