import { jest } from '@jest/globals';
import { keptValue } from './kept-value';

describe('keptValue', () => {
  let now = 1_000_000;
  beforeEach(() => {
    jest.spyOn(Date, 'now').mockImplementation(() => now);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['fresh', 500, 1],
    ['stale but younger than twice its freshness (served, reloaded behind)', 1_500, 1],
    ['older than twice its freshness', 2_500, 2],
  ])('when the value is %s (%i ms later), then the read gets version %i', async (_what, later, version) => {
    let loads = 0;
    const kept = keptValue(1_000, async () => ++loads);
    expect(await kept.get()).toBe(1);

    now += later;

    expect(await kept.get()).toBe(version);
    now -= later;
  });

  it('when forgotten, then the next read waits for a new value; reads at once share one load', async () => {
    let loads = 0;
    const kept = keptValue(1_000, async () => ++loads);
    await kept.get();

    kept.forget();
    const [a, b] = await Promise.all([kept.get(), kept.get()]);

    expect([a, b, loads]).toEqual([2, 2, 2]);
  });

  it('when a load fails, then the read gets the error and the next read tries again', async () => {
    let fail = true;
    const kept = keptValue(1_000, async () => {
      if (fail) throw new Error('peer down');
      return 'ok';
    });

    await expect(kept.get()).rejects.toThrow('peer down');
    fail = false;
    expect(await kept.get()).toBe('ok');
  });
});
