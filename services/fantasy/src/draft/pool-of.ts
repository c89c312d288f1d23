import { Draft, type DraftFields } from '../models/draft';
import { DraftPool, type DraftPoolFields } from '../models/draft-pool';
import type { DraftContext } from './context';
import { unpackPool, type PoolEntry } from './pool';

/** The draft's pool, best-ranked first: read once per process (the live-draft cache keeps it). */
export async function poolOf(ctx: DraftContext, draft: Pick<DraftFields, '_id'>): Promise<PoolEntry[]> {
  const key = String(draft._id);
  const known = ctx.cache.pool(key);
  if (known) return known;
  const stored = await DraftPool.findById(draft._id).lean<DraftPoolFields>();
  const packed = stored?.players ?? (await legacyPackedPool(draft));
  if (packed === undefined) throw new Error(`draft ${key} has no pool`);
  const pool = unpackPool(packed);
  ctx.cache.keepPool(key, pool);
  return pool;
}

/**
 * The one reader of an older storage format. A Draft started before the pool had a collection of its own carries it
 * itself. (The demo seed starts its draft through the engine, which stores the pool apart: kept for the test that
 * proves such a Draft still drafts; drop both together.)
 */
async function legacyPackedPool(draft: Pick<DraftFields, '_id'>): Promise<string | undefined> {
  return (await Draft.findById(draft._id, { pool: 1 }).lean<{ pool?: string }>())?.pool;
}
