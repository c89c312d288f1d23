import request from 'supertest';
import type { Express } from 'express';
import bcrypt from 'bcrypt';
import mongoose from 'mongoose';
import { purgeUnconfirmed } from '../../registration/unconfirmed-registrations';
import { dropTestDatabase, internalHeaders } from '@hfl/kit/testing';
import { Token, hashToken } from '../../models/token';
import { User } from '../../models/user';
import { createUser } from '../../testing/factories';
import {
  asVisitor,
  databaseState,
  emailsTo,
  PUBLIC_URL,
  sleep,
  startAccounts,
  tokenFrom,
  waitForEmail,
} from '../../testing/support';

let app: Express;

beforeAll(async () => {
  app = await startAccounts('accounts_registration', { RESET_REQUEST_LIMIT: '3' });
});

afterAll(async () => {
  // Resent links are queued after the answer: let the last ones land before the database goes.
  await sleep(200);
  await dropTestDatabase();
});

let counter = 0;
/** A valid registration payload with a fresh address. */
function registration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const email = `New.Player${counter}@Example.com`;
  return {
    firstName: 'Dóra',
    lastName: 'Nagy',
    gender: 'f',
    location: 'Debrecen',
    birthDate: '1995-04-23',
    email,
    emailConfirm: email.toLowerCase(),
    password: 'Touchdown-2026',
    passwordConfirm: 'Touchdown-2026',
    newsletter: true,
    ...overrides,
  };
}

const register = async (body: unknown, locale: 'en' | 'hu' = 'en') =>
  request(app)
    .post('/user/register')
    .set(await asVisitor(locale))
    .send(body as object);

