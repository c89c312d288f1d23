import { jest } from '@jest/globals';
import request from 'supertest';
import type { Express } from 'express';
import { logger } from '@hfl/kit';
import {
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  startPeers,
  testDatabaseName,
  testEnv,
} from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadAccountsConfig } from '../../config';
import { Notification } from '../../models/notification';
import { fullName, User, type UserDocument } from '../../models/user';
import { userProfileSchema } from '@hfl/contracts';
import { createUser, TEST_PASSWORD } from '../../testing/factories';

const dbName = testDatabaseName('accounts_users');
/** Nothing listens on port 9: every publish (and any call to a peer there) fails at once. */
const UNREACHABLE_URL = 'http://127.0.0.1:9';
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await User.init();
  // The real leagues service, which account deletion asks first; these users run no leagues.
  const { leagues } = await startPeers(['leagues']);
  // A publish that fails must never fail the request.
  app = buildApp(
    loadAccountsConfig(
      testEnv(dbName, { BFF_URL: UNREACHABLE_URL, LEAGUES_URL: leagues.url, LOGIN_FAILURE_LIMIT: '3' }),
    ),
  );
});

afterAll(async () => {
  await dropTestDatabase();
});

const as = (user: UserDocument) => internalHeaders({ userId: user.id, roles: [...user.roles], locale: 'en' });

describe('GET /users/me', () => {
  it('when a signed-in user asks, then their profile comes back without the password hash', async () => {
    const user = await createUser({ firstName: 'Réka', lastName: 'Tóth' });

    const res = await request(app)
      .get('/users/me')
      .set(await as(user));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: user.id,
      email: user.email,
      name: 'Réka Tóth',
      roles: ['USER'],
      locale: 'en',
      firstName: 'Réka',
      lastName: 'Tóth',
      gender: 'm',
      location: 'Budapest',
      birthDate: '1990-05-17',
      newsletter: false,
      createdAt: user.createdAt.toISOString(),
    });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('when a visitor asks, then 401', async () => {
    const res = await request(app)
      .get('/users/me')
      .set(await internalHeaders());

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });

  it('when the profile was never filled in (the seeded owner), then the missing fields are null', async () => {
    const user = await createUser({ gender: null, location: null, birthDate: null });

    const res = await request(app)
      .get('/users/me')
      .set(await as(user));

    expect(res.body).toMatchObject({ gender: null, location: null, birthDate: null, newsletter: false });
    expect(await userProfileSchema.isValid(res.body)).toBe(true);
  });

  it('when the user no longer exists, then 401 so the stale session ends', async () => {
    const user = await createUser();
    await User.deleteOne({ _id: user._id });

    const res = await request(app)
      .get('/users/me')
      .set(await as(user));

    expect(res.status).toBe(401);
  });
});

describe('POST /users/:id/locale/:locale', () => {
  it('when users change their own language, then it is stored and the session user comes back', async () => {
    const user = await createUser({ locale: 'en' });

    const res = await request(app)
      .post(`/users/${user.id}/locale/hu`)
      .set(await as(user));

    expect(res.status).toBe(200);
    // The name as the chosen language writes it: family name first in Hungarian.
    expect(res.body).toEqual({ id: user.id, email: user.email, name: 'Kovács Bence', roles: ['USER'], locale: 'hu' });
    expect((await User.findById(user.id))?.locale).toBe('hu');
  });

  it("when the id is 'me', then the caller's language changes", async () => {
    const user = await createUser({ locale: 'hu' });

    const res = await request(app)
      .post('/users/me/locale/en')
      .set(await as(user));

    expect(res.status).toBe(200);
    expect(res.body.locale).toBe('en');
    expect((await User.findById(user.id))?.locale).toBe('en');
  });

  it("when someone changes another user's language, then 403 and nothing changes", async () => {
    const victim = await createUser({ locale: 'en' });
    const intruder = await createUser();

    const res = await request(app)
      .post(`/users/${victim.id}/locale/hu`)
      .set(await as(intruder));

    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('not_allowed');
    expect((await User.findById(victim.id))?.locale).toBe('en');
  });

  it('when the locale is not offered, then 400 and nothing changes', async () => {
    const user = await createUser({ locale: 'en' });

    const res = await request(app)
      .post(`/users/${user.id}/locale/de`)
      .set(await as(user));

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Invalid data provided',
      violations: [{ property: 'locale', message: 'Invalid data provided' }],
    });
    expect((await User.findById(user.id))?.locale).toBe('en');
  });

  it('when a visitor tries, then 401', async () => {
    const res = await request(app)
      .post('/users/me/locale/hu')
      .set(await internalHeaders());

    expect(res.status).toBe(401);
  });
});

