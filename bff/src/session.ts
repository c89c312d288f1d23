import session, { type SessionData } from 'express-session';
import MongoStore from 'connect-mongo';
import type { MongoClient } from 'mongodb';
import type { Request, RequestHandler } from 'express';
import { API, ERROR_CODES, type SessionUser } from '@hfl/contracts';
import { AuthenticationError, keptReads, logger } from '@hfl/kit';
import { createCredentialEpochs, type CredentialEpochs } from './credential-epochs';

declare module 'express-session' {
  interface SessionData {
    /** Set at login; absent for a visitor. */
    user: SessionUser;
    /** When the user signed in (ms since the epoch): the absolute lifetime counts from here. */
    signedInAt: number;
    /** The user's credential epoch this session was signed in under (null: the user has none yet). */
    credentialEpoch: string | null;
    /**
     * connect-mongo's record of the session's last write or touch (it exposes it because `touchAfter` > 0): the last
     * activity, to within `touchAfter`. Touches update it without an upsert, so a logged-out session never comes back.
     */
    lastModified?: Date;
  }
}

export const SESSION_COOKIE = 'hfl.sid';
/**
 * A Secure cookie takes the `__Host-` prefix: browsers then accept it only from this very host over HTTPS, for the
 * whole site, so no subdomain or plain-HTTP page can plant or shadow it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
export const SESSION_COLLECTION = 'sessions';
const SWEEP_EVERY_MS = 10 * 60 * 1000;
/**
 * How long an instance reuses a session once read: every /api call reads its session, which changes only when saved
 * (a login, a logout, a CSRF token) or touched (at most once a minute). A write through this instance is seen here at
 * once; through another (a logout there), at once when the BFFs share Redis (SessionPeers), else within this time, as
 * a credential change is (see credential-epochs.ts).
 */
export const SESSION_KEPT_MS = 1_000;
/** Sessions an instance keeps at most (about every session used within SESSION_KEPT_MS). */
const KEPT_SESSIONS = 50_000;

export interface SessionTimeouts {
  /** A signed-in session without activity for this long has ended. */
  idleMs: number;
  /** A signed-in session ends this long after the login. */
  maxLifetimeMs: number;
  /** A visitor's stored session (a CSRF token) is forgotten this long after its last use. */
  visitorLifetimeMs: number;
}

export interface SessionOptions {
  client: MongoClient;
  dbName: string;
  secret: string;
  secure: boolean;
  timeouts: SessionTimeouts;
  /** How long a session read is reused (SESSION_KEPT_MS unless a test says otherwise). */
  keptMs?: number;
  /** The other BFFs (through Redis), told of this one's session and credential changes; none with one BFF. */
  peers?: SessionPeers;
}

/** What one BFF tells the others to forget from what they keep: a session, every session, or a user's epoch. */
export type Forget = { session: string } | { allSessions: true } | { epochOf: string };

export interface SessionPeers {
  tell: (forget: Forget) => void;
  hear: (listener: (forget: Forget) => void) => void;
}

type StoredSession = Request['session'];

export interface Sessions {
  middleware: RequestHandler;
  /** Ends an expired signed-in session (idle, too old, or its credentials changed): 401, or a visitor from then on. */
  endExpired: RequestHandler;
  /** Ends the request's signed-in session quietly if it expired (true then): the request goes on as a visitor's. */
  endIfExpired: (req: Request) => Promise<boolean>;
  cookieOptions: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/' };
  /** The session cookie's name (sessionCookieName). */
  cookieName: string;
  /** Starts a signed-in session for the user under a new session id (login). */
  signIn: (req: Request, user: SessionUser) => Promise<void>;
  /** Whether a signed-in session is still valid now (false for a visitor's). */
  isLive: (session: Partial<StoredSession> | undefined) => Promise<boolean>;
  /** When a live session ends unless it is used again (ms since the epoch). */
  deadline: (session: Partial<StoredSession>) => number;
  /** The stored session with this id (null when gone or expired), as a request would load it. */
  load: (sessionId: string) => Promise<Partial<StoredSession> | null>;
  /**
   * The user's credentials changed: every session of theirs signed in before ends, except the one of `keep` (the
   * request that changed them), which carries on under the new epoch.
   */
  renewCredentials: (userId: string, keep?: Request) => Promise<void>;
  /** Deletes expired sessions now; the timer calls it every ten minutes. */
  sweep: () => Promise<number>;
  /** Deletes every session of the user (their account is gone). */
  endAllOf: (userId: string) => Promise<void>;
  stop: () => void;
}

class SessionExpiredError extends AuthenticationError {
  constructor() {
    super(ERROR_CODES.AUTHENTICATION, 'errors:sessionExpired');
  }
}

/** Calls that end an expired session quietly and carry on as a visitor's: they never needed the old session. */
const VISITOR_CALLS = new Set([`GET ${API.session}`, `GET ${API.csrfToken}`, `POST ${API.auth}`, `POST ${API.logout}`]);

const promised = (run: (done: (err?: unknown) => void) => void) =>
  new Promise<void>((resolve, reject) => run((err) => (err ? reject(err) : resolve())));

/**
 * Sessions live in MongoDB so any BFF instance can serve any browser. The store's own expiry
 * (a TTL index) does not exist on FerretDB, hence `autoRemove: 'disabled'` and our sweep.
 *
 * The cookie and the stored document roll forward with use: a visitor's for the visitor lifetime, a signed-in one's
 * for the maximum lifetime. The idle timeout and the absolute lifetime are checked here, on every /api call and socket
 * handshake, so an expired session is still recognised (and answered 401) rather than silently becoming a visitor's.
 */