describe('POST /user/register', () => {
  it('when a visitor registers, then an unconfirmed user exists and the confirmation link is e-mailed in their language', async () => {
    const body = registration();

    const res = await register(body, 'hu');

    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    const user = await User.findById(res.body.id);
    expect(user).toMatchObject({
      email: body.email.toLowerCase(),
      firstName: 'Dóra',
      lastName: 'Nagy',
      gender: 'f',
      location: 'Debrecen',
      birthDate: '1995-04-23',
      newsletter: true,
      locale: 'hu',
      confirmedAt: null,
      deletedAt: null,
    });
    expect([...user!.roles]).toEqual(['USER']);
    expect(await bcrypt.compare('Touchdown-2026', user!.passwordHash!)).toBe(true);

    const [email, ...more] = await emailsTo(body.email, 'confirmation');
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ locale: 'hu', status: 'queued' });
    expect(email!.text).toContain('Dóra');
    const token = tokenFrom(email!, '/account/confirm/');
    // Only the hash is stored, with a 7-day expiry.
    const stored = await Token.findOne({ tokenHash: hashToken(token) });
    expect(stored).toMatchObject({ type: 'confirm', usedAt: null });
    expect(String(stored!.userId)).toBe(res.body.id);
    const days = (stored!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    expect(await Token.exists({ tokenHash: token })).toBeNull();
  });

  it('when the visitor was joining a league, then the confirmation link carries the join page back', async () => {
    const returnPath = '/leagues/66a0000000000000000000ff/join';
    const body = registration({ returnPath, hash: 'a1b2c3' });

    const res = await register(body);

    expect(res.status).toBe(201);
    const [email] = await emailsTo(body.email, 'confirmation');
    const token = tokenFrom(email!, '/account/confirm/');
    const link = `${PUBLIC_URL}/account/confirm/${token}?next=%2Fleagues%2F66a0000000000000000000ff%2Fjoin`;
    expect(email!.text).toContain(link);
    expect(email!.html).toContain(link);
    expect(await Token.findOne({ tokenHash: hashToken(token) })).toMatchObject({ data: { returnPath } });
  });

  it.each([
    ['another site', 'https://evil.example/leagues/66a0000000000000000000ff/join'],
    ['a page no flow carries', '/settings'],
    ['a path climbing out', '/leagues/66a0000000000000000000ff/join/../../../logout'],
  ])('when the return path leads to %s, then 400 on returnPath and nobody is created', async (_what, returnPath) => {
    const before = await databaseState();

    const res = await register(registration({ returnPath }));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'returnPath', message: 'Invalid data provided' }]);
    expect(await databaseState()).toEqual(before);
  });

  it('when the newsletter is not ticked, then it is stored as false', async () => {
    const { newsletter: _omit, ...body } = registration();

    const res = await register(body);

    expect(res.status).toBe(201);
    expect((await User.findById(res.body.id))?.newsletter).toBe(false);
  });

  it('when the address is already registered (in another case), then 409 with a violation on email and nothing new', async () => {
    const existing = await createUser();
    const before = await databaseState();

    const res = await register(registration({ email: existing.email.toUpperCase(), emailConfirm: existing.email }));

    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: {
        code: 'conflict',
        message: 'This e-mail address is already registered',
        violations: [{ property: 'email', message: 'This e-mail address is already registered' }],
      },
    });
    expect(await databaseState()).toEqual(before);
  });

  it('when the same address is registered several times at once, then exactly one account', async () => {
    const body = registration();

    const answers = await Promise.all([register(body), register(body), register(body)]);

    // The first creates it; the others either lose the unique insert (409) or replace the fresh registration (201).
    expect(answers.map((r) => r.status)).toContain(201);
    for (const answer of answers) expect([201, 409]).toContain(answer.status);
    expect(await User.countDocuments({ email: body.email.toLowerCase() })).toBe(1);
  });

  it('when an unconfirmed address registers again, then the registration and its password are replaced and only the new link works', async () => {
    const first = registration();
    const firstAnswer = await register(first);
    const oldToken = tokenFrom((await emailsTo(first.email, 'confirmation')).at(-1)!, '/account/confirm/');

    const again = await register(
      { ...first, firstName: 'Dorka', password: 'Fresh-Start-2026', passwordConfirm: 'Fresh-Start-2026' },
      'hu',
    );

    expect(again.status).toBe(201);
    expect(again.body.id).toBe(firstAnswer.body.id);
    expect(await User.countDocuments({ email: first.email.toLowerCase() })).toBe(1);
    const user = await User.findById(again.body.id);
    expect(user).toMatchObject({ firstName: 'Dorka', locale: 'hu', confirmedAt: null });
    expect(await bcrypt.compare('Fresh-Start-2026', user!.passwordHash!)).toBe(true);
    const mails = await emailsTo(first.email, 'confirmation');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ locale: 'hu' });
    const newToken = tokenFrom(mails[1]!, '/account/confirm/');
    const visitor = await asVisitor();
    expect((await request(app).post(`/user/confirm/${oldToken}`).set(visitor)).status).toBe(400);
    expect((await request(app).post(`/user/confirm/${newToken}`).set(visitor)).status).toBe(204);
    const bff = await internalHeaders({ service: 'bff' });
    expect(
      (await request(app).post('/auth').set(bff).send({ username: first.email, password: 'Touchdown-2026' })).status,
    ).toBe(401);
    expect(
      (await request(app).post('/auth').set(bff).send({ username: first.email, password: 'Fresh-Start-2026' })).status,
    ).toBe(200);
  });

  it('when the message has a value, then the envelope has it filled in, in Hungarian too', async () => {
    const res = await register(
      registration({ location: 'x'.repeat(181), password: 'short', passwordConfirm: 'short' }),
      'hu',
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual(
      expect.arrayContaining([
        { property: 'location', message: '180 karakternél rövidebbnek kell lennie' },
        { property: 'password', message: 'Kérjük, legalább 8 karaktert adj meg' },
      ]),
    );
  });

  it('when the user is younger than 16, then 400 says so and nobody is created', async () => {
    const now = new Date();
    const birthDate = `${now.getUTCFullYear() - 15}-01-01`;
    const body = registration({ birthDate });

    const res = await register(body);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'birthDate', message: 'You must be at least 16 years old to register' },
    ]);
    expect(await User.exists({ email: body.email.toLowerCase() })).toBeNull();
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no first name', { firstName: undefined }, 'firstName', 'Please input first name'],
    ['a numberless date', { birthDate: '31/02/1990' }, 'birthDate', 'Invalid date'],
    ['no gender', { gender: 'x' }, 'gender', 'Please choose your gender'],
    ['differing e-mails', { emailConfirm: 'someone@else.com' }, 'emailConfirm', 'E-mails must match'],
    ['differing passwords', { passwordConfirm: 'Touchdown-2027' }, 'passwordConfirm', "Passwords don't match"],
    ['an e-mail operator', { email: { $ne: null } }, 'email', "You didn't fill in your e-mail"],
    ['an array for a name', { lastName: ['Nagy'] }, 'lastName', 'Please input last name'],
    ['a string for the newsletter', { newsletter: 'yes please' }, 'newsletter', 'Invalid data provided'],
  ])(
    'when sent with %s, then 400 with the spec message and the database unchanged',
    async (_what, change, property, message) => {
      const before = await databaseState();

      const res = await register(registration(change));

      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('input_invalid');
      expect(res.body.error.violations).toContainEqual({ property, message });
      expect(await databaseState()).toEqual(before);
    },
  );

  it.each<[string, string]>([
    ['73 ASCII characters', `Touchdown-${'x'.repeat(63)}`],
    ['37 accented letters (74 bytes)', 'ő'.repeat(37)],
    ['an emoji past the 72nd byte', `Touchdown-${'x'.repeat(60)}🏈`],
  ])(
    'when the password is longer than 72 bytes (%s), then 400 says so and nothing is stored',
    async (_what, password) => {
      const before = await databaseState();

      const res = await register(registration({ password, passwordConfirm: password }));

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual([
        {
          property: 'password',
          message:
            'Please input at most 72 characters; an accented letter or another special character counts as two or more',
        },
      ]);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when the password is exactly 72 bytes (36 accented letters), then the account is created with that password', async () => {
    const password = 'ű'.repeat(36);

    const res = await register(registration({ password, passwordConfirm: password }));

    expect(res.status).toBe(201);
    const user = await User.findById(res.body.id);
    expect(await bcrypt.compare(password, user!.passwordHash!)).toBe(true);
  });

  it.each<[string, 'en' | 'hu', string]>([
    ['Password1', 'en', 'This password is one of the most common ones and easy to guess, please choose another'],
    ['qwerty123', 'en', 'This password is one of the most common ones and easy to guess, please choose another'],
    ['QWERTY123', 'hu', 'Ez az egyik leggyakoribb jelszó, könnyű kitalálni. Kérjük, válassz másikat'],
    ['iLoveYou1', 'en', 'This password is one of the most common ones and easy to guess, please choose another'],
  ])(
    'when the password is the common %s (%s), then 400 with a violation on password and nothing stored',
    async (password, locale, message) => {
      const before = await databaseState();

      const res = await register(registration({ password, passwordConfirm: password }), locale);

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual([{ property: 'password', message }]);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when roles or a confirmation date are smuggled in, then they are ignored', async () => {
    const body = { ...registration(), roles: ['SUPER_ADMIN'], confirmedAt: new Date().toISOString(), locale: 'hu' };

    const res = await register(body);

    expect(res.status).toBe(201);
    const user = await User.findById(res.body.id);
    expect([...user!.roles]).toEqual(['USER']);
    expect(user!.confirmedAt).toBeNull();
    expect(user!.locale).toBe('en');
  });

  it('when the body is empty, then 400 with a violation per required field', async () => {
    const res = await register({});

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toHaveLength(9);
  });

  it('when the body is over the size limit, then 4xx in the envelope and the database unchanged', async () => {
    const before = await databaseState();

    const res = await register(registration({ location: 'x'.repeat(1_100_000) }));

    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.body.error.code).toBe('input_invalid');
    expect(await databaseState()).toEqual(before);
  });

  it('when called without the internal token, then 401 and nothing is created', async () => {
    const body = registration();

    const res = await request(app).post('/user/register').send(body);

    expect(res.status).toBe(401);
    expect(await User.exists({ email: body.email.toLowerCase() })).toBeNull();
  });
});

