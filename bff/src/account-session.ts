import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { ACCOUNT_ID_HEADER, LOCALE_HEADER, isErrorEnvelope, sessionUserSchema, type SessionUser } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, logger, peerUnreachable, signInternalToken, unexpectedPeerAnswer } from '@hfl/kit';
import { requestLocale } from './locale';
import { byIp, inMemoryLimits, windowLimiter, type LimitStores, type WindowLimit } from './rate-limits';
import type { Sessions } from './session';

/**
 * The session's side of the account journeys: the session follows a changed e-mail or name, a changed password or
 * e-mail ends the user's other sessions, a password reset all of them, a deleted account every one, and the account
 * calls anyone can make without signing in are rate-limited per IP.
 */

/**
 * Registration, confirmation-resend and password-reset requests per IP (each sends an e-mail), counted for every BFF
 * together when they share Redis; accounts also limits reset requests per address in the database.
 */
export function accountRequestRateLimits(limit: WindowLimit, stores: LimitStores = inMemoryLimits): Router {
  const router = Router();
  // One counter per call: a burst of registrations does not use up the password-reset allowance.
  router.post('/user/register', windowLimiter(limit, byIp, stores.window('register')));
  router.post('/user/register/resend', windowLimiter(limit, byIp, stores.window('register-resend')));
  router.post('/users/password-reset/request', windowLimiter(limit, byIp, stores.window('password-reset')));
  return router;
}

export interface AccountSessionOptions {
  accountsUrl: () => string;
  internalTokenSecret: string;
}

export interface CredentialChangeOptions {
  sessions: Sessions;
  /** Drops the live sockets of the user's sessions, but those of `exceptSessionId`. */
  disconnectSessions: (userId: string, exceptSessionId?: string) => void;
}

/**
 * Calls accounts for the signed-in user (like the proxy, with a fresh internal token) and returns its status and
 * JSON body. Used where the BFF must read the answer before the browser gets it.
 */
