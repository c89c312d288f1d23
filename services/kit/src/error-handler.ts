import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_CODES, ERROR_MESSAGE_KEYS, LOCALE_HEADER, STATUS_BY_CODE, type ErrorEnvelope } from '@hfl/contracts';
import { DomainError, NotFoundError } from './errors';
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
    if (err.violations.length > 0) {
      envelope.error.violations = err.violations.map((v) => ({
        property: v.property,
        message: translate(v.message, locale, v.params),
      }));
    }
  } else if (clientErrorStatus(err) !== null) {
    // Body-parser and router errors (bad JSON, oversize body, malformed %-encoding) are the client's, never a 500.
    status = clientErrorStatus(err) === 413 ? 413 : 400;
    envelope = { error: { code: ERROR_CODES.INPUT, message: translate(ERROR_MESSAGE_KEYS.input_invalid, locale) } };
  } else {
    logger.error({ err, url: req.originalUrl }, 'unhandled error');
    status = 500;
    envelope = { error: { code: ERROR_CODES.INTERNAL, message: translate(ERROR_MESSAGE_KEYS.internal_error, locale) } };
  }
  if (res.headersSent) return;
  res.status(status).json(envelope);
};

function clientErrorStatus(err: unknown): number | null {
  if (typeof err !== 'object' || err === null) return null;
  const { status } = err as { status?: unknown };
  return typeof status === 'number' && status >= 400 && status < 500 ? status : null;
}
