import request from 'supertest';
import type { Express } from 'express';
import { dropTestDatabase, internalHeaders } from '@hfl/kit/testing';
import { hashToken, issueToken, Token } from '../../models/token';
import { Notification } from '../../models/notification';
import { User, type UserDocument } from '../../models/user';
import { createUser, TEST_PASSWORD } from '../../testing/factories';
import { as, asVisitor, databaseState, emailsTo, PUBLIC_URL, startAccounts, tokenFrom } from '../../testing/support';

let app: Express;

beforeAll(async () => {
  app = await startAccounts('accounts_email_change', { EMAIL_CHANGE_REQUEST_LIMIT: '3', LOGIN_FAILURE_LIMIT: '3' });
});

afterAll(async () => {
  await dropTestDatabase();
});

let counter = 0;
const freshAddress = () => `new-address-${++counter}-${Date.now()}@example.com`;

/** Asks for a change with the right current password unless the body says otherwise. */
const requestChange = async (user: UserDocument, body: Record<string, unknown>) =>
  request(app)
    .post('/users/me/email-change/request')
    .set(await as(user))
    .send({ currentPassword: TEST_PASSWORD, ...body });
const confirmChange = async (user: UserDocument, body: unknown, locale: 'en' | 'hu' = 'en') =>
  request(app)
    .post('/users/me/email-change')
    .set(await as(user, locale))
    .send(body as object);

/** Requests a change to `newEmail` and returns the token of the link sent there. */
async function changeToken(user: UserDocument, newEmail: string): Promise<string> {
  await requestChange(user, { newEmail });
  return tokenFrom((await emailsTo(newEmail, 'emailChange')).at(-1)!, '/change-email/');
}

describe('POST /users/me/email-change/request', () => {
  it('when the new address is free, then 202 and a 24-hour link goes to the NEW address only', async () => {
    const user = await createUser({ locale: 'hu', firstName: 'Zsófi' });
    const newEmail = freshAddress();

    const res = await requestChange(user, { newEmail: newEmail.toUpperCase() });

    expect(res.status).toBe(202);
    const [email, ...more] = await emailsTo(newEmail);
    expect(more).toHaveLength(0);
    expect(email).toMatchObject({ template: 'emailChange', locale: 'hu' });
    expect(email!.text).toContain('Zsófi');
    const token = tokenFrom(email!, '/change-email/');
    const stored = await Token.findOne({ tokenHash: hashToken(token) });
    expect(stored).toMatchObject({ type: 'emailChange', data: { newEmail } });
    expect(String(stored!.userId)).toBe(user.id);
    const hours = (stored!.expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);
    expect(await emailsTo(user.email)).toHaveLength(0);
    expect((await User.findById(user.id))?.email).toBe(user.email);
  });

  it('when the new address is taken, then the same 202, a short notice to that address and no link anywhere', async () => {
    const user = await createUser();
    const owner = await createUser();
    const free = await requestChange(user, { newEmail: freshAddress() });

    const taken = await requestChange(user, { newEmail: owner.email });

    expect({ status: taken.status, body: taken.body, text: taken.text }).toEqual({
      status: free.status,
      body: free.body,
      text: free.text,
    });
    const [notice, ...more] = await emailsTo(owner.email);
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ template: 'emailChangeConflict' });
    expect(notice!.text).not.toMatch(/change-email\//);
    expect(await Token.countDocuments({ userId: user._id, 'data.newEmail': owner.email })).toBe(0);
  });

  it('when the new address is the current one, then 400 on newEmail', async () => {
    const user = await createUser();

    const res = await requestChange(user, { newEmail: user.email });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'newEmail', message: 'This is already your e-mail address' },
    ]);
  });

  it('when a new link is asked for, then the earlier one stops working', async () => {
    const user = await createUser();
    const first = await changeToken(user, freshAddress());
    const secondAddress = freshAddress();
    const second = await changeToken(user, secondAddress);

    expect((await confirmChange(user, { emailChangeToken: first })).status).toBe(400);
    expect((await confirmChange(user, { emailChangeToken: second })).status).toBe(200);
    expect((await User.findById(user.id))?.email).toBe(secondAddress);
  });

  it('when one account asks too often, then 429', async () => {
    const user = await createUser();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await requestChange(user, { newEmail: freshAddress() })).status);

    expect(statuses).toEqual([202, 202, 202, 429]);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['nothing', {}, 'Please input your new e-mail'],
    ['a malformed address', { newEmail: 'nope@' }, 'E-mail format is incorrect'],
    ['an operator', { newEmail: { $ne: null } }, 'Please input your new e-mail'],
  ])('when sent with %s, then 400 and the database unchanged', async (_what, body, message) => {
    const user = await createUser();
    const before = await databaseState();

    const res = await requestChange(user, body);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'newEmail', message }]);
    expect(await databaseState()).toEqual(before);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no current password', { currentPassword: undefined }, 'Please input your current password'],
    ['a wrong current password', { currentPassword: 'Not-My-Password-1' }, 'Your current password is incorrect'],
  ])(
    'when sent with %s, then 400 on currentPassword, no link goes out and nothing changes',
    async (_what, body, message) => {
      const user = await createUser();
      const newEmail = freshAddress();
      const before = await databaseState();

      const res = await requestChange(user, { newEmail, ...body });

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual([{ property: 'currentPassword', message }]);
      expect(await databaseState()).toEqual(before);
    },
  );

  it('when the current password is guessed too often, then 429 even for the right one, and login is limited too', async () => {
    const user = await createUser();
    for (let i = 0; i < 3; i++)
      await requestChange(user, { newEmail: freshAddress(), currentPassword: `Guess-Number-${i}` });

    const res = await requestChange(user, { newEmail: freshAddress() });
    const login = await request(app)
      .post('/auth')
      .set(await internalHeaders({ service: 'bff' }))
      .send({ username: user.email, password: TEST_PASSWORD });

    expect(res.status).toBe(429);
    expect(login.status).toBe(429);
    expect(await Token.countDocuments({ userId: user._id })).toBe(0);
  });

  it('when a visitor asks, then 401', async () => {
    const res = await request(app)
      .post('/users/me/email-change/request')
      .set(await asVisitor())
      .send({ newEmail: freshAddress() });

    expect(res.status).toBe(401);
  });
});

