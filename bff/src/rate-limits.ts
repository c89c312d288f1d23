import type { Request, RequestHandler } from 'express';
import { ipKeyGenerator, rateLimit, type Store } from 'express-rate-limit';
import { ERROR_CODES, ERROR_MESSAGE_KEYS } from '@hfl/contracts';
import { DomainError, logger } from '@hfl/kit';

/** So many calls in a window. */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

/** The caller's address, IPv6 addresses by their /56 (one household's or host's block). */
export const byIp = (req: Request) => ipKeyGenerator(req.ip ?? '');

const refuse = () => new DomainError(ERROR_CODES.RATE_LIMITED, ERROR_MESSAGE_KEYS.rate_limited);

/**
 * A fixed-window counter per key (express-rate-limit; in `store`, shared by every BFF, or in this process's memory): a
 * call over the limit is answered 429 rate_limited in the caller's language, with the RateLimit headers.
 */
export function windowLimiter(
  { limit, windowMs }: WindowLimit,
  keyOf: (req: Request) => string = byIp,
  store?: Store,
): RequestHandler {
  return rateLimit({
    limit,
    windowMs,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    keyGenerator: keyOf,
    handler: (_req, _res, next) => next(refuse()),
    ...sharedStore(store),
  });
}

/** A shared store that cannot be reached lets the call through (logged by express-rate-limit): a limit, not a gate. */
export const sharedStore = (store: Store | undefined) => (store ? { store, passOnStoreError: true } : {});

/** A token bucket's rate: tokens a second on average, and at most `burst` at once. */
export interface BucketRate {
  perSecond: number;
  burst: number;
}

/** One token bucket: `take(cost)` answers whether `cost` tokens are there now, and takes them if so. */
export function tokenBucket(rate: BucketRate, now: () => number = Date.now) {
  let tokens = rate.burst;
  let filledAt = now();
  return {
    take(cost = 1): boolean {
      const at = now();
      tokens = Math.min(rate.burst, tokens + ((at - filledAt) / 1000) * rate.perSecond);
      filledAt = at;
      if (tokens < cost) return false;
      tokens -= cost;
      return true;
    },
    /** Full again: as good as a bucket never made. */
    get full() {
      const at = now();
      return tokens + ((at - filledAt) / 1000) * rate.perSecond >= rate.burst;
    },
  };
}

/** Buckets per key (an address), in memory; when there are many, the full ones (as good as none) are forgotten. */
export function keyedBuckets(rate: BucketRate, { max = 50_000, now = Date.now } = {}) {
  const buckets = new Map<string, ReturnType<typeof tokenBucket>>();
  return {
    take(key: string, cost = 1): boolean {
      let bucket = buckets.get(key);
      if (!bucket) {
        if (buckets.size >= max) for (const [k, b] of buckets) if (b.full) buckets.delete(k);
        bucket = tokenBucket(rate, now);
        buckets.set(key, bucket);
      }
      return bucket.take(cost);
    },
    get size() {
      return buckets.size;
    },
  };
}

/** Token buckets per key, wherever they are kept. */
export interface Buckets {
  take(key: string, cost?: number): Promise<boolean>;
}

/**
 * Where the limits count: in this process (one BFF), or in Redis for every BFF at once (REDIS_URL; see redis.ts). Each
 * limiter has its own name, the same in every BFF.
 */
export interface LimitStores {
  /** A window counter's store; none: express-rate-limit's memory. */
  window: (name: string) => Store | undefined;
  buckets: (name: string, rate: BucketRate) => Buckets;
}

export const inMemoryLimits: LimitStores = {
  window: () => undefined,
  buckets: (_name, rate) => {
    const buckets = keyedBuckets(rate);
    return { take: async (key, cost) => buckets.take(key, cost) };
  },
};

/** A list asked for this many rows or more costs HEAVY_READ_COST tokens, not one. */
export const HEAVY_READ_ROWS = 50;
export const HEAVY_READ_COST = 5;

/**
 * Visitors' reads of /api (nobody signed in), per address: a token bucket, so a page's burst of reads passes and a
 * scraper paging `/api/players?limit=100` is slowed down. Signed-in users are not counted here.
 */
export function anonymousReadLimit(rate: BucketRate, stores: LimitStores = inMemoryLimits): RequestHandler {
  const buckets = stores.buckets('anonymous-reads', rate);
  return async (req, _res, next) => {
    if (req.session?.user || (req.method !== 'GET' && req.method !== 'HEAD')) return next();
    const rows = Number(req.query.limit);
    const cost = Number.isFinite(rows) && rows >= HEAVY_READ_ROWS ? HEAVY_READ_COST : 1;
    const taken = await buckets.take(byIp(req), cost).catch((err: unknown) => {
      logger.warn({ err }, 'the visitors’ read allowance could not be counted; the read passes');
      return true;
    });
    next(taken ? undefined : refuse());
  };
}
