import { LRUCache } from 'lru-cache';

/**
 * Database reads one process keeps for a moment: for what every request reads and hardly ever changes (a session, a
 * user's credential epoch, an ongoing league season). A write through this process is told with `wrote` and seen at
 * once; another process's write shows within `keptMs`. A read that overlapped a write here may have found the value as
 * it was: it is returned, not kept.
 */
export interface KeptReads<V> {
  /** The kept value of `key`, else what `load` reads (kept when `keep` says so). */
  read: (key: string, load: () => Promise<V>) => Promise<V>;
  /** A write here changed `key` (every key when none is given): forgotten, or `written` kept in its place. */
  wrote: (key?: string, written?: { value: V }) => void;
}

export interface KeptReadsOptions<V> {
  keptMs: number;
  /** Keys kept at most: about every key read within `keptMs`. */
  max: number;
  /** Whether a value read may be kept (default: any). */
  keep?: (value: V) => boolean;
  /** A copy for each caller, for values a caller changes in place (default: the value itself). */
  copy?: (value: V) => V;
}

export function keptReads<V>({ keptMs, max, keep = () => true, copy = (value) => value }: KeptReadsOptions<V>) {
  // Wrapped: the cache keeps no null or undefined, and a read may answer either.
  const kept = new LRUCache<string, { value: V }>({ max, ttl: keptMs });
  let writes = 0;
  const reads: KeptReads<V> = {
    read: async (key, load) => {
      const hit = kept.get(key);
      if (hit) return copy(hit.value);
      const writesBefore = writes;
      const value = await load();
      if (writes === writesBefore && keep(value)) kept.set(key, { value: copy(value) });
      return value;
    },
    wrote: (key, written) => {
      writes += 1;
      if (key === undefined) kept.clear();
      else if (written) kept.set(key, { value: copy(written.value) });
      else kept.delete(key);
    },
  };
  return reads;
}