describe('POST /user/confirm/:confirmationToken', () => {
  async function registered(): Promise<{ id: string; token: string; email: string }> {
    const body = registration();
    const res = await register(body);
    const [email] = await emailsTo(body.email, 'confirmation');
    return { id: res.body.id, token: tokenFrom(email!, '/account/confirm/'), email: body.email.toLowerCase() };
  }
  const confirm = async (token: string) =>
    request(app)
      .post(`/user/confirm/${token}`)
      .set(await asVisitor());

  it('when the link is followed, then the account is confirmed and the token is used up', async () => {
    const { id, token } = await registered();

    const res = await confirm(token);

    expect(res.status).toBe(204);
    expect((await User.findById(id))?.confirmedAt).toBeInstanceOf(Date);
    expect((await Token.findOne({ tokenHash: hashToken(token) }))?.usedAt).toBeInstanceOf(Date);
  });

  it('when the link is followed twice, then the second time is 400 with a clear message', async () => {
    const { token } = await registered();
    await confirm(token);

    const res = await confirm(token);

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'This confirmation link is invalid, has expired or has already been used.',
      violations: [
        {
          property: 'confirmationToken',
          message: 'This confirmation link is invalid, has expired or has already been used.',
        },
      ],
    });
  });

  it('when two confirmations race, then exactly one succeeds', async () => {
    const { id, token } = await registered();

    const answers = await Promise.all(Array.from({ length: 4 }, () => confirm(token)));

    expect(answers.map((r) => r.status).sort()).toEqual([204, 400, 400, 400]);
    expect((await User.findById(id))?.confirmedAt).toBeInstanceOf(Date);
  });

  it('when the link has expired, then 400 and the account stays unconfirmed', async () => {
    const { id, token } = await registered();
    await Token.updateOne({ tokenHash: hashToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1000) } });

    const res = await confirm(token);

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This confirmation link is invalid, has expired or has already been used.');
    expect((await User.findById(id))?.confirmedAt).toBeNull();
  });

  it('when the registration is older than its lifetime, then its link is expired and the account stays unconfirmed', async () => {
    const { id, token } = await registered();
    // Eight days ago (the default lifetime is seven); the token itself would still be valid.
    await User.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(id) },
      { $set: { createdAt: new Date(Date.now() - 8 * 86_400_000) } },
    );

    const res = await confirm(token);

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This confirmation link is invalid, has expired or has already been used.');
    expect((await User.findById(id))?.confirmedAt).toBeNull();
  });

  it('when the purge runs, then expired unconfirmed registrations and their links go; fresh and confirmed ones stay', async () => {
    const expired = await registered();
    const fresh = await registered();
    const oldConfirmed = await createUser();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000);
    for (const id of [expired.id, oldConfirmed.id as string]) {
      await User.collection.updateOne({ _id: new mongoose.Types.ObjectId(id) }, { $set: { createdAt: eightDaysAgo } });
    }

    const purged = await purgeUnconfirmed(7 * 86_400_000);

    // The expired one of the test before goes too.
    expect(purged).toBeGreaterThanOrEqual(1);
    expect(await User.findById(expired.id)).toBeNull();
    expect(await Token.countDocuments({ userId: expired.id })).toBe(0);
    expect(await User.findById(fresh.id)).not.toBeNull();
    expect(await User.findById(oldConfirmed.id)).not.toBeNull();
    expect((await register(registration({ email: expired.email, emailConfirm: expired.email }))).status).toBe(201);
  });

  it('when the token is unknown or malformed, then 400 in the caller language', async () => {
    const unknown = await confirm('0'.repeat(64));
    const malformed = await request(app)
      .post('/user/confirm/not-a-token')
      .set(await asVisitor('hu'));

    expect(unknown.status).toBe(400);
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.message).toBe('Ez a megerősítő link érvénytelen, lejárt vagy már felhasználták.');
  });

  it('when a reset token is used as a confirmation token, then it is refused', async () => {
    const { id } = await registered();
    const { issueToken } = await import('../../models/token');
    const resetToken = await issueToken('reset', id);

    const res = await confirm(resetToken);

    expect(res.status).toBe(400);
    expect((await User.findById(id))?.confirmedAt).toBeNull();
  });

  it('when the new user logs in before confirming, then 401 says to confirm; after confirming, login works', async () => {
    const { email, token } = await registered();
    const bff = await internalHeaders({ service: 'bff' });

    const before = await request(app).post('/auth').set(bff).send({ username: email, password: 'Touchdown-2026' });
    await confirm(token);
    const after = await request(app).post('/auth').set(bff).send({ username: email, password: 'Touchdown-2026' });

    expect(before.status).toBe(401);
    expect(before.body.error.message).toBe(
      'Your account is not confirmed yet. Please click the link in the confirmation e-mail.',
    );
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ email, name: 'Dóra Nagy', roles: ['USER'] });
  });
});

