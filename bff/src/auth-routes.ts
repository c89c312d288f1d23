import express, { Router, type RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import {
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  LOCALE_HEADER,
  isErrorEnvelope,
  loginSchema,
  sessionUserSchema,
  type SessionAnswer,
  type SessionUser,
} from '@hfl/contracts';
import {
  DomainError,
  INTERNAL_TOKEN_HEADER,
  peerUnreachable,
  signInternalToken,
  unexpectedPeerAnswer,
  validate,
} from '@hfl/kit';
import { csrfToken, storedCsrfToken } from './csrf';
import { requestLocale } from './locale';
import { inMemoryLimits, sharedStore, type LimitStores } from './rate-limits';
import type { Sessions } from './session';

interface LoginLimit {
  limit: number;
  windowMs: number;
}

export interface AuthRoutesOptions {
  accountsUrl: () => string;
  internalTokenSecret: string;
  sessions: Sessions;
  /** Failed logins per IP and e-mail. */
  rateLimit: LoginLimit;
  /** Failed logins per IP, whatever the e-mail. */
  ipFailureLimit: LoginLimit;
  /** Called after a session is destroyed, e.g. to drop its live sockets. */
  onLogout: (sessionId: string) => void;
  /** Where the failed logins are counted (every BFF's together with Redis). */
  limitStores?: LimitStores;
}

const saveSession = (req: express.Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err: unknown) => (err ? reject(err) : resolve())));

/**
 * Who is signed in, and the CSRF token the page must send back on every change. A visitor gets the token of a
 * session stored earlier, if any, and nothing is stored for them here: a form asks `GET /api/csrf-token` first.
 */
const currentSession: RequestHandler = (req, res) => {
  res.set('Cache-Control', 'no-store').json(sessionAnswer(req));
};

/** GET /api/session's answer for this request's session (also what a signed-in page carries: shell-page.ts). */
export function sessionAnswer(req: express.Request): SessionAnswer {
  const user = req.session.user ?? null;
  return { user, csrfToken: user ? csrfToken(req) : (storedCsrfToken(req) ?? null) };
}

/** The session's CSRF token, stored with the (visitor's) session on first use: the token a form sends. */
const currentCsrfToken: RequestHandler = async (req, res) => {
  const token = csrfToken(req);
  await saveSession(req);
  res.set('Cache-Control', 'no-store').json({ csrfToken: token });
};

const rateLimited = (next: express.NextFunction) =>
  next(new DomainError(ERROR_CODES.RATE_LIMITED, ERROR_MESSAGE_KEYS.rate_limited));

/** Failed attempts per IP and e-mail: slows password guessing without locking out the real user elsewhere. */
function loginRateLimit({ limit, windowMs }: LoginLimit, stores: LimitStores): RequestHandler {
  return rateLimit({
    ...sharedStore(stores.window('login-ip-email')),
    limit,
    windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const username = typeof req.body?.username === 'string' ? req.body.username.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${username}`;
    },
    handler: (_req, _res, next) => rateLimited(next),
  });
}

/** Failed attempts per IP across every e-mail: one address trying a password on many accounts. */
function loginIpFailureLimit({ limit, windowMs }: LoginLimit, stores: LimitStores): RequestHandler {
  return rateLimit({
    ...sharedStore(stores.window('login-ip')),
    limit,
    windowMs,
    skipSuccessfulRequests: true,
    // Its own headers would repeat the per-e-mail limit's; the 429 envelope says enough.
    standardHeaders: false,
    legacyHeaders: false,
    keyGenerator: (req) => ipKeyGenerator(req.ip ?? ''),
    handler: (_req, _res, next) => rateLimited(next),
  });
}

/** Accounts checks the credentials; the BFF only turns a yes into a fresh session. */
function login({ accountsUrl, internalTokenSecret, sessions }: AuthRoutesOptions): RequestHandler {
  return async (req, res) => {
    const locale = requestLocale(req);
    // The client's address travels signed: accounts counts failed logins per account and address.
    const token = await signInternalToken(
      { service: 'bff', roles: [], locale, clientAddress: req.ip },
      internalTokenSecret,
      'accounts',
    );
    let answer: globalThis.Response;
    try {
      answer = await fetch(new URL('/auth', accountsUrl()), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token, [LOCALE_HEADER]: locale },
        body: JSON.stringify(req.body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      throw peerUnreachable('accounts: the login', err);
    }
    const body: unknown = await answer.json().catch(() => undefined);
    if (!answer.ok) {
      if (isErrorEnvelope(body)) return void res.status(answer.status).json(body);
      throw unexpectedPeerAnswer('accounts: the login', { status: answer.status, body });
    }
    const user: SessionUser = await sessionUserSchema.validate(body, { stripUnknown: true });
    await sessions.signIn(req, user);
    const csrf = csrfToken(req, true);
    await saveSession(req);
    res.set('Cache-Control', 'no-store').json({ user, csrfToken: csrf });
  };
}

function logout({ sessions, onLogout }: AuthRoutesOptions): RequestHandler {
  return (req, res, next) => {
    const sessionId = req.sessionID;
    req.session.destroy((err: unknown) => {
      if (err) return next(err);
      onLogout(sessionId);
      res.clearCookie(sessions.cookieName, sessions.cookieOptions).status(204).end();
    });
  };
}

/** The BFF's own API: session, CSRF token, login, logout. Everything else under /api is proxied. */
export function authRoutes(options: AuthRoutesOptions): Router {
  const router = Router();
  router.get('/session', currentSession);
  router.get('/csrf-token', currentCsrfToken);
  router.post(
    '/auth',
    express.json({ limit: '10kb' }),
    loginIpFailureLimit(options.ipFailureLimit, options.limitStores ?? inMemoryLimits),
    loginRateLimit(options.rateLimit, options.limitStores ?? inMemoryLimits),
    validate(loginSchema),
    login(options),
  );
  router.post('/logout', logout(options));
  return router;
}
