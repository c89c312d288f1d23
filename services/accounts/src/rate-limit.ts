import { createHash } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { logger, RateLimitedError } from '@hfl/kit';
import type { Limit } from './rate-limit-config';

/**
 * Per-account limits kept in MongoDB, so every accounts instance (behind any BFF instance) counts the same
 * attempts. One document per attempt, counted over a sliding window. Inserts, not a counter: FerretDB v1 loses
 * concurrent `$inc`s, but every insert lands, so concurrent attempts cannot slip under the limit together.
 * No TTL index (FerretDB): old attempts are outside every count and deleted by a sweep.
 */
const attemptSchema = new Schema(
  {
    /** `<limit name>:<hashed subject>`. */
    key: { type: String, required: true },
    /** The hashed client address, where attempts are counted per subject and address (logins); else absent. */
    from: { type: String },
    at: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
attemptSchema.index({ key: 1, at: 1 });

export const Attempt = mongoose.model('Attempt', attemptSchema, 'rate_limit_attempts');

/** Subjects are stored hashed: the collection never holds an e-mail address. */
export function subjectOf(value: string): string {
  return createHash('sha256').update(value.trim().toLowerCase()).digest('hex').slice(0, 32);
}

const keyOf = (limit: Limit, subject: string) => `${limit.name}:${subject}`;

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/** Deletes expired attempts of every subject, at most once a minute per process. */
function sweepExpired(now: number): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  Attempt.deleteMany({ expiresAt: mongoose.trusted({ $lt: new Date(now) }) }).catch((err: unknown) =>
    logger.warn({ err }, 'rate-limit sweep failed'),
  );
}

/** Attempts from one client address, or (without one) those counted without an address. */
const fromFilter = (from: string | undefined) => (from ? subjectOf(from) : mongoose.trusted({ $exists: false }));

/**
 * Counts one attempt and refuses it (429 `rate_limited`) when the subject has more than `limit` attempts within
 * the window. Counted before the work is done, so concurrent attempts cannot all pass; `clearAttempts` forgets
 * them after a success. With `from` (a client address) only that address's attempts on the subject count: someone
 * else's failures elsewhere never refuse this address.
 */
export async function hitLimit(limit: Limit, subject: string, { from, now = Date.now() }: { from?: string; now?: number } = {}): Promise<void> {
  const key = keyOf(limit, subject);
  await Attempt.create({ key, ...(from ? { from: subjectOf(from) } : {}), at: new Date(now), expiresAt: new Date(now + limit.windowMs) });
  sweepExpired(now);
  const recent = await Attempt.countDocuments({
    key,
    from: fromFilter(from),
    at: mongoose.trusted({ $gt: new Date(now - limit.windowMs) }),
  });
  if (recent > limit.limit) throw new RateLimitedError();
}

/** Forgets the subject's attempts (e.g. after a successful login): only those from `from` when given, else all. */
export async function clearAttempts(limit: Limit, subject: string, from?: string): Promise<void> {
  await Attempt.deleteMany({ key: keyOf(limit, subject), ...(from ? { from: subjectOf(from) } : {}) });
}
