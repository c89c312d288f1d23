import { refreshingCache } from './refreshing-cache';

/** Long enough that a busy machine's late timer still lands between fresh and too old (twice this). */
const FRESH_MS = 1_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What `read` answers once it answers `expected` (the background reload landed), or after two seconds of asking. */
async function settled<T>(read: () => Promise<T>, expected: T): Promise<T> {
  let answer = await read();
  for (let tries = 0; answer !== expected && tries < 100; tries += 1) {
    await sleep(20);
    answer = await read();
  }
  return answer;
}

/** A peer that answers how many times it was asked, after `delayMs`. */
function countingPeer(delayMs = 0) {
  const peer = { calls: 0, fail: false };
  const load = async (asked: typeof peer, key: string) => {
    asked.calls += 1;
    const call = asked.calls;
    await sleep(delayMs);
    if (asked.fail) throw new Error('peer down');
    return `${key}#${call}`;
  };
  return { peer, load };
}

describe('refreshingCache', () => {
  it('when many read a key at once, then the peer is asked once and all get its answer', async () => {
    const { peer, load } = countingPeer(10);
    const cache = refreshingCache(FRESH_MS, load);
    const answers = await Promise.all(Array.from({ length: 20 }, () => cache.get(peer, 'a')));
    expect(new Set(answers)).toEqual(new Set(['a#1']));
    expect(peer.calls).toBe(1);
  });

  it('when the answer is forgotten while reads wait for its load, then they get a new load, not an error', async () => {
    const { peer, load } = countingPeer(30);
    const cache = refreshingCache(FRESH_MS, load);
    const waiting = Promise.all([cache.get(peer, 'a'), cache.get(peer, 'a')]);
    await sleep(5);

    cache.forget('a');

    expect(await waiting).toEqual(['a#2', 'a#2']);
    expect(await cache.get(peer, 'a')).toBe('a#2');
  });

  it('when the answer is stale, then reads get it at once while one reload runs, and the reload after', async () => {
    const { peer, load } = countingPeer(30);
    const cache = refreshingCache(FRESH_MS, load);
    await cache.get(peer, 'a');
    await sleep(FRESH_MS + 5);
    // Still the first answer: had they waited for the reload, they would have the second.
    const during = await Promise.all([cache.get(peer, 'a'), cache.get(peer, 'a')]);
    expect(during).toEqual(['a#1', 'a#1']);
    expect(await settled(() => cache.get(peer, 'a'), 'a#2')).toBe('a#2');
    expect(peer.calls).toBe(2);
  });

  it('when the answer is older than twice its freshness, then a read waits for a new one', async () => {
    const { peer, load } = countingPeer(5);
    const cache = refreshingCache(FRESH_MS, load);
    await cache.get(peer, 'a');
    await sleep(2 * FRESH_MS + 10);
    expect(await cache.get(peer, 'a')).toBe('a#2');
  });

  it('when many keys are loaded at once, then they do not all go stale at once, and every one within its freshness', async () => {
    // Each key is fresh for between half and all of its freshness: read at three quarters of it, some went stale, not
    // all (the chance that 40 random freshnesses fall on one side of the middle is 2 in 2^40). On the clock: an attempt
    // whose read a busy machine delayed out of that window says nothing, and is made again.
    const fresh = 2_000;
    for (let attempt = 1; ; attempt += 1) {
      const { peer, load } = countingPeer();
      const cache = refreshingCache(fresh, load);
      const keys = Array.from({ length: 40 }, (_, i) => `k${i}`);
      const loading = performance.now();
      await Promise.all(keys.map((key) => cache.get(peer, key)));
      const loaded = performance.now();

      await sleep(fresh * 0.75);
      const reading = performance.now();
      await Promise.all(keys.map((key) => cache.get(peer, key)));
      const read = performance.now();
      const reloadedEarly = peer.calls - keys.length;
      await sleep(fresh * 0.25 + 10);
      const before = peer.calls;
      await Promise.all(keys.map((key) => cache.get(peer, key)));
      const staleOfTheRest = peer.calls - before;

      const inWindow = reading - loaded > fresh * 0.55 && read - loading < fresh * 0.95;
      if (!inWindow && attempt < 3) continue;
      expect(reloadedEarly).toBeGreaterThan(0);
      expect(reloadedEarly).toBeLessThan(keys.length);
      // By its freshness, every key not reloaded already was.
      expect(staleOfTheRest).toBeGreaterThanOrEqual(keys.length - reloadedEarly);
      return;
    }
  });

  it('when the peer says a key changed, then the next read waits for a new answer', async () => {
    const { peer, load } = countingPeer();
    const cache = refreshingCache(60_000, load);
    await cache.get(peer, 'a');
    cache.forget('a');
    expect(await cache.get(peer, 'a')).toBe('a#2');
  });

  it('when a reload fails, then the answer is dropped and the next read sees the error', async () => {
    const { peer, load } = countingPeer(5);
    const cache = refreshingCache(FRESH_MS, load);
    await cache.get(peer, 'a');
    await sleep(FRESH_MS + 5);
    peer.fail = true;
    expect(await cache.get(peer, 'a')).toBe('a#1');
    const failed = () => cache.get(peer, 'a').then(String, (error: unknown) => String(error));
    expect(await settled(failed, 'Error: peer down')).toBe('Error: peer down');
  });

  it('when the peer answers null, then null is kept like any answer', async () => {
    const cache = refreshingCache(60_000, async (peer: { calls: number }) => {
      peer.calls += 1;
      return null;
    });
    const peer = { calls: 0 };
    expect(await cache.get(peer, 'gone')).toBeNull();
    expect(await cache.get(peer, 'gone')).toBeNull();
    expect(peer.calls).toBe(1);
  });
});
