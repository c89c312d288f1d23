import session from 'express-session';
import MongoStore from 'connect-mongo';
import type { MongoClient } from 'mongodb';
import type { RequestHandler } from 'express';
import type { SessionUser } from '@hfl/contracts';
import { logger } from '@hfl/kit';

declare module 'express-session' {
  interface SessionData {
    /** Set at login; absent for a visitor. */
    user: SessionUser;
  }
}

export const SESSION_COOKIE = 'hfl.sid';
export const SESSION_COLLECTION = 'sessions';
const SESSION_MAX_AGE_MS = 14 * 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 10 * 60 * 1000;

export interface SessionOptions {
  client: MongoClient;
  dbName: string;
  secret: string;
  secure: boolean;
}

export interface Sessions {
  middleware: RequestHandler;
  cookieOptions: { httpOnly: true; sameSite: 'lax'; secure: boolean; path: '/' };
  /** Deletes expired sessions now; the timer calls it every ten minutes. */
  sweep: () => Promise<number>;
  stop: () => void;
}

/**
 * Sessions live in MongoDB so any BFF instance can serve any browser. The store's own expiry
 * (a TTL index) does not exist on FerretDB, hence `autoRemove: 'disabled'` and our sweep.
 */
export function createSessions({ client, dbName, secret, secure }: SessionOptions): Sessions {
  const store = MongoStore.create({
    client,
    dbName,
    collectionName: SESSION_COLLECTION,
    autoRemove: 'disabled',
    stringify: false,
    // Rolling cookies would otherwise cost a database write on every request.
    touchAfter: 60 * 60,
  });
  const cookieOptions = { httpOnly: true, sameSite: 'lax', secure, path: '/' } as const;
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    // No `proxy` option: whether the request came over HTTPS is Express's req.secure, so under the same `trust proxy`.
    cookie: { ...cookieOptions, maxAge: SESSION_MAX_AGE_MS },
  });

  const sweep = async () => {
    const result = await client
      .db(dbName)
      .collection(SESSION_COLLECTION)
      .deleteMany({ expires: { $lt: new Date() } });
    return result.deletedCount;
  };
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => logger.warn({ err }, 'session sweep failed'));
  }, SWEEP_EVERY_MS);
  timer.unref();

  return { middleware, cookieOptions, sweep, stop: () => clearInterval(timer) };
}
