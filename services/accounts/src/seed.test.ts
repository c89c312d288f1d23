import bcrypt from 'bcrypt';
import request from 'supertest';
import type { Express } from 'express';
import { DEMO_PLAYER_IDS } from '@hfl/contracts';
import { connectTestDatabase, dropTestDatabase, internalHeaders, testDatabaseName } from '@hfl/kit/testing';
import { EmailTemplateModel } from './models/email-template';
import { hashPassword, User, userSearchText } from './models/user';
import { seed, type SeededAccount } from './seed';
import { startAccounts } from './testing/support';

/** Connects to a database nobody has used yet, with the indexes the seed relies on built. */
async function connectEmptyDatabase(): Promise<void> {
  await connectTestDatabase(testDatabaseName('accounts_seed'));
  await Promise.all([User.init(), EmailTemplateModel.init()]);
}

/** A demo password set in the environment replaces the default: each run below starts without one. */
function forgetDemoPasswords(): void {
  delete process.env.DEMO_OWNER_PASSWORD;
  delete process.env.DEMO_PLAYER_PASSWORD;
}

/** Every account as the seed leaves it, without the volatile fields. */
async function accountsState() {
  const users = await User.find({}).sort({ _id: 1 }).lean();
  return users.map(({ _id, email, firstName, lastName, roles, locale, passwordHash, confirmedAt }) => ({
    id: String(_id),
    email,
    name: `${firstName} ${lastName}`,
    roles,
    locale,
    passwordHash,
    confirmedAt,
  }));
}

/** The tests that only read what one run made share it (each run seeds every account anew). */
describe('accounts seed, run once on an empty database', () => {
  let app: Express;
  let accounts: SeededAccount[];

  beforeAll(async () => {
    forgetDemoPasswords();
    app = await startAccounts('accounts_seed');
    ({ accounts } = await seed());
  });

  afterAll(dropTestDatabase);

  describe('the owner', () => {
    it('when run on an empty database, then a confirmed owner who can sign in exists', async () => {
      expect(accounts[0]).toEqual({ role: 'SUPER_ADMIN', email: 'owner@hfl.local', password: 'HflOwner2026!' });
      const owner = await User.findOne({ email: 'owner@hfl.local' });
      expect(owner).toMatchObject({ firstName: 'Site', lastName: 'Owner', locale: 'en' });
      expect([...owner!.roles]).toEqual(['SUPER_ADMIN']);
      expect(owner!.confirmedAt).toBeInstanceOf(Date);
      await expect(bcrypt.compare('HflOwner2026!', owner!.passwordHash!)).resolves.toBe(true);
    });
  });

  describe('the demo players', () => {
    it('when run on an empty database, then seven confirmed players exist under the shared ids and the demo player is reported', async () => {
      expect(accounts).toEqual([
        { role: 'SUPER_ADMIN', email: 'owner@hfl.local', password: 'HflOwner2026!' },
        { role: 'USER', email: 'player@hfl.local', password: 'HflPlayer2026!' },
      ]);
      const players = await User.find({ roles: 'USER' }).sort({ _id: 1 });
      expect(players.map((p) => p.id as string)).toEqual(Object.values(DEMO_PLAYER_IDS));
      expect(players.map((p) => `${p.firstName} ${p.lastName}`)).toEqual([
        'Levente Horváth',
        'Bence Kovács',
        'Dóra Szalai',
        'Gergő Tóth',
        'Réka Varga',
        'Máté Fekete',
        'Zsófia Balogh',
      ]);
      expect(players.every((p) => p.confirmedAt instanceof Date && p.roles.join() === 'USER')).toBe(true);
      expect(await User.findById(DEMO_PLAYER_IDS.player)).toMatchObject({ email: 'player@hfl.local', locale: 'en' });
    });

    it('when the BFF signs the demo player in with the printed password, then the session user comes back', async () => {
      const res = await request(app)
        .post('/auth')
        .set(await internalHeaders({ service: 'bff' }))
        .send({ username: 'player@hfl.local', password: 'HflPlayer2026!' });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: DEMO_PLAYER_IDS.player,
        email: 'player@hfl.local',
        name: 'Levente Horváth',
        roles: ['USER'],
        locale: 'en',
      });
    });
  });

  describe('newsletter readers', () => {
    it("when the demo is seeded, then two demo players read the newsletter, for the owner's newsletter export", async () => {
      const readers = await User.find({ newsletter: true }, { email: 1 }).lean();
      expect(readers.map((user) => user.email).sort()).toEqual(['dora.szalai@hfl.local', 'reka.varga@hfl.local']);
    });
  });
});

