import { keyedBuckets, tokenBucket } from './rate-limits';

describe('token buckets', () => {
  it('when a burst is spent, then the next call waits for the refill, a second’s worth at a time', () => {
    let now = 0;
    const bucket = tokenBucket({ perSecond: 2, burst: 3 }, () => now);

    expect([bucket.take(), bucket.take(), bucket.take(), bucket.take()]).toEqual([true, true, true, false]);
    now = 500;
    expect([bucket.take(), bucket.take()]).toEqual([true, false]);
    now = 10_000;
    expect(bucket.take(3)).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('when a cost is more than the bucket holds, then it is refused and nothing is taken', () => {
    const now = 0;
    const bucket = tokenBucket({ perSecond: 1, burst: 5 }, () => now);

    expect(bucket.take(4)).toBe(true);
    expect(bucket.take(2)).toBe(false);
    expect(bucket.take(1)).toBe(true);
  });

  it('when there are many keys, then the full buckets are forgotten and the spent ones kept', () => {
    let now = 0;
    const buckets = keyedBuckets({ perSecond: 1, burst: 2 }, { max: 3, now: () => now });
    buckets.take('spent', 2);
    buckets.take('a');
    buckets.take('b');
    now = 1_000; // 'a' and 'b' are full again; 'spent' has one token

    buckets.take('c');

    expect(buckets.size).toBe(2);
    expect(buckets.take('spent', 2)).toBe(false);
  });
});
