import { LRUCache } from 'lru-cache';

/** Keys a process keeps at most (real seasons, leagues): about every one in play. */
const MAX_KEYS = 5_000;

/**
 * What a process keeps of a peer's answer, by key, for the rosters' reads: fresh for `freshMs` at most (between half
 * and all of it, at random: keys loaded together, as a burst of first reads loads them, would otherwise all reload in
 * the same instant, every time, and stall the peer and the database for everyone); then the next read
 * still gets the kept answer at once while one call asks the peer again (every read waiting for the reload made each
 * expiry a queue of hundreds of requests under load). An answer older than twice `freshMs` is never given: a read
 * after a quiet spell waits for the peer. A failed reload drops the answer: the next read asks again and sees the
 * error. `peer` is the client the reload asks.
 */
export function refreshingCache<V, Peer>(freshMs: number, load: (peer: Peer, key: string) => Promise<V>) {
  // Wrapped: the cache keeps no null, and a peer may answer null.
  const kept = new LRUCache<string, { value: V }, unknown>({
    max: MAX_KEYS,
    ttl: freshMs,
    allowStale: true,
    // The context is always a `Peer`: `get` passes one.
    fetchMethod: async (key, _stale, { context, options }) => {
      options.ttl = freshMs * (1 - Math.random() / 2);
      return { value: await load(context as Peer, key) };
    },
  });
  // Forgetting a key aborts its load under way, and every read waiting for it with it: those ask again.
  let forgets = 0;
  return {
    async get(peer: Peer, key: string): Promise<V> {
      for (;;) {
        // Negative once stale; 0 when absent.
        const tooOld = kept.getRemainingTTL(key) < -freshMs;
        const forgetsBefore = forgets;
        try {
          const entry = await kept.fetch(key, { allowStale: !tooOld, context: peer });
          return entry!.value;
        } catch (error) {
          if (forgets === forgetsBefore) throw error;
        }
      }
    },
    /** The peer said this key's answer changed: the next read, and any read waiting for a reload, gets a new one. */
    forget(key: string): void {
      forgets += 1;
      kept.delete(key);
    },
  };
}
