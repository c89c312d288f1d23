import bcrypt from 'bcrypt';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from '@hfl/kit/testing';
import { hashPassword, User } from './models/user';
import { seed } from './seed';

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('accounts_seed'));
  await User.init();
});

beforeEach(async () => {
  delete process.env.DEMO_OWNER_PASSWORD;
  await User.deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

describe('accounts seed', () => {
  it('when run on an empty database, then a confirmed owner who can sign in exists', async () => {
    const { accounts } = await seed();

    expect(accounts).toEqual([{ role: 'SUPER_ADMIN', email: 'owner@hfl.local', password: 'HflOwner2026!' }]);
    const owner = await User.findOne({ email: 'owner@hfl.local' });
    expect(owner).toMatchObject({ firstName: 'Site', lastName: 'Owner', locale: 'en' });
    expect([...owner!.roles]).toEqual(['SUPER_ADMIN']);
    expect(owner!.confirmedAt).toBeInstanceOf(Date);
    await expect(bcrypt.compare('HflOwner2026!', owner!.passwordHash!)).resolves.toBe(true);
  });

  it('when DEMO_OWNER_PASSWORD is set, then the owner gets that password', async () => {
    process.env.DEMO_OWNER_PASSWORD = 'From-The-Env-42';

    const { accounts } = await seed();

    expect(accounts[0]?.password).toBe('From-The-Env-42');
    const owner = await User.findOne({ email: 'owner@hfl.local' });
    await expect(bcrypt.compare('From-The-Env-42', owner!.passwordHash!)).resolves.toBe(true);
  });

  it('when run again after the owner changed the password, then nothing is added or overwritten', async () => {
    await seed();
    const changedHash = await hashPassword('Changed-Password-7');
    await User.updateOne({ email: 'owner@hfl.local' }, { $set: { passwordHash: changedHash } });

    await seed();

    expect(await User.countDocuments()).toBe(1);
    const owner = await User.findOne({ email: 'owner@hfl.local' });
    expect(owner!.passwordHash).toBe(changedHash);
  });
});
