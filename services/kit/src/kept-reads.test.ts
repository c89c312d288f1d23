import { keptReads } from './kept-reads';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stored value and how often it was read; a read answers the value as it was when the read began. */
function store<V>(value: V) {
  const stored = { value, reads: 0 };
  const load = async () => {
    stored.reads += 1;
    const found = stored.value;
    await sleep(5);
    return found;
  };
  return { stored, load };
}

describe('kept reads', () => {
  it('when a key is read again within its time, then the store is read once; after it, again', async () => {
    // A second: two reads fit in it however loaded the machine is.
    const kept = keptReads<string | null>({ keptMs: 1_000, max: 10 });
    const { stored, load } = store<string | null>(null);

    expect(await kept.read('a', load)).toBeNull();
    stored.value = 'changed elsewhere';
    expect(await kept.read('a', load)).toBeNull();
    expect(stored.reads).toBe(1);

    await sleep(1_020);
    expect(await kept.read('a', load)).toBe('changed elsewhere');
    expect(stored.reads).toBe(2);
  });

  it('when a write here names the key, then the next read sees it at once; naming none forgets every key', async () => {
    const kept = keptReads<string>({ keptMs: 60_000, max: 10 });
    const a = store('a1');
    const b = store('b1');
    await kept.read('a', a.load);
    await kept.read('b', b.load);

    a.stored.value = 'a2';
    kept.wrote('a');
    expect(await kept.read('a', a.load)).toBe('a2');

    kept.wrote('a', { value: 'a3' });
    expect(await kept.read('a', a.load)).toBe('a3');

    b.stored.value = 'b2';
    kept.wrote();
    expect(await kept.read('b', b.load)).toBe('b2');
  });

  it('when reads overlap a write here, then they answer what they found but keep nothing', async () => {
    const kept = keptReads<string>({ keptMs: 60_000, max: 10 });
    const { stored, load } = store('old');

    const overlapping = kept.read('a', load);
    stored.value = 'new';
    kept.wrote('a');

    expect(await overlapping).toBe('old');
    expect(await kept.read('a', load)).toBe('new');
  });

  it('when a value may not be kept, then every read goes to the store', async () => {
    const kept = keptReads<{ status: string }>({ keptMs: 60_000, max: 10, keep: (v) => v.status === 'ongoing' });
    const { stored, load } = store({ status: 'drafting' });

    await kept.read('a', load);
    await kept.read('a', load);

    expect(stored.reads).toBe(2);
  });

  it('when callers change what they were given, then the kept value stays as read', async () => {
    const kept = keptReads<{ user: { name: string } }>({ keptMs: 60_000, max: 10, copy: structuredClone });
    const { load } = store({ user: { name: 'Anna' } });

    (await kept.read('a', load)).user.name = 'changed by the first caller';
    (await kept.read('a', load)).user.name = 'changed by the second';

    expect((await kept.read('a', load)).user.name).toBe('Anna');
  });
});
