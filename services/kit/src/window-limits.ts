import { createHash } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { RateLimitedError } from './errors';
import { logger } from './logger';

/**
 * Sliding-window limits kept in MongoDB, so every instance of a service counts the same uses: one document per
 * attempt or use, counted over the window. Inserts, not a counter: FerretDB v1 loses concurrent `$inc`s and does not
 * make conditional updates atomic, but every insert lands, so concurrent uses cannot slip under the limit together
 * (each counts its own insert and every one before it). No TTL index (FerretDB): old documents are outside every
 * count and deleted by a sweep. Accounts counts login attempts with it (`hit`, per client address, `clear` after a
 * success); leagues counts invitations and new leagues (`claim`, given back when the work fails).
 */
export interface WindowLimit {
  /** What is counted, e.g. 'login' or 'invitesByAdmin'. */
  name: string;
  /** Uses allowed within one window. */
  limit: number;
  windowMs: number;
  /** The refusal's message key (it may show `{{limit}}` and `{{hours}}`); the general "too many attempts" without one. */
  message?: string;
}

/** Subjects (and client addresses) are stored hashed: the collection never holds an e-mail address. */
export function hashSubject(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);
}

/** `<limit name>:<hashed subject>`: the key a limit's documents for one subject carry. */
export function windowKey(limit: WindowLimit, subject: string): string {
  return `${limit.name}:${hashSubject(subject)}`;
}

/** Gives a use back: the thing it was claimed for did not happen. */
export type Release = () => Promise<void>;

const SWEEP_EVERY_MS = 60_000;

function refusal(limit: WindowLimit): RateLimitedError {
  return limit.message
    ? new RateLimitedError(limit.message, { limit: limit.limit, hours: Math.round(limit.windowMs / 3_600_000) })
    : new RateLimitedError();
}

/** The model of one collection of uses: a document per attempt or use. */
function windowUseModel(modelName: string, collection: string) {
  const schema = new Schema(
    {
      /** `<limit name>:<hashed subject>`. */
      key: { type: String, required: true },
      /** The hashed client address, where uses are counted per subject and address (logins); else absent. */
      from: { type: String },
      at: { type: Date, required: true },
      expiresAt: { type: Date, required: true },
    },
    { versionKey: false },
  );
  schema.index({ key: 1, at: 1 });
  return mongoose.model(modelName, schema, collection);
}

type WindowUseModel = ReturnType<typeof windowUseModel>;

/** Counts one use of `limit` by `subject` (from `from`): its id, and whether the subject is now over the limit. */
type CountUse = (
  limit: WindowLimit,
  subject: string,
  from: string | undefined,
  now: number,
) => Promise<{ id: mongoose.Types.ObjectId; over: boolean }>;

/** Uses from one client address, or (without one) those counted without an address. */
const fromFilter = (from: string | undefined) => (from ? hashSubject(from) : mongoose.trusted({ $exists: false }));

/** The insert-then-count of one use, with the sweep of expired documents it triggers. */
function createCountUse(Model: WindowUseModel, collection: string): CountUse {
  let lastSweep = 0;
  /** Deletes documents older than their window, at most once a minute per process. */
  function sweepExpired(now: number): void {
    if (now - lastSweep < SWEEP_EVERY_MS) return;
    lastSweep = now;
    Model.deleteMany({ expiresAt: mongoose.trusted({ $lt: new Date(now) }) }).catch((err: unknown) =>
      logger.warn({ err, collection }, 'window-limit sweep failed'),
    );
  }

  /** Inserts one use and answers its id and whether the subject (from `from`) is now over the limit. */
  return async function count(limit, subject, from, now) {
    const key = windowKey(limit, subject);
    const use = await Model.create({
      key,
      ...(from ? { from: hashSubject(from) } : {}),
      at: new Date(now),
      expiresAt: new Date(now + limit.windowMs),
    });
    sweepExpired(now);
    const recent = await Model.countDocuments({
      key,
      from: fromFilter(from),
      at: mongoose.trusted({ $gt: new Date(now - limit.windowMs) }),
    });
    return { id: use._id, over: recent > limit.limit };
  };
}

/** Attempts (logins): counted whether they succeed or not, forgotten after a success. */
function attemptLimits(Model: WindowUseModel, count: CountUse) {
  /**
   * Counts one attempt and refuses it (429) when the subject has more than `limit` attempts within the window. Counted
   * before the work is done, so concurrent attempts cannot all pass; a refused attempt counts too (a guesser who keeps
   * trying stays refused); `clear` forgets them after a success. With `from` (a client address) only that address's
   * attempts on the subject count: someone else's failures elsewhere never refuse this address.
   */
  async function hit(
    limit: WindowLimit,
    subject: string,
    { from, now = Date.now() }: { from?: string; now?: number } = {},
  ): Promise<void> {
    if ((await count(limit, subject, from, now)).over) throw refusal(limit);
  }

  /** Forgets the subject's attempts (e.g. after a successful login): only those from `from` when given, else all. */
  async function clear(limit: WindowLimit, subject: string, from?: string): Promise<void> {
    await Model.deleteMany({ key: windowKey(limit, subject), ...(from ? { from: hashSubject(from) } : {}) });
  }

  /** The subject's attempts within the window from every address together (an account-wide count). */
  async function recent(limit: WindowLimit, subject: string, now = Date.now()): Promise<number> {
    return Model.countDocuments({
      key: windowKey(limit, subject),
      at: mongoose.trusted({ $gt: new Date(now - limit.windowMs) }),
    });
  }

  return { hit, clear, recent };
}

/** Claimed uses (invitations, new leagues): taken before the work, given back when it fails. */
function claimLimits(Model: WindowUseModel, count: CountUse) {
  /**
   * Claims one use of `limit` for `subject` before the work is done, or refuses it (429) when the subject already used
   * it `limit` times within the window. A refused claim leaves nothing behind, so retrying does not push the window on.
   * Call the answered release if the work then fails.
   */
  async function claim(limit: WindowLimit, subject: string, now = Date.now()): Promise<Release> {
    const { id, over } = await count(limit, subject, undefined, now);
    const release = async () => {
      await Model.deleteOne({ _id: id });
    };
    if (over) {
      await release();
      throw refusal(limit);
    }
    return release;
  }

  /** Claims each limit in turn; if one refuses, the ones already claimed are given back. Answers one release for all. */
  async function claimAll(claims: readonly (readonly [WindowLimit, string])[]): Promise<Release> {
    const releases: Release[] = [];
    const releaseAll = async () => {
      await Promise.all(releases.map((release) => release()));
    };
    try {
      for (const [limit, subject] of claims) releases.push(await claim(limit, subject));
    } catch (error) {
      await releaseAll();
      throw error;
    }
    return releaseAll;
  }

  /** Does `work` as one use of each claimed limit; the uses are given back when it fails (the thing did not happen). */
  async function withClaims<T>(
    claims: readonly (readonly [WindowLimit, string])[],
    work: () => Promise<T>,
  ): Promise<T> {
    const release = await claimAll(claims);
    try {
      return await work();
    } catch (error) {
      await release();
      throw error;
    }
  }

  return { claim, withClaims };
}

/** The limits counted in one collection (`modelName` names its mongoose model). */
export function createWindowLimits(modelName: string, collection: string) {
  const Model = windowUseModel(modelName, collection);
  const count = createCountUse(Model, collection);
  return { Model, ...attemptLimits(Model, count), ...claimLimits(Model, count) };
}

export type WindowLimits = ReturnType<typeof createWindowLimits>;
