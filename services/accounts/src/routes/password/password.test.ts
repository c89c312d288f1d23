import bcrypt from 'bcrypt';
import request from 'supertest';
import type { Express } from 'express';
import { dropTestDatabase, internalHeaders } from '@hfl/kit/testing';
import { hashToken, issueToken, Token } from '../../models/token';
import { Notification } from '../../models/notification';
import { User, type UserDocument } from '../../models/user';
import { createUser, TEST_PASSWORD } from '../../testing/factories';
import {
  as,
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
  app = await startAccounts('accounts_password', { RESET_REQUEST_LIMIT: '3', LOGIN_FAILURE_LIMIT: '3' });
});

afterAll(async () => {
  // Reset e-mails are queued after the answer: let the last ones land before the database goes.
  await sleep(200);
  await dropTestDatabase();
});

const requestReset = async (body: unknown, locale: 'en' | 'hu' = 'en') =>
  request(app)
    .post('/users/password-reset/request')
    .set(await asVisitor(locale))
    .send(body as object);
const resetPassword = async (body: unknown) =>
  request(app)
    .post('/users/reset-password')
    .set(await asVisitor())
    .send(body as object);
const login = async (username: string, password: string) =>
  request(app)
    .post('/auth')
    .set(await internalHeaders({ service: 'bff' }))
    .send({ username, password });

/** Asks for a reset link and returns its token. */
async function resetTokenFor(user: UserDocument): Promise<string> {
  const before = (await emailsTo(user.email, 'passwordReset')).length;
  await requestReset({ email: user.email });
  for (let i = 0; i < 100 && (await emailsTo(user.email, 'passwordReset')).length === before; i++) await sleep(50);
  return tokenFrom((await emailsTo(user.email, 'passwordReset')).at(-1)!, '/reset-password/');
}

describe('POST /users/password-reset/request', () => {
  it('when a confirmed user asks, then 202 and a reset link valid for an hour goes out in their language', async () => {
    const user = await createUser({ locale: 'hu', firstName: 'Gábor' });

    const res = await requestReset({ email: `  ${user.email.toUpperCase()} ` });

    expect(res.status).toBe(202);
    expect(res.text).toBe('');
    const email = await waitForEmail(user.email, 'passwordReset');
    expect(email).toMatchObject({ locale: 'hu' });
    expect(email.text).toContain('Gábor');
    const token = tokenFrom(email, '/reset-password/');
    const stored = await Token.findOne({ tokenHash: hashToken(token) });
    expect(stored).toMatchObject({ type: 'reset', usedAt: null });
    const minutes = (stored!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it('when the address is unknown, unconfirmed or deleted, then the very same answer and no e-mail', async () => {
    const known = await createUser();
    const unconfirmed = await createUser({ confirmedAt: null });
    const deleted = await createUser({ deletedAt: new Date() });

    const answers = [
      await requestReset({ email: known.email }),
      await requestReset({ email: 'nobody-here@example.com' }),
      await requestReset({ email: unconfirmed.email }),
      await requestReset({ email: deleted.email }),
    ];

    const shape = (r: request.Response) => ({
      status: r.status,
      body: r.body,
      text: r.text,
      type: r.headers['content-type'],
    });
    for (const answer of answers.slice(1)) expect(shape(answer)).toEqual(shape(answers[0]!));
    await waitForEmail(known.email, 'passwordReset');
    await sleep(300);
    expect(await emailsTo('nobody-here@example.com')).toHaveLength(0);
    expect(await emailsTo(unconfirmed.email)).toHaveLength(0);
    expect(await emailsTo(deleted.email)).toHaveLength(0);
  });

  it('when one address is asked for too often, then 429 for known and unknown addresses alike', async () => {
    const user = await createUser();
    const statuses = async (email: string) => {
      const result: number[] = [];
      for (let i = 0; i < 4; i++) result.push((await requestReset({ email })).status);
      return result;
    };

    const known = await statuses(user.email);
    const unknown = await statuses('stranger-429@example.com');

    expect(known).toEqual([202, 202, 202, 429]);
    expect(unknown).toEqual(known);
    // The links are queued after the answers: wait for the three, then none more came of the refused fourth.
    for (let i = 0; i < 200 && (await emailsTo(user.email, 'passwordReset')).length < 3; i++) await sleep(50);
    expect(await emailsTo(user.email, 'passwordReset')).toHaveLength(3);
    const limited = await requestReset({ email: user.email }, 'hu');
    expect(limited.body).toEqual({
      error: { code: 'rate_limited', message: 'Túl sok próbálkozás. Várj néhány percet, majd próbáld újra.' },
    });
  });

  it.each<[string, unknown, string]>([
    ['no e-mail', {}, "You didn't fill in your e-mail"],
    ['a malformed e-mail', { email: 'not-an-address' }, 'E-mail format is incorrect'],
    ['an operator', { email: { $ne: null } }, "You didn't fill in your e-mail"],
    ['a regex operator', { email: { $regex: '.*' } }, "You didn't fill in your e-mail"],
  ])('when sent with %s, then 400 and nothing is stored', async (_what, body, message) => {
    await createUser();
    await sleep(100);
    const before = await databaseState();

    const res = await requestReset(body);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'email', message }]);
    await sleep(100);
    expect(await databaseState()).toEqual(before);
  });
});