/**
 * The store's reads are kept SESSION_KEPT_MS by this instance. connect-mongo tells each of its writes once done (a
 * touch only when it wrote), and each forgets that session here; deletions of ours forget them all. A session saved or
 * destroyed here (a login, a logout) is forgotten by the other BFFs too, when there are peers to tell.
 */
function keepingReads(store: MongoStore, keptMs: number, peers?: SessionPeers) {
  const kept = keptReads<SessionData | null>({
    keptMs,
    max: KEPT_SESSIONS,
    keep: (stored) => stored !== null,
    // express-session builds req.session on what the store answers and changes it: each caller gets its own copy.
    copy: (stored) => structuredClone(stored),
  });
  const read = store.get.bind(store);
  store.get = (sessionId, callback) => {
    kept
      .read(
        sessionId,
        () =>
          new Promise<SessionData | null>((resolve, reject) =>
            read(sessionId, (err, stored) => (err ? reject(err) : resolve(stored ?? null))),
          ),
      )
      .then(
        (stored) => callback(null, stored),
        (err: unknown) => callback(err),
      );
  };
  for (const event of ['set', 'touch', 'destroy'] as const)
    store.on(event, (sessionId: string) => {
      kept.wrote(sessionId);
      // A touch only moves the idle deadline, which the next write tells anyway.
      if (event !== 'touch') peers?.tell({ session: sessionId });
    });
  return kept;
}

export function createSessions({
  client,
  dbName,
  secret,
  secure,
  timeouts,
  keptMs = SESSION_KEPT_MS,
  peers,
}: SessionOptions): Sessions {
  const store = MongoStore.create({
    client,
    dbName,
    collectionName: SESSION_COLLECTION,
    autoRemove: 'disabled',
    stringify: false,
    // Activity is recorded at most once a minute (one write), a tenth of the idle timeout when that is shorter.
    touchAfter: Math.min(60, timeouts.idleMs / 10_000),
  });
  const kept = keepingReads(store, keptMs, peers);
  const epochs: CredentialEpochs = createCredentialEpochs(client.db(dbName), undefined, (userId) =>
    peers?.tell({ epochOf: userId }),
  );
  peers?.hear((forget) => {
    if ('session' in forget) kept.wrote(forget.session);
    else if ('allSessions' in forget) kept.wrote();
    else epochs.forget(forget.epochOf);
  });
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  const cookieName = sessionCookieName(secure);
  const middleware = session({
    name: cookieName,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // No `proxy` option: whether the request came over HTTPS is Express's req.secure, so under the same `trust proxy`.
    cookie: { ...cookieOptions, maxAge: timeouts.visitorLifetimeMs },
  });

  const deadline = (stored: Partial<StoredSession>) =>
    Math.min(
      (stored.lastModified?.getTime() ?? 0) + timeouts.idleMs,
      (stored.signedInAt ?? 0) + timeouts.maxLifetimeMs,
    );

  const isLive = async (stored: Partial<StoredSession> | undefined) => {
    if (!stored?.user) return false;
    if (Date.now() >= deadline(stored)) return false;
    return (stored.credentialEpoch ?? null) === (await epochs.current(stored.user.id));
  };

  const endIfExpired = async (req: Request) => {
    if (!req.session.user || (await isLive(req.session))) return false;
    // The stored session is deleted and a fresh, unsaved one takes its place.
    await promised((done) => req.session.regenerate(done));
    return true;
  };

  const endExpired: RequestHandler = async (req, res, next) => {
    if (!(await endIfExpired(req)) || VISITOR_CALLS.has(`${req.method} ${req.baseUrl}${req.path}`)) return next();
    res.clearCookie(cookieName, cookieOptions);
    next(new SessionExpiredError());
  };

  const signIn = async (req: Request, user: SessionUser) => {
    const credentialEpoch = await epochs.current(user.id);
    // A new session id at login defeats session fixation.
    await promised((done) => req.session.regenerate(done));
    req.session.user = user;
    req.session.signedInAt = Date.now();
    req.session.credentialEpoch = credentialEpoch;
    req.session.cookie.maxAge = timeouts.maxLifetimeMs;
  };

  const renewCredentials = async (userId: string, keep?: Request) => {
    const epoch = await epochs.renew(userId);
    if (keep?.session.user?.id === userId) keep.session.credentialEpoch = epoch;
  };

  const load = (sessionId: string) =>
    new Promise<Partial<StoredSession> | null>((resolve, reject) =>
      store.get(sessionId, (err, stored) =>
        err ? reject(err) : resolve((stored as Partial<StoredSession> | null) ?? null),
      ),
    );

  const sweep = async () => {
    const result = await client
      .db(dbName)
      .collection(SESSION_COLLECTION)
      .deleteMany({ expires: { $lt: new Date() } });
    kept.wrote();
    return result.deletedCount;
  };

  const endAllOf = async (userId: string) => {
    await client.db(dbName).collection(SESSION_COLLECTION).deleteMany({ 'session.user.id': userId });
    kept.wrote();
    peers?.tell({ allSessions: true });
  };
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => logger.warn({ err }, 'session sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();

  return {
    middleware,
    endExpired,
    endIfExpired,
    cookieOptions,
    cookieName,
    signIn,
    isLive,
    deadline,
    load,
    renewCredentials,
    sweep,
    endAllOf,
    stop: () => clearInterval(timer),
  };
}
