import type { Request, RequestHandler } from 'express';
import { csrfSync } from 'csrf-sync';
import { CSRF_HEADER, ERROR_CODES, ERROR_MESSAGE_KEYS } from '@hfl/contracts';
import { DomainError } from '@hfl/kit';

export class CsrfError extends DomainError {
  constructor() {
    super(ERROR_CODES.CSRF, ERROR_MESSAGE_KEYS.csrf_invalid);
  }
}

/**
 * Synchronizer token pattern: the token lives in the session and the page sends it back in a
 * header on every state-changing call. A cross-site form cannot read it, so it cannot forge it.
 */
const csrf = csrfSync({
  getTokenFromRequest: (req) => {
    const value = req.headers[CSRF_HEADER];
    return typeof value === 'string' ? value : undefined;
  },
  size: 32,
});

/**
 * RFC 8058 one-click unsubscribe (`POST /api/unsubscribe/{token}`): the recipient's mail provider posts it, with no
 * session and from no page of ours; the unguessable token in the path is the proof, and all it can do is turn a
 * newsletter off.
 */
const ONE_CLICK_UNSUBSCRIBE = /^\/unsubscribe\/[^/]+$/;

/** The one change taken without a CSRF token (path below /api): the one-click unsubscribe. */
export function csrfExempt(method: string, path: string): boolean {
  return method === 'POST' && ONE_CLICK_UNSUBSCRIBE.test(path);
}

export const csrfProtection: RequestHandler = (req, _res, next) => {
  if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
  if (csrfExempt(req.method, req.path)) return next();
  if (!csrf.isRequestValid(req)) return next(new CsrfError());
  next();
};

/** The session's token, created on first use; `fresh` replaces it (at login). */
export function csrfToken(req: Request, fresh = false): string {
  return csrf.generateToken(req, fresh);
}

/** The session's token if it has one; never creates one (a visitor's session is stored only when a form needs it). */
export function storedCsrfToken(req: Request): string | undefined {
  return csrf.getTokenFromState(req) ?? undefined;
}