describe('POST /users/reset-password', () => {
  it('when the link is used, then the password changes, the token is used up and other reset links die', async () => {
    const user = await createUser();
    const first = await resetTokenFor(user);
    const second = await resetTokenFor(user);

    const res = await resetPassword({ resetPasswordToken: second, newPassword: 'Brand-New-Pass-1' });

    expect(res.status).toBe(204);
    expect(res.headers['x-account-id']).toBe(user.id);
    const stored = await User.findById(user.id);
    expect(await bcrypt.compare('Brand-New-Pass-1', stored!.passwordHash!)).toBe(true);
    expect((await login(user.email, 'Brand-New-Pass-1')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);

    const again = await resetPassword({ resetPasswordToken: second, newPassword: 'Another-Pass-22' });
    const older = await resetPassword({ resetPasswordToken: first, newPassword: 'Another-Pass-22' });
    for (const r of [again, older]) {
      expect(r.status).toBe(400);
      expect(r.body.error).toEqual({
        code: 'input_invalid',
        message: 'This password reset link is invalid, has expired or has already been used. Please request a new one.',
        violations: [
          {
            property: 'resetPasswordToken',
            message:
              'This password reset link is invalid, has expired or has already been used. Please request a new one.',
          },
        ],
      });
    }
    expect((await login(user.email, 'Brand-New-Pass-1')).status).toBe(200);
  });

  it.each<[string, string, string]>([
    [
      '73 bytes',
      `Brand-New-${'x'.repeat(63)}`,
      'Please input at most 72 characters; an accented letter or another special character counts as two or more',
    ],
    [
      '37 accented letters',
      'é'.repeat(37),
      'Please input at most 72 characters; an accented letter or another special character counts as two or more',
    ],
    [
      'a common one',
      'Password1',
      'This password is one of the most common ones and easy to guess, please choose another',
    ],
    [
      'a common one in capitals',
      'QWERTY123',
      'This password is one of the most common ones and easy to guess, please choose another',
    ],
  ])(
    'when the new password is %s, then 400 on newPassword, the password stays and the link still works',
    async (_what, newPassword, message) => {
      const user = await createUser();
      const token = await resetTokenFor(user);

      const res = await resetPassword({ resetPasswordToken: token, newPassword });

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual([{ property: 'newPassword', message }]);
      expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
      expect((await resetPassword({ resetPasswordToken: token, newPassword: 'Brand-New-Pass-1' })).status).toBe(204);
    },
  );

  it("when the password is reset, then one PROFILE notification and one notice in the user's language to the account", async () => {
    const user = await createUser({ locale: 'hu' });
    const token = await resetTokenFor(user);

    expect((await resetPassword({ resetPasswordToken: token, newPassword: 'Brand-New-Pass-1' })).status).toBe(204);

    const notifications = await Notification.find({ userId: user._id });
    expect(notifications.map((n) => ({ type: n.type, kind: n.kind, isViewed: n.isViewed }))).toEqual([
      { type: 'PROFILE', kind: 'passwordReset', isViewed: false },
    ]);
    const [notice, ...more] = await emailsTo(user.email, 'passwordResetDone');
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ locale: 'hu', subject: 'Új jelszót kapott a HFL Fantasy-fiókod' });
    expect(notice!.text).toContain(`${PUBLIC_URL}/reset-password\n`);
    // When, as Hungarians write it: "2026. november 23. 10:45 CET".
    expect(notice!.text).toMatch(/\(\d{4}\. \p{L}+ \d{1,2}\. \d{1,2}:\d{2} \S+\)/u);
  });

  it('when two resets with one link race, then exactly one succeeds', async () => {
    const user = await createUser();
    const token = await resetTokenFor(user);

    const answers = await Promise.all([
      resetPassword({ resetPasswordToken: token, newPassword: 'Racer-Number-One' }),
      resetPassword({ resetPasswordToken: token, newPassword: 'Racer-Number-Two' }),
    ]);

    expect(answers.map((r) => r.status).sort()).toEqual([204, 400]);
    const winner = answers[0]!.status === 204 ? 'Racer-Number-One' : 'Racer-Number-Two';
    expect((await login(user.email, winner)).status).toBe(200);
  });

  it('when the link is older than an hour, then 400 and the password stays', async () => {
    const user = await createUser();
    const token = await resetTokenFor(user);
    await Token.updateOne({ tokenHash: hashToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1) } });

    const res = await resetPassword({ resetPasswordToken: token, newPassword: 'Too-Late-Pass-1' });

    expect(res.status).toBe(400);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('when a confirmation token is used to reset, then it is refused', async () => {
    const user = await createUser();
    const token = await issueToken('confirm', user._id);

    const res = await resetPassword({ resetPasswordToken: token, newPassword: 'Wrong-Kind-Pass' });

    expect(res.status).toBe(400);
  });

  it('when the account was deleted after the link was sent, then the link is dead', async () => {
    const user = await createUser();
    const token = await resetTokenFor(user);
    await User.updateOne({ _id: user._id }, { $set: { deletedAt: new Date(), passwordHash: null } });

    const res = await resetPassword({ resetPasswordToken: token, newPassword: 'Ghost-Password-1' });

    expect(res.status).toBe(400);
    expect((await User.findById(user.id))?.passwordHash).toBeNull();
  });

  it('when an account was locked by failed logins, then a reset lets the owner in at once', async () => {
    const user = await createUser();
    for (let i = 0; i < 4; i++) await login(user.email, 'Wrong-Guess-123');
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(429);

    const token = await resetTokenFor(user);
    await resetPassword({ resetPasswordToken: token, newPassword: 'Fresh-Start-77' });

    expect((await login(user.email, 'Fresh-Start-77')).status).toBe(200);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'no token',
      { resetPasswordToken: undefined },
      'resetPasswordToken',
      'This password reset link is invalid, has expired or has already been used. Please request a new one.',
    ],
    [
      'an operator token',
      { resetPasswordToken: { $ne: null } },
      'resetPasswordToken',
      'This password reset link is invalid, has expired or has already been used. Please request a new one.',
    ],
    ['a short password', { newPassword: 'short' }, 'newPassword', 'Please input at least 8 characters'],
    ['no password', { newPassword: '' }, 'newPassword', 'Please input new password'],
    ['an operator password', { newPassword: { $gt: '' } }, 'newPassword', 'Please input new password'],
  ])('when sent with %s, then 400 and the database unchanged', async (_what, change, property, message) => {
    const user = await createUser();
    const token = await resetTokenFor(user);
    const before = await databaseState();

    const res = await resetPassword({ resetPasswordToken: token, newPassword: 'Valid-Password-1', ...change });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toContainEqual({ property, message });
    expect(await databaseState()).toEqual(before);
  });
});

