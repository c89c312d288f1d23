import { connectTestDatabase, dropTestDatabase, testDatabaseName } from './testing';
import { createWindowLimits, hashSubject, windowKey, type WindowLimit } from './window-limits';

const limits = createWindowLimits('KitWindowUse', 'kit_window_uses');
const { Model } = limits;
const LOGIN: WindowLimit = { name: 'login', limit: 2, windowMs: 60_000 };
const INVITES: WindowLimit = { name: 'invites', limit: 1, windowMs: 3 * 3_600_000, message: 'errors:tooManyInvites' };

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('kit_window_limits'));
  await Model.init();
});
beforeEach(async () => {
  await Model.deleteMany({});
});
afterAll(dropTestDatabase);

describe('window limits', () => {
  it('when a subject hits more often than the limit, then 429 with the general message, and the refused attempt counts too', async () => {
    await limits.hit(LOGIN, 'Ann@Example.com');
    await limits.hit(LOGIN, 'ann@example.com ');
    await expect(limits.hit(LOGIN, 'ann@example.com')).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'errors:rateLimited',
    });
    expect(await Model.countDocuments({ key: windowKey(LOGIN, 'ann@example.com') })).toBe(3);
  });

  it('when subjects are stored, then hashed: the collection never holds the address', async () => {
    await limits.hit(LOGIN, 'ann@example.com', { from: '203.0.113.7' });
    const [stored] = await Model.find({}).lean();
    expect(stored).toMatchObject({ key: `login:${hashSubject('ann@example.com')}`, from: hashSubject('203.0.113.7') });
    expect(JSON.stringify(stored)).not.toContain('ann@example.com');
    expect(JSON.stringify(stored)).not.toContain('203.0.113.7');
  });

  it('when attempts come from another address, then they do not count against this one; clearing one address keeps the others', async () => {
    for (let i = 0; i < 3; i++) await limits.hit(LOGIN, 'ann@example.com', { from: 'attacker' }).catch(() => undefined);
    await expect(limits.hit(LOGIN, 'ann@example.com', { from: 'owner' })).resolves.toBeUndefined();
    await limits.clear(LOGIN, 'ann@example.com', 'owner');
    expect(await Model.countDocuments({ from: hashSubject('owner') })).toBe(0);
    expect(await Model.countDocuments({ from: hashSubject('attacker') })).toBe(3);
    await limits.clear(LOGIN, 'ann@example.com');
    expect(await Model.countDocuments({})).toBe(0);
  });

  it('when attempts are older than the window, then they no longer count', async () => {
    const longAgo = Date.now() - 2 * LOGIN.windowMs;
    await limits.hit(LOGIN, 'bob', { now: longAgo });
    await limits.hit(LOGIN, 'bob', { now: longAgo });
    await expect(limits.hit(LOGIN, 'bob')).resolves.toBeUndefined();
  });

  it('when a claim is refused, then 429 with the limit message and params, and it leaves nothing behind', async () => {
    await limits.claim(INVITES, 'admin');
    await expect(limits.claim(INVITES, 'admin')).rejects.toMatchObject({
      code: 'rate_limited',
      message: 'errors:tooManyInvites',
      params: { limit: 1, hours: 3 },
    });
    expect(await Model.countDocuments({ key: windowKey(INVITES, 'admin') })).toBe(1);
  });

  it('when the work of claimed uses fails, then every use is given back; when it succeeds, they stay', async () => {
    const claims = [
      [INVITES, 'admin'],
      [{ ...INVITES, name: 'invitesToAddress' }, 'guest@example.com'],
    ] as const;
    await expect(limits.withClaims(claims, () => Promise.reject(new Error('mail down')))).rejects.toThrow('mail down');
    expect(await Model.countDocuments({})).toBe(0);
    await expect(limits.withClaims(claims, async () => 'sent')).resolves.toBe('sent');
    expect(await Model.countDocuments({})).toBe(2);
  });

  it('when one of several claims is refused, then the ones already claimed are given back', async () => {
    await limits.claim({ ...INVITES, name: 'invitesToAddress' }, 'guest@example.com');
    const claims = [
      [INVITES, 'admin'],
      [{ ...INVITES, name: 'invitesToAddress' }, 'guest@example.com'],
    ] as const;
    await expect(limits.withClaims(claims, async () => 'sent')).rejects.toMatchObject({ code: 'rate_limited' });
    expect(await Model.countDocuments({ key: windowKey(INVITES, 'admin') })).toBe(0);
  });
});