describe('POST /users/:id (profile update)', () => {
  const profile = {
    firstName: 'Eszter',
    lastName: 'Varga',
    gender: 'f',
    location: 'Pécs',
    birthDate: '1992-11-30',
    newsletter: true,
  };
  const update = async (user: UserDocument, id: string, body: unknown, locale: 'en' | 'hu' = 'en') =>
    request(app)
      .post(`/users/${id}`)
      .set(await internalHeaders({ userId: user.id, roles: ['USER'], locale }))
      .send(body as object);

  it.each(['me', 'own id'])(
    'when users update their profile by %s, then it is stored and the profile comes back',
    async (how) => {
      const user = await createUser();

      const res = await update(user, how === 'me' ? 'me' : user.id, {
        ...profile,
        email: 'hijack@example.com',
        roles: ['SUPER_ADMIN'],
      });

      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        id: user.id,
        email: user.email,
        name: 'Eszter Varga',
        roles: ['USER'],
        locale: 'en',
        ...profile,
        createdAt: user.createdAt.toISOString(),
      });
      const stored = await User.findById(user.id);
      expect(stored).toMatchObject({ ...profile, email: user.email });
      expect([...stored!.roles]).toEqual(['USER']);
    },
  );

  it('when the newsletter is left out, then it stays as it was', async () => {
    const user = await createUser({ newsletter: true });
    const { newsletter: _omit, ...rest } = profile;

    const res = await update(user, 'me', rest);

    expect(res.status).toBe(200);
    expect(res.body.newsletter).toBe(true);
  });

  it("when someone updates another user's profile, then 403 and nothing changes, whatever the body", async () => {
    const victim = await createUser();
    const intruder = await createUser();

    const valid = await update(intruder, victim.id, profile);
    const invalid = await update(intruder, victim.id, {});

    expect(valid.status).toBe(403);
    expect(invalid.status).toBe(403);
    expect((await User.findById(victim.id))?.firstName).toBe('Bence');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no first name', { firstName: '' }, 'firstName', 'Please input first name'],
    ['no last name', { lastName: null }, 'lastName', 'Please input last name'],
    ['a long location', { location: 'z'.repeat(181) }, 'location', 'Must be shorter than 180 characters'],
    ['a bad date', { birthDate: '2001-02-29' }, 'birthDate', 'Invalid date'],
    ['a DD/MM/YYYY date', { birthDate: '30/11/1992' }, 'birthDate', 'Invalid date'],
    [
      'a child',
      { birthDate: `${new Date().getUTCFullYear() - 10}-01-01` },
      'birthDate',
      'You must be at least 16 years old',
    ],
    ['an odd gender', { gender: 'x' }, 'gender', 'Please choose your gender'],
    ['an operator name', { firstName: { $ne: null } }, 'firstName', 'Please input first name'],
    ['a string newsletter', { newsletter: 'sure' }, 'newsletter', 'Invalid data provided'],
  ])(
    'when sent with %s, then 400 with the spec message and nothing changes',
    async (_what, change, property, message) => {
      const user = await createUser();
      const before = await User.findById(user.id).lean();

      const res = await update(user, 'me', { ...profile, ...change });

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toContainEqual({ property, message });
      expect(await User.findById(user.id).lean()).toEqual(before);
    },
  );

  it('when the body is over the size limit, then 4xx in the envelope', async () => {
    const user = await createUser();

    const res = await update(user, 'me', { ...profile, location: 'x'.repeat(1_100_000) });

    expect([400, 413]).toContain(res.status);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when a visitor tries, then 401', async () => {
    const res = await request(app)
      .post('/users/me')
      .set(await internalHeaders())
      .send(profile);

    expect(res.status).toBe(401);
  });
});