describe('POST /users/me/change-password', () => {
  const change = async (user: UserDocument, body: unknown) =>
    request(app)
      .post('/users/me/change-password')
      .set(await as(user))
      .send(body as object);

  it('when the current password is right, then the new one works, the old one does not, and reset links die', async () => {
    const user = await createUser();
    const pendingReset = await resetTokenFor(user);

    const res = await change(user, { oldPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-42' });

    expect(res.status).toBe(204);
    expect((await login(user.email, 'Changed-Pass-42')).status).toBe(200);
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(401);
    expect((await resetPassword({ resetPasswordToken: pendingReset, newPassword: 'Sneaky-Pass-99' })).status).toBe(400);
  });

  it("when the password is changed, then one PROFILE notification and one English notice to the account's address", async () => {
    const user = await createUser({ firstName: 'Gergő' });

    expect((await change(user, { oldPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-42' })).status).toBe(204);

    const notifications = await Notification.find({ userId: user._id });
    expect(notifications.map((n) => ({ type: n.type, kind: n.kind }))).toEqual([
      { type: 'PROFILE', kind: 'passwordChanged' },
    ]);
    const [notice, ...more] = await emailsTo(user.email, 'passwordChanged');
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ locale: 'en', subject: 'Your HFL Fantasy password has changed' });
    expect(notice!.text).toContain('Hi Gergő,');
    expect(notice!.text).toContain("If it wasn't, reset your password right away");
    expect(notice!.text).toContain(`Reset my password:\n${PUBLIC_URL}/reset-password\n`);
  });

  it('when the current password is wrong, then 400 with a violation on oldPassword and nothing changes', async () => {
    const user = await createUser();
    const before = await databaseState();

    const res = await change(user, { oldPassword: 'Not-My-Password', newPassword: 'Changed-Pass-42' });

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Invalid data provided',
      violations: [{ property: 'oldPassword', message: 'Your current password is incorrect' }],
    });
    expect((await databaseState()).users).toEqual(before.users);
  });

  it('when the current password is guessed too often, then 429 even for the right one', async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++)
      await change(user, { oldPassword: `Guess-Number-${i}`, newPassword: 'Changed-Pass-42' });

    const res = await change(user, { oldPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-42' });

    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('rate_limited');
    expect((await login(user.email, 'Changed-Pass-42')).status).not.toBe(200);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no current password', { oldPassword: '' }, 'oldPassword', 'Please input your current password'],
    [
      'an operator as current password',
      { oldPassword: { $ne: null } },
      'oldPassword',
      'Please input your current password',
    ],
    ['no new password', { newPassword: undefined }, 'newPassword', 'Please input new password'],
    ['a short new password', { newPassword: 'abc' }, 'newPassword', 'Please input at least 8 characters'],
    [
      'a new password of 73 bytes',
      { newPassword: `Changed-${'ä'.repeat(32)}x` },
      'newPassword',
      'Please input at most 72 characters; an accented letter or another special character counts as two or more',
    ],
    [
      'a common new password',
      { newPassword: 'pAsSwOrD1' },
      'newPassword',
      'This password is one of the most common ones and easy to guess, please choose another',
    ],
  ])('when sent with %s, then 400 with the spec message', async (_what, fields, property, message) => {
    const user = await createUser();

    const res = await change(user, { oldPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-42', ...fields });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toContainEqual({ property, message });
    expect((await login(user.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('when a visitor tries, then 401', async () => {
    const res = await request(app)
      .post('/users/me/change-password')
      .set(await asVisitor())
      .send({ oldPassword: TEST_PASSWORD, newPassword: 'Changed-Pass-42' });

    expect(res.status).toBe(401);
  });
});