export async function callAccounts(
  req: Request,
  { accountsUrl, internalTokenSecret }: AccountSessionOptions,
  /** The path (and query) accounts is asked; the request's own path by default. */
  path: string = req.path,
): Promise<{ status: number; body: unknown; headers: Headers }> {
  const user = req.session.user;
  const locale = requestLocale(req);
  const token = await signInternalToken(
    { userId: user?.id, roles: user?.roles ?? [], locale },
    internalTokenSecret,
    'accounts',
  );
  let answer: globalThis.Response;
  try {
    answer = await fetch(new URL(path, accountsUrl()), {
      method: req.method,
      headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token, [LOCALE_HEADER]: locale },
      body: JSON.stringify(req.body ?? {}),
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw peerUnreachable(`accounts (${req.method} ${req.originalUrl})`, err);
  }
  const body: unknown = await answer.json().catch(() => undefined);
  return { status: answer.status, body, headers: answer.headers };
}

const succeeded = (status: number) => status >= 200 && status < 300;

/** Accounts' answer as it came (a 204 has no body). */
function passOn(res: Response, status: number, body: unknown): void {
  if (body === undefined) res.status(status).end();
  else res.status(status).json(body);
}

/** Accounts' error envelope as it came; an answer without one means accounts is not itself. */
function passOnFailure(res: Response, status: number, body: unknown): void {
  if (isErrorEnvelope(body)) return void res.status(status).json(body);
  throw unexpectedPeerAnswer('accounts', { status, body });
}

/**
 * The user's password or e-mail changed: every session signed in with the old credentials ends (all of them, or all
 * but the request's own), and their live sockets close.
 */
export async function endSessions(
  userId: string,
  { sessions, disconnectSessions }: CredentialChangeOptions,
  keep?: Request,
) {
  await sessions.renewCredentials(userId, keep);
  disconnectSessions(userId, keep?.sessionID);
}

/**
 * Passes accounts' answer on; after a success the session user takes the answer's e-mail, name and the rest, and
 * with `endsOtherSessions` (a new e-mail) the user's other sessions end.
 */
function refreshingSessionUser(
  options: AccountSessionOptions & CredentialChangeOptions,
  { endsOtherSessions = false } = {},
): RequestHandler {
  return async (req, res) => {
    const { status, body } = await callAccounts(req, options);
    if (succeeded(status)) {
      const current = req.session.user;
      const fresh: SessionUser | undefined = await sessionUserSchema
        .validate(body, { stripUnknown: true })
        .catch(() => undefined);
      // express-session notices the change and saves it before the answer ends.
      if (current && fresh && fresh.id === current.id) req.session.user = fresh;
      else logger.warn({ url: req.originalUrl }, 'accounts answered without the session user; session left as it was');
      if (endsOtherSessions && current) await endSessions(current.id, options, req);
      return void res.status(status).json(body);
    }
    passOnFailure(res, status, body);
  };
}

/** `POST /api/users/me/change-password`: after a success the user's other sessions end. */
function passwordChange(options: AccountSessionOptions & CredentialChangeOptions): RequestHandler {
  return async (req, res) => {
    const user = req.session.user;
    const { status, body } = await callAccounts(req, options);
    if (!succeeded(status)) return passOnFailure(res, status, body);
    if (user) await endSessions(user.id, options, req);
    passOn(res, status, body);
  };
}

/** `POST /api/users/reset-password` (a visitor's call): after a success every session of the account ends. */
function passwordReset(options: AccountSessionOptions & CredentialChangeOptions): RequestHandler {
  return async (req, res) => {
    const { status, body, headers } = await callAccounts(req, options);
    if (!succeeded(status)) return passOnFailure(res, status, body);
    const userId = headers.get(ACCOUNT_ID_HEADER);
    if (userId) await endSessions(userId, options);
    else logger.error('accounts reset a password without naming the account; its sessions were not ended');
    passOn(res, status, body);
  };
}

/**
 * Only a signed-in user's own record is handled here (`:id` is 'me' or their id, where the path has one); any other
 * call, a visitor's included, goes on to the proxy untouched and accounts answers it.
 */
const ownRecordOnly: RequestHandler = (req, _res, next) => {
  const user = req.session.user;
  const id = req.params.id ?? 'me';
  if (user && (id === 'me' || id === user.id)) return next();
  next('route');
};

/**
 * `POST /api/users/me/email-change`, `POST /api/users/{me|own id}` (profile update) and
 * `POST /api/users/{me|own id}/locale/{locale}` change what the session holds (e-mail, name, language): the BFF reads
 * accounts' answer and refreshes the session user before answering. (Through the streaming proxy the browser could
 * read the whole answer before express-session had saved the change.) A new e-mail or password ends the user's other
 * sessions, a password reset every session of the account.
 */
export function accountSessionRoutes(options: AccountSessionOptions & CredentialChangeOptions): Router {
  const router = Router();
  // The services' own body limit, so an oversize body gets the same 400 envelope.
  const json = express.json({ limit: '1mb' });
  router.post('/users/reset-password', json, passwordReset(options));
  router.post('/users/me/change-password', ownRecordOnly, json, passwordChange(options));
  router.post(
    '/users/me/email-change',
    ownRecordOnly,
    json,
    refreshingSessionUser(options, { endsOtherSessions: true }),
  );
  router.post('/users/:id', ownRecordOnly, json, refreshingSessionUser(options));
  router.post('/users/:id/locale/:locale', ownRecordOnly, json, refreshingSessionUser(options));
  return router;
}

export interface AccountDeletionOptions {
  sessions: Sessions;
  /** Drops the live sockets of the user (every tab, every device). */
  disconnectUser: (userId: string) => void;
}

/**
 * `DELETE /api/users/me`: after accounts deleted the caller's account, the session ends like a logout before the
 * answer leaves (so no cookie is renewed and no later request finds it): this session, the user's sessions on other
 * devices in the store, and every live socket of the user. A visitor's call goes on to the proxy and accounts' 401.
 */
export function accountDeletionRoute(options: AccountSessionOptions & AccountDeletionOptions): Router {
  const { sessions, disconnectUser } = options;
  const router = Router();
  // The body carries the current password, which accounts checks before deleting. Read only for a signed-in user:
  // a visitor's call goes on to the proxy with its body unread.
  router.delete('/users/me', ownRecordOnly, express.json({ limit: '1mb' }), async (req, res) => {
    const user = req.session.user!;
    const { status, body } = await callAccounts(req, options);
    if (status >= 200 && status < 300) {
      await new Promise<void>((resolve) =>
        req.session.destroy((err: unknown) => {
          if (err) logger.warn({ err }, 'session of a deleted account not destroyed');
          resolve();
        }),
      );
      res.clearCookie(sessions.cookieName, sessions.cookieOptions);
      await sessions.endAllOf(user.id);
      disconnectUser(user.id);
      return void res.status(204).end();
    }
    if (isErrorEnvelope(body)) return void res.status(status).json(body);
    throw unexpectedPeerAnswer('accounts: the account deletion', { status, body });
  });
  return router;
}
