import { refreshingCache } from './refreshing-cache';

const FRESH_MS = 200;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
    await sleep(60);
    expect(await cache.get(peer, 'a')).toBe('a#2');
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
    const { peer, load } = countingPeer();
    const cache = refreshingCache(FRESH_MS, load);
    const keys = Array.from({ length: 40 }, (_, i) => `k${i}`);
    await Promise.all(keys.map((key) => cache.get(peer, key)));

    await sleep(FRESH_MS * 0.75);
    await Promise.all(keys.map((key) => cache.get(peer, key)));
    const reloadedEarly = peer.calls - keys.length;
    await sleep(FRESH_MS * 0.25 + 10);
    const before = peer.calls;
    await Promise.all(keys.map((key) => cache.get(peer, key)));
    const staleOfTheRest = peer.calls - before;

    // Fresh for between half and all of FRESH_MS: some went stale by three quarters of it, not all (the chance that
    // 40 random freshnesses fall on one side of the middle is 2 in 2^40).
    expect(reloadedEarly).toBeGreaterThan(0);
    expect(reloadedEarly).toBeLessThan(keys.length);
    // By FRESH_MS, every key not reloaded already was.
    expect(staleOfTheRest).toBeGreaterThanOrEqual(keys.length - reloadedEarly);
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
    await sleep(30);
    await expect(cache.get(peer, 'a')).rejects.toThrow('peer down');
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