/** A test that seeds other passwords or production, or runs the seed a second time, needs a first run of its own. */
describe('accounts seed, each test on an empty database of its own', () => {
  beforeEach(async () => {
    forgetDemoPasswords();
    await connectEmptyDatabase();
  });

  afterEach(dropTestDatabase);

  describe('the owner', () => {
    it('when DEMO_OWNER_PASSWORD is set, then the owner gets that password', async () => {
      process.env.DEMO_OWNER_PASSWORD = 'From-The-Env-42';

      const { accounts } = await seed();

      expect(accounts[0]?.password).toBe('From-The-Env-42');
      const owner = await User.findOne({ email: 'owner@hfl.local' });
      await expect(bcrypt.compare('From-The-Env-42', owner!.passwordHash!)).resolves.toBe(true);
    });

    it.each([
      ['too short', 'Ab1!', 'Please input at least 8 characters'],
      ['a commonly breached one', 'password123', 'This password is one of the most common ones and easy to guess'],
    ])(
      'when the production owner password is %s, then the seed refuses and says why, creating nobody',
      async (_what, password, why) => {
        await expect(seed({ demo: false, owner: { email: 'boss@example.com', password } })).rejects.toThrow(
          `OWNER_PASSWORD does not meet the password rules: ${why}`,
        );
        expect(await User.countDocuments()).toBe(0);
      },
    );

    it('when run again after the owner changed the password, then nothing is added or overwritten', async () => {
      await seed();
      const before = await User.countDocuments();
      const changedHash = await hashPassword('Changed-Password-7');
      await User.updateOne({ email: 'owner@hfl.local' }, { $set: { passwordHash: changedHash } });

      await seed();

      expect(await User.countDocuments()).toBe(before);
      const owner = await User.findOne({ email: 'owner@hfl.local' });
      expect(owner!.passwordHash).toBe(changedHash);
    });
  });

  describe('the demo players', () => {
    it('when DEMO_PLAYER_PASSWORD is set, then every demo player gets that password and the report says so', async () => {
      process.env.DEMO_PLAYER_PASSWORD = 'Player-From-Env-9';

      const { accounts } = await seed();

      expect(accounts[1]).toEqual({ role: 'USER', email: 'player@hfl.local', password: 'Player-From-Env-9' });
      for (const player of await User.find({ roles: 'USER' })) {
        await expect(bcrypt.compare('Player-From-Env-9', player.passwordHash!)).resolves.toBe(true);
      }
    });

    it('when run twice, then the second run adds and changes nothing', async () => {
      await seed();
      const first = await accountsState();

      await seed();

      expect(first).toHaveLength(8);
      expect(await accountsState()).toEqual(first);
    });

    it('when a demo player changed the address and the password, then a new run neither overwrites nor recreates them', async () => {
      await seed();
      const changedHash = await hashPassword('Changed-Password-8');
      await User.updateOne(
        { _id: DEMO_PLAYER_IDS.bence },
        {
          $set: {
            email: 'bence@example.com',
            search: userSearchText({ firstName: 'Bence', lastName: 'Kovács', email: 'bence@example.com' }),
            passwordHash: changedHash,
          },
        },
      );
      const before = await accountsState();

      await seed();

      expect(await accountsState()).toEqual(before);
      expect(await User.exists({ email: 'bence.kovacs@hfl.local' })).toBeNull();
    });
  });

  describe('the demo bulk-message template', () => {
    it('when the demo is seeded, then the owner has a bilingual template with placeholders, kept as edited on a rerun', async () => {
      await seed();
      const [template] = await EmailTemplateModel.find();
      expect(template!.title).toBe('Playoffs are coming');
      expect(template!.translations.map((t) => [t.language, t.subject])).toEqual([
        ['en', 'The HFL playoffs are coming, {{firstName}}'],
        ['hu', 'Közeleg a HFL rájátszása, {{firstName}}'],
      ]);
      await EmailTemplateModel.updateOne({ _id: template!._id }, { $set: { title: 'Edited by the owner' } });

      await seed();

      expect((await EmailTemplateModel.find()).map((t) => t.title)).toEqual(['Edited by the owner']);
    });

    it('when only the owner is seeded (production), then no template is added', async () => {
      await seed({ demo: false, owner: { email: 'boss@example.com', password: 'Production-Pass-1' } });

      expect(await EmailTemplateModel.countDocuments()).toBe(0);
    });
  });
});
