import express, { Router, type RequestHandler } from 'express';
import { rateLimit, ipKeyGenerator } from 'express-rate-limit';
import {
  ERROR_CODES,
  ERROR_MESSAGE_KEYS,
  LOCALE_HEADER,
  isErrorEnvelope,
  loginSchema,
  sessionUserSchema,
  type SessionUser,
} from '@hfl/contracts';
import { DomainError, INTERNAL_TOKEN_HEADER, logger, signInternalToken, validate } from '@hfl/kit';
import { csrfToken } from './csrf';
import { requestLocale } from './locale';
import { SESSION_COOKIE, type Sessions } from './session';

export interface AuthRoutesOptions {
  accountsUrl: () => string;
  internalTokenSecret: string;
  sessions: Sessions;
  rateLimit: { limit: number; windowMs: number };
  /** Called after a session is destroyed, e.g. to drop its live sockets. */
  onLogout: (sessionId: string) => void;
}

class ServiceUnavailableError extends DomainError {
  constructor() {
    super(ERROR_CODES.SERVICE_UNAVAILABLE, ERROR_MESSAGE_KEYS.service_unavailable);
  }
}

const saveSession = (req: express.Request) =>
  new Promise<void>((resolve, reject) => req.session.save((err: unknown) => (err ? reject(err) : resolve())));

const regenerateSession = (req: express.Request) =>
  new Promise<void>((resolve, reject) => req.session.regenerate((err: unknown) => (err ? reject(err) : resolve())));

/** Who is signed in, and the CSRF token the page must send back on every change. */
const currentSession: RequestHandler = async (req, res) => {
  const token = csrfToken(req);
  await saveSession(req);
  res.set('Cache-Control', 'no-store').json({ user: req.session.user ?? null, csrfToken: token });
};

/** Failed attempts per IP and e-mail: slows password guessing without locking out the real user elsewhere. */
function loginRateLimit({ limit, windowMs }: AuthRoutesOptions['rateLimit']): RequestHandler {
  return rateLimit({
    limit,
    windowMs,
    skipSuccessfulRequests: true,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: (req) => {
      const username = typeof req.body?.username === 'string' ? req.body.username.trim().toLowerCase() : '';
      return `${ipKeyGenerator(req.ip ?? '')}|${username}`;
    },
    handler: (_req, _res, next) => next(new DomainError(ERROR_CODES.RATE_LIMITED, ERROR_MESSAGE_KEYS.rate_limited)),
  });
}

/** Accounts checks the credentials; the BFF only turns a yes into a fresh session. */
function login({ accountsUrl, internalTokenSecret }: AuthRoutesOptions): RequestHandler {
  return async (req, res) => {
    const locale = requestLocale(req);
    const token = await signInternalToken({ service: 'bff', roles: [], locale }, internalTokenSecret);
    let answer: globalThis.Response;
    try {
      answer = await fetch(new URL('/auth', accountsUrl()), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [INTERNAL_TOKEN_HEADER]: token, [LOCALE_HEADER]: locale },
        body: JSON.stringify(req.body),
        signal: AbortSignal.timeout(10_000),
      });
    } catch (err) {
      logger.warn({ err }, 'accounts unreachable at login');
      throw new ServiceUnavailableError();
    }
    const body: unknown = await answer.json().catch(() => undefined);
    if (!answer.ok) {
      if (isErrorEnvelope(body)) return void res.status(answer.status).json(body);
      throw new ServiceUnavailableError();
    }
    const user: SessionUser = await sessionUserSchema.validate(body, { stripUnknown: true });
    // A new session id at login defeats session fixation.
    await regenerateSession(req);
    req.session.user = user;
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
      res.clearCookie(SESSION_COOKIE, sessions.cookieOptions).status(204).end();
    });
  };
}

/** The BFF's own API: session, login, logout. Everything else under /api is proxied. */
export function authRoutes(options: AuthRoutesOptions): Router {
  const router = Router();
  router.get('/session', currentSession);
  router.post(
    '/auth',
    express.json({ limit: '10kb' }),
    loginRateLimit(options.rateLimit),
    validate(loginSchema),
    login(options),
  );
  router.post('/logout', logout(options));
  return router;
}
