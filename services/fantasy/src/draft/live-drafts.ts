import { LRUCache } from 'lru-cache';
import type { DraftFields } from '../models/draft';
import type { PoolEntry } from './pool';
import { currentTurnOf } from './turns';

/** Drafts (and their pools) a process keeps in memory: about every live one. */
const LIVE_DRAFTS_KEPT = 500;

export type LiveDraftCache = ReturnType<typeof createLiveDraftCache>;

/** This process's copies of the live drafts and their pools, by season id. */
export function createLiveDraftCache() {
  /** Unpacked pools by season id: a pool never changes once its draft starts, so a process reads each once. */
  const pools = new LRUCache<string, PoolEntry[]>({ max: LIVE_DRAFTS_KEPT });
  /**
   * Live drafts as this process last saw them, by season id, for the managers' picks (liveDraft). A pick made
   * elsewhere (the clock, another instance) leaves a copy behind, never wrong: picks only ever append.
   */
  const live = new LRUCache<string, DraftFields>({ max: LIVE_DRAFTS_KEPT });

  return {
    pool: (seasonId: string) => pools.get(seasonId),
    keepPool: (seasonId: string, pool: PoolEntry[]) => void pools.set(seasonId, pool),
    /** This process's copy of a live draft. */
    get: (seasonId: string) => live.get(seasonId),
    /** Drops the copy: the next pick reads the Draft. */
    forget: (seasonId: string) => void live.delete(seasonId),
    /**
     * Keeps a live draft just read as this process's copy, unless the copy it has shows more picks (a pick of this
     * process landed meanwhile); forgets a draft that is not live.
     */
    keep(draft: DraftFields): void {
      const key = String(draft._id);
      if (!currentTurnOf(draft)) live.delete(key);
      else if ((live.get(key)?.picks.length ?? 0) <= draft.picks.length) live.set(key, draft);
    },
  };
}