describe('POST /users/me/email-change', () => {
  it('when the owner follows the link, then the address switches, the session user comes back and the old address is told', async () => {
    const user = await createUser({ firstName: 'Ádám', lastName: 'Kiss' });
    const newEmail = freshAddress();
    const token = await changeToken(user, newEmail);

    const res = await confirmChange(user, { emailChangeToken: token });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: user.id, email: newEmail, name: 'Ádám Kiss', roles: ['USER'], locale: 'en' });
    expect((await User.findById(user.id))?.email).toBe(newEmail);
    const [notice, ...more] = await emailsTo(user.email, 'emailChanged');
    expect(more).toHaveLength(0);
    expect(notice).toMatchObject({ locale: 'en', subject: 'Your HFL Fantasy e-mail address has changed' });
    expect(notice!.text).toContain(`was changed to ${newEmail} on `);
    expect(notice!.text).toContain(`Reset my password:\n${PUBLIC_URL}/reset-password\n`);
    expect(await emailsTo(newEmail, 'emailChanged')).toHaveLength(0);
    const notifications = await Notification.find({ userId: user._id });
    expect(notifications.map((n) => ({ type: n.type, kind: n.kind, name: n.params?.name }))).toEqual([
      { type: 'PROFILE', kind: 'emailChanged', name: newEmail },
    ]);
    const bff = await internalHeaders({ service: 'bff' });
    expect(
      (await request(app).post('/auth').set(bff).send({ username: newEmail, password: TEST_PASSWORD })).status,
    ).toBe(200);
    expect(
      (await request(app).post('/auth').set(bff).send({ username: user.email, password: TEST_PASSWORD })).status,
    ).toBe(401);
  });

  it('when a Hungarian user changes the address, then the notice to the old address is in Hungarian', async () => {
    const user = await createUser({ locale: 'hu' });
    const newEmail = freshAddress();

    expect((await confirmChange(user, { emailChangeToken: await changeToken(user, newEmail) })).status).toBe(200);

    const [notice] = await emailsTo(user.email, 'emailChanged');
    expect(notice).toMatchObject({ locale: 'hu', subject: 'Megváltozott a HFL Fantasy-fiókod e-mail-címe' });
    expect(notice!.text).toContain(`ekkor erre változott: ${newEmail}`);
  });

  it('when the link is used twice, or twice at once, then exactly one switch', async () => {
    const user = await createUser();
    const token = await changeToken(user, freshAddress());

    const answers = await Promise.all([
      confirmChange(user, { emailChangeToken: token }),
      confirmChange(user, { emailChangeToken: token }),
    ]);
    const later = await confirmChange(user, { emailChangeToken: token }, 'hu');

    expect(answers.map((r) => r.status).sort()).toEqual([200, 400]);
    expect(later.status).toBe(400);
    expect(later.body.error.message).toBe(
      'Ez az e-mail-cím-módosító link érvénytelen, lejárt vagy már felhasználták. Kérj egy újat.',
    );
    expect(await emailsTo(user.email, 'emailChanged')).toHaveLength(1);
  });

  it("when another user presents someone's link, then 400 and the owner can still use it", async () => {
    const owner = await createUser();
    const intruder = await createUser();
    const newEmail = freshAddress();
    const token = await changeToken(owner, newEmail);

    const stolen = await confirmChange(intruder, { emailChangeToken: token });
    const rightful = await confirmChange(owner, { emailChangeToken: token });

    expect(stolen.status).toBe(400);
    expect((await User.findById(intruder.id))?.email).toBe(intruder.email);
    expect(rightful.status).toBe(200);
    expect((await User.findById(owner.id))?.email).toBe(newEmail);
  });

  it('when the link is older than 24 hours, then 400 and nothing changes', async () => {
    const user = await createUser();
    const token = await changeToken(user, freshAddress());
    await Token.updateOne({ tokenHash: hashToken(token) }, { $set: { expiresAt: new Date(Date.now() - 1) } });

    const res = await confirmChange(user, { emailChangeToken: token });

    expect(res.status).toBe(400);
    expect((await User.findById(user.id))?.email).toBe(user.email);
  });

  it('when the address was registered by someone else after the link was sent, then 409 and both accounts keep theirs', async () => {
    const user = await createUser();
    const newEmail = freshAddress();
    const token = await changeToken(user, newEmail);
    const quicker = await createUser({ email: newEmail });

    const res = await confirmChange(user, { emailChangeToken: token });

    expect(res.status).toBe(409);
    expect(res.body.error).toEqual({ code: 'conflict', message: 'This e-mail address is already registered' });
    expect((await User.findById(user.id))?.email).toBe(user.email);
    expect((await User.findById(quicker.id))?.email).toBe(newEmail);
  });

  it('when two users confirm links for the same address at once, then only one gets it', async () => {
    const first = await createUser();
    const second = await createUser();
    const newEmail = freshAddress();
    const firstToken = await issueToken('emailChange', first._id, { newEmail });
    const secondToken = await issueToken('emailChange', second._id, { newEmail });

    const answers = await Promise.all([
      confirmChange(first, { emailChangeToken: firstToken }),
      confirmChange(second, { emailChangeToken: secondToken }),
    ]);

    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await User.countDocuments({ email: newEmail })).toBe(1);
  });

  it('when the address changed, then a password reset link sent to the old address is dead', async () => {
    const user = await createUser();
    const reset = await issueToken('reset', user._id);
    const token = await changeToken(user, freshAddress());

    await confirmChange(user, { emailChangeToken: token });

    expect((await Token.findOne({ tokenHash: hashToken(reset) }))?.usedAt).toBeInstanceOf(Date);
  });

  it.each([[{}], [{ emailChangeToken: 'abc' }], [{ emailChangeToken: { $ne: null } }], [{ emailChangeToken: ['x'] }]])(
    'when sent %j, then 400 with the invalid-link message and the database unchanged',
    async (body) => {
      const user = await createUser();
      const before = await databaseState();

      const res = await confirmChange(user, body);

      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe(
        'This e-mail change link is invalid, has expired or has already been used. Please request a new one.',
      );
      expect(await databaseState()).toEqual(before);
    },
  );
});