describe('POST /user/register/resend', () => {
  const resend = async (email: unknown) =>
    request(app)
      .post('/user/register/resend')
      .set(await asVisitor())
      .send({ email });

  it("when the address awaits confirmation, then 202 and a fresh link in the user's language; the old one stops working", async () => {
    const body = registration();
    await register(body, 'hu');
    const oldToken = tokenFrom((await emailsTo(body.email, 'confirmation'))[0]!, '/account/confirm/');

    const res = await resend(body.email.toUpperCase());

    expect(res.status).toBe(202);
    for (let i = 0; i < 100 && (await emailsTo(body.email, 'confirmation')).length < 2; i++) await sleep(50);
    const mails = await emailsTo(body.email, 'confirmation');
    expect(mails).toHaveLength(2);
    expect(mails[1]).toMatchObject({ locale: 'hu' });
    const newToken = tokenFrom(mails[1]!, '/account/confirm/');
    const visitor = await asVisitor();
    expect((await request(app).post(`/user/confirm/${oldToken}`).set(visitor)).status).toBe(400);
    expect((await request(app).post(`/user/confirm/${newToken}`).set(visitor)).status).toBe(204);
  });

  it('when the registration was heading to an invitation, then the fresh link carries it too', async () => {
    const returnPath = '/invitation/accept/66a0000000000000000000ff/Zx_yQ-token';
    const body = registration({ returnPath });
    await register(body);

    expect((await resend(body.email)).status).toBe(202);
    for (let i = 0; i < 100 && (await emailsTo(body.email, 'confirmation')).length < 2; i++) await sleep(50);
    const mails = await emailsTo(body.email, 'confirmation');
    expect(mails).toHaveLength(2);
    const token = tokenFrom(mails[1]!, '/account/confirm/');
    expect(mails[1]!.text).toContain(`/account/confirm/${token}?next=${encodeURIComponent(returnPath)}`);
  });

  it('when the address is unknown, confirmed or expired, then the very same answer and no e-mail', async () => {
    const confirmed = await createUser();
    const expired = registration();
    const expiredAnswer = await register(expired);
    await User.collection.updateOne(
      { _id: new mongoose.Types.ObjectId(expiredAnswer.body.id as string) },
      { $set: { createdAt: new Date(Date.now() - 8 * 86_400_000) } },
    );
    const unknown = `nobody-${Date.now()}@example.com`;

    const answers = [await resend(unknown), await resend(confirmed.email), await resend(expired.email)];

    for (const answer of answers)
      expect({ status: answer.status, text: answer.text }).toEqual({ status: 202, text: '' });
    await sleep(300);
    expect(await emailsTo(unknown)).toHaveLength(0);
    expect(await emailsTo(confirmed.email)).toHaveLength(0);
    expect(await emailsTo(expired.email, 'confirmation')).toHaveLength(1);
  });

  it('when one address is asked for too often, then 429 for known and unknown addresses alike', async () => {
    const body = registration();
    await register(body);
    const unknown = `nobody-else-${Date.now()}@example.com`;

    const known = [];
    const strangers = [];
    for (let i = 0; i < 4; i++) {
      known.push((await resend(body.email)).status);
      strangers.push((await resend(unknown)).status);
    }

    expect(known).toEqual([202, 202, 202, 429]);
    expect(strangers).toEqual([202, 202, 202, 429]);
    await waitForEmail(body.email, 'confirmation');
  });

  it.each([[{}], [{ email: 'not-an-address' }], [{ email: { $ne: null } }]])(
    'when sent %j, then 400 on email',
    async (body) => {
      const res = await request(app)
        .post('/user/register/resend')
        .set(await asVisitor())
        .send(body);

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual([{ property: 'email', message: expect.any(String) }]);
    },
  );
});
