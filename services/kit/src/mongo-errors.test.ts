import { retryWhileBusy } from './mongo-errors';

const busy = () => Object.assign(new Error('[collection.go:191] database is locked (5) (SQLITE_BUSY)'), { code: 1 });

describe('retryWhileBusy', () => {
  it('when the database is busy twice, then the write is sent again and its answer returned', async () => {
    let calls = 0;
    const answer = await retryWhileBusy(async () => {
      calls += 1;
      if (calls < 3) throw busy();
      return 'written';
    });

    expect(answer).toBe('written');
    expect(calls).toBe(3);
  });

  it('when the database stays busy, then the last refusal is thrown after the attempts', async () => {
    let calls = 0;
    const write = () => {
      calls += 1;
      return Promise.reject(busy());
    };

    await expect(retryWhileBusy(write, 3)).rejects.toThrow('database is locked');
    expect(calls).toBe(3);
  });

  it('when the write fails for another reason (a duplicate key), then it is not sent again', async () => {
    let calls = 0;
    const write = () => {
      calls += 1;
      return Promise.reject(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }));
    };

    await expect(retryWhileBusy(write)).rejects.toThrow('E11000');
    expect(calls).toBe(1);
  });
});
