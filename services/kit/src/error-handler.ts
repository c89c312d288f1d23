import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, LOCALE_HEADER, STATUS_BY_CODE, type ErrorEnvelope } from '@hfl/contracts';
import { DomainError, InputError, NotFoundError } from './errors';
import { translate } from './i18n';
import { logger } from './logger';

function requestLocale(req: Parameters<RequestHandler>[0]): string | undefined {
  return req.identity?.locale ?? req.get(LOCALE_HEADER) ?? undefined;
}

/** Unknown routes answer the envelope, not Express's HTML page. */
export const notFoundHandler: RequestHandler = (_req, _res, next) => next(new NotFoundError());

/** Maps domain errors to HTTP and the one error envelope; anything else is a logged 500 without details. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const locale = requestLocale(req);
  let envelope: ErrorEnvelope;
  let status: number;

  if (err instanceof DomainError) {
    status = STATUS_BY_CODE[err.code];
    envelope = { error: { code: err.code, message: translate(err.message, locale, err.params) } };
    if (err instanceof InputError && err.violations.length > 0) {
      envelope.error.violations = err.violations.map((v) => ({ property: v.property, message: translate(v.message, locale) }));
    }
  } else if (isBodyParserError(err)) {
    status = 400;
    envelope = { error: { code: ERROR_CODES.INPUT, message: translate(ERROR_MESSAGE_KEYS.input_invalid, locale) } };
  } else {
    logger.error({ err, url: req.originalUrl }, 'unhandled error');
    status = 500;
    envelope = { error: { code: ERROR_CODES.INTERNAL, message: translate(ERROR_MESSAGE_KEYS.internal_error, locale) } };
  }
  if (res.headersSent) return;
  res.status(status).json(envelope);
};

function isBodyParserError(err: unknown): boolean {
  if (typeof err !== 'object' || err === null) return false;
  const e = err as { type?: unknown; status?: unknown };
  return typeof e.type === 'string' && typeof e.status === 'number' && e.status >= 400 && e.status < 500;
}
