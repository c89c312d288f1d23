import { createHash } from 'node:crypto';
import mongoose, { Schema } from 'mongoose';
import { logger, RateLimitedError } from '@hfl/kit';

/**
 * How often someone may do something that costs others (an invitation e-mail, a new league): one document per use,
 * counted over a sliding window. Inserts, not a counter: FerretDB v1 loses concurrent `$inc`s and does not make
 * conditional updates atomic, but every insert lands, so concurrent uses cannot slip under the limit together (each
 * counts its own insert and every one before it). No TTL index (FerretDB): old uses are outside every count and
 * deleted by a sweep.
 */
const usageSchema = new Schema(
  {
    /** `<limit name>:<hashed subject>`. */
    key: { type: String, required: true },
    at: { type: Date, required: true },
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
usageSchema.index({ key: 1, at: 1 });

export const Usage = mongoose.model('Usage', usageSchema, 'usage_limits');

export interface UsageLimit {
  /** What is counted, e.g. 'invitesByAdmin'. */
  name: string;
  /** Uses allowed within one window. */
  limit: number;
  windowMs: number;
  /** The refusal's message key; it may show `{{limit}}` and `{{hours}}`. */
  message: string;
}

/** Subjects are stored hashed: the collection never holds an e-mail address. */
export function usageKey(limit: UsageLimit, subject: string): string {
  const hashed = createHash('sha256').update(subject.trim().toLowerCase()).digest('hex').slice(0, 32);
  return `${limit.name}:${hashed}`;
}

const SWEEP_EVERY_MS = 60_000;
let lastSweep = 0;

/** Deletes uses older than their window, at most once a minute per process. */
function sweepExpired(now: number): void {
  if (now - lastSweep < SWEEP_EVERY_MS) return;
  lastSweep = now;
  Usage.deleteMany({ expiresAt: mongoose.trusted({ $lt: new Date(now) }) }).catch((err: unknown) =>
    logger.warn({ err }, 'usage-limit sweep failed'),
  );
}

/** Gives a use back: the thing it was claimed for did not happen. */
type Release = () => Promise<void>;

/**
 * Claims one use of `limit` for `subject` before the work is done, or refuses it (429 with the limit's message) when
 * the subject already used it `limit` times within the window. A refused claim leaves nothing behind, so retrying
 * does not push the window on. Call the answered release if the work then fails.
 */
export async function claimUsage(limit: UsageLimit, subject: string, now = Date.now()): Promise<Release> {
  const key = usageKey(limit, subject);
  const use = await Usage.create({ key, at: new Date(now), expiresAt: new Date(now + limit.windowMs) });
  const release = async () => {
    await Usage.deleteOne({ _id: use._id });
  };
  sweepExpired(now);
  const recent = await Usage.countDocuments({ key, at: mongoose.trusted({ $gt: new Date(now - limit.windowMs) }) });
  if (recent > limit.limit) {
    await release();
    throw new RateLimitedError(limit.message, { limit: limit.limit, hours: Math.round(limit.windowMs / 3_600_000) });
  }
  return release;
}

/** Claims each limit in turn; if one refuses, the ones already claimed are given back. Answers one release for all. */
async function claimUsages(claims: readonly (readonly [UsageLimit, string])[]): Promise<Release> {
  const releases: Release[] = [];
  const releaseAll = async () => {
    await Promise.all(releases.map((release) => release()));
  };
  try {
    for (const [limit, subject] of claims) releases.push(await claimUsage(limit, subject));
  } catch (error) {
    await releaseAll();
    throw error;
  }
  return releaseAll;
}

/** Does `work` as one use of each claimed limit; the uses are given back when it fails (the thing did not happen). */
export async function withUsages<T>(claims: readonly (readonly [UsageLimit, string])[], work: () => Promise<T>): Promise<T> {
  const release = await claimUsages(claims);
  try {
    return await work();
  } catch (error) {
    await release();
    throw error;
  }
}