describe('DELETE /users/me', () => {
  it('when users delete their account, then their data is gone, the record stays as "deleted user" and they cannot log in', async () => {
    const user = await createUser({ firstName: 'Petra', newsletter: true });
    const { issueToken, Token } = await import('../../models/token');
    await issueToken('reset', user._id);
    await issueToken('emailChange', user._id, { newEmail: 'petra.new@example.com' });

    const res = await request(app)
      .delete('/users/me')
      .set(await as(user))
      .send({ currentPassword: TEST_PASSWORD });

    expect(res.status).toBe(204);
    const stored = await User.findById(user.id);
    expect(stored).toMatchObject({
      email: `deleted+${user.id}@invalid`,
      passwordHash: null,
      firstName: null,
      lastName: null,
      gender: null,
      location: null,
      birthDate: null,
      newsletter: false,
      deletedAt: expect.any(Date),
    });
    expect(fullName(stored!)).toBe('deleted user');
    // Leagues confirmed the clean-up at once: nothing is left for the sweep.
    expect(stored!.leaguesReleasePending).toBe(false);
    expect(await Token.countDocuments({ userId: user._id })).toBe(0);
    const bff = await internalHeaders({ service: 'bff' });
    for (const username of [user.email, `deleted+${user.id}@invalid`]) {
      const login = await request(app).post('/auth').set(bff).send({ username, password: TEST_PASSWORD });
      expect(login.status).toBe(401);
      expect(login.body.error.message).toBe('The e-mail address or the password is wrong. Check them and try again.');
    }
  });

  it('when users delete their account, then their notifications go too', async () => {
    const user = await createUser();
    const other = await createUser();
    await Notification.create([
      { userId: user._id, type: 'LEAGUE', kind: 'memberRemoved', league: { id: 'l1', name: 'L' } },
      { userId: other._id, type: 'LEAGUE', kind: 'memberRemoved', league: { id: 'l1', name: 'L' } },
    ]);

    const res = await request(app)
      .delete('/users/me')
      .set(await as(user))
      .send({ currentPassword: TEST_PASSWORD });

    expect(res.status).toBe(204);
    expect(await Notification.countDocuments({ userId: user._id })).toBe(0);
    expect(await Notification.countDocuments({ userId: other._id })).toBe(1);
  });

  it('when the leagues service cannot be reached, then 503 and the account stays as it was', async () => {
    const user = await createUser();
    const before = await User.findById(user.id).lean();
    const offline = buildApp(
      loadAccountsConfig(testEnv(dbName, { BFF_URL: UNREACHABLE_URL, LEAGUES_URL: UNREACHABLE_URL })),
    );

    const res = await request(offline)
      .delete('/users/me')
      .set(await as(user))
      .send({ currentPassword: TEST_PASSWORD });

    expect(res.status).toBe(503);
    expect(res.body.error).toEqual({
      code: 'service_unavailable',
      message: 'The service is temporarily unavailable. Please try again shortly.',
    });
    expect(await User.findById(user.id).lean()).toEqual(before);
  });

  it("when leagues refuses accounts' question, then the user gets the same 503, the account stays, and the log keeps leagues' status and envelope", async () => {
    const user = await createUser();
    const before = await User.findById(user.id).lean();
    // A real leagues that does not trust accounts' tokens: it answers 401 in its envelope.
    const { leagues: distrustful } = await startPeers(['leagues'], {
      leagues: { INTERNAL_TOKEN_SECRET: 'a-secret-accounts-does-not-know-0123456789' },
    });
    const refused = buildApp(
      loadAccountsConfig(testEnv(dbName, { BFF_URL: UNREACHABLE_URL, LEAGUES_URL: distrustful.url })),
    );
    const warnings = jest.spyOn(logger, 'warn');
    try {
      const res = await request(refused)
        .delete('/users/me')
        .set(await as(user))
        .send({ currentPassword: TEST_PASSWORD });

      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        error: {
          code: 'service_unavailable',
          message: 'The service is temporarily unavailable. Please try again shortly.',
        },
      });
      expect(warnings).toHaveBeenCalledWith(
        expect.objectContaining({
          err: expect.objectContaining({ name: 'UnexpectedPeerAnswerError', status: 401 }),
          peerStatus: 401,
          peerAnswer: {
            error: { code: 'authentication_required', message: 'You need to login in order to do this' },
          },
        }),
        'transfer-required question: peer refused',
      );
      expect(await User.findById(user.id).lean()).toEqual(before);
    } finally {
      warnings.mockRestore();
    }
  });

  it('when a deleted user still has a session elsewhere, then every call is 401', async () => {
    const user = await createUser();
    await request(app)
      .delete('/users/me')
      .set(await as(user))
      .send({ currentPassword: TEST_PASSWORD });

    const me = await request(app)
      .get('/users/me')
      .set(await as(user));
    const again = await request(app)
      .delete('/users/me')
      .set(await as(user))
      .send({ currentPassword: TEST_PASSWORD });

    expect(me.status).toBe(401);
    expect(again.status).toBe(401);
  });

  it('when the address of a deleted account is registered again, then it is free', async () => {
    const user = await createUser();
    await request(app)
      .delete('/users/me')
      .set(await as(user))
      .send({ currentPassword: TEST_PASSWORD });

    const res = await request(app)
      .post('/user/register')
      .set(await internalHeaders())
      .send({
        firstName: 'New',
        lastName: 'Owner',
        gender: 'm',
        location: 'Győr',
        birthDate: '1980-01-01',
        email: user.email,
        emailConfirm: user.email,
        password: 'Second-Life-1',
        passwordConfirm: 'Second-Life-1',
      });

    expect(res.status).toBe(201);
  });

  it('when the site owner tries, then 403 and the account stays', async () => {
    const owner = await createUser({ roles: ['SUPER_ADMIN'] });

    const res = await request(app)
      .delete('/users/me')
      .set(await as(owner))
      .send({ currentPassword: TEST_PASSWORD });

    expect(res.status).toBe(403);
    expect(res.body.error.message).toBe("The site owner's account cannot be deleted.");
    expect((await User.findById(owner.id))?.deletedAt).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no current password', {}, 'Please input your current password'],
    ['an operator for the password', { currentPassword: { $ne: null } }, 'Please input your current password'],
    ['a wrong current password', { currentPassword: 'Not-My-Password-1' }, 'Your current password is incorrect'],
  ])('when sent with %s, then 400 on currentPassword and the account stays as it was', async (_what, body, message) => {
    const user = await createUser();
    const before = await User.findById(user.id).lean();

    const res = await request(app)
      .delete('/users/me')
      .set(await as(user))
      .send(body);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'currentPassword', message }]);
    expect(await User.findById(user.id).lean()).toEqual(before);
  });

  it('when the current password is guessed too often, then 429 even for the right one, and login is limited too', async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++) {
      await request(app)
        .delete('/users/me')
        .set(await as(user))
        .send({ currentPassword: `Guess-Number-${i}` });
    }

    const res = await request(app)
      .delete('/users/me')
      .set(await as(user))
      .send({ currentPassword: TEST_PASSWORD });
    const login = await request(app)
      .post('/auth')
      .set(await internalHeaders({ service: 'bff' }))
      .send({ username: user.email, password: TEST_PASSWORD });

    expect(res.status).toBe(429);
    expect(login.status).toBe(429);
    expect((await User.findById(user.id))?.deletedAt).toBeNull();
  });

  it('when a visitor tries, then 401', async () => {
    const res = await request(app)
      .delete('/users/me')
      .set(await internalHeaders());

    expect(res.status).toBe(401);
  });
});
