import { randomUUID } from 'node:crypto';
import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { ROLES, type BulkMessagePreview } from '@hfl/contracts';
import { dropTestDatabase } from '@hfl/kit/testing';
import { runBulkSend } from '../../bulk-messages/deliver';
import { outboxTransport } from '../../mail/transports';
import { Email } from '../../models/email';
import { BulkDelivery, BulkSend, BulkSendKey } from '../../models/bulk-send';
import { EmailTemplateModel } from '../../models/email-template';
import { User } from '../../models/user';
import { createUser } from '../../testing/factories';
import type { UserDocument } from '../../models/user';
import { as, asVisitor, PUBLIC_URL, startAccounts } from '../../testing/support';

let app: Express;

beforeAll(async () => {
  app = await startAccounts('accounts_bulk_messages');
  await Promise.all([BulkSend.init(), BulkDelivery.init(), EmailTemplateModel.init()]);
});

afterAll(async () => {
  await dropTestDatabase();
});

beforeEach(async () => {
  await Promise.all([
    User.deleteMany({}),
    Email.deleteMany({}),
    BulkSend.deleteMany({}),
    BulkDelivery.deleteMany({}),
    BulkSendKey.deleteMany({}),
  ]);
});

const owner = () => createUser({ roles: [ROLES.USER, ROLES.SUPER_ADMIN] });
/** A send's idempotency key, as the page makes one per send. */
const key = () => randomUUID();

const TEMPLATE = {
  title: 'Kick-off',
  translations: [
    { language: 'en', subject: 'Hello {{firstName}}', body: '<p>Dear {{name}}, the <em>season</em> starts.</p>' },
    { language: 'hu', subject: 'Szia {{firstName}}', body: '<p>Kedves {{lastName}}, kezdődik a szezon.</p>' },
  ],
};

describe('POST /owner/messages/send?preview=1', () => {
  it('when previewed, then each language is rendered with the first chosen user of that language, in the e-mail frame', async () => {
    const [anna, bela, csilla] = [
      await createUser({ firstName: 'Anna', lastName: 'Smith', locale: 'en' }),
      await createUser({ firstName: 'Béla', lastName: 'Nagy', locale: 'hu' }),
      await createUser({ firstName: 'Csilla', lastName: 'Tóth', locale: 'hu' }),
    ];

    const res = await request(app)
      .post('/owner/messages/send?preview=1')
      .set(await as(await owner()))
      .send({ ...TEMPLATE, users: [anna.id, bela.id, csilla.id] });

    expect(res.status).toBe(200);
    const [en, hu] = res.body as BulkMessagePreview[];
    expect([en!.language, en!.subject, hu!.language, hu!.subject]).toEqual(['en', 'Hello Anna', 'hu', 'Szia Béla']);
    expect(en!.body).toContain('Dear Anna Smith, the <em>season</em> starts.');
    expect(hu!.body).toContain('Kedves Nagy, kezdődik a szezon.');
    expect(hu!.body).toContain('<html lang="hu">');
    expect(hu!.body).toContain(`${PUBLIC_URL}/api/unsubscribe/`);
    expect(await BulkSend.countDocuments()).toBe(0);
    expect(await Email.countDocuments()).toBe(0);
  });

  it('when no chosen user speaks a language, then that language is rendered with the first chosen user', async () => {
    const anna = await createUser({ firstName: 'Anna', lastName: 'Smith', locale: 'en' });

    const res = await request(app)
      .post('/owner/messages/send?preview=1')
      .set(await as(await owner()))
      .send({ ...TEMPLATE, users: [anna.id] });

    expect(res.body[1]).toEqual({
      language: 'hu',
      subject: 'Szia Anna',
      body: expect.stringContaining('Kedves Smith,'),
    });
  });
});

describe('POST /owner/messages/send', () => {
  it('when sent, then 202 with the accepted count, deleted accounts are left out and counted, and the job delivers each once', async () => {
    const alive = [
      await createUser({ locale: 'en', newsletter: true }),
      await createUser({ locale: 'hu', newsletter: true }),
    ];
    const gone = await createUser({ deletedAt: new Date() });
    const unknown = new mongoose.Types.ObjectId().toHexString();
    const me = await owner();

    const res = await request(app)
      .post('/owner/messages/send')
      .set(await as(me))
      .send({
        ...TEMPLATE,
        users: [alive[0]!.id, gone.id, alive[1]!.id, unknown, alive[0]!.id],
        idempotencyKey: key(),
      });

    expect(res.status).toBe(202);
    expect(res.body).toEqual({
      nbSentMessages: 2,
      nbSkipped: 2,
      sendId: expect.stringMatching(/^[0-9a-f]{24}$/),
      repeated: false,
    });
    const send = await BulkSend.findById(res.body.sendId);
    expect(send!.recipients.map(String)).toEqual([alive[0]!.id, alive[1]!.id]);
    expect(send!.createdBy.toHexString()).toBe(me.id);
    expect(send!.translations.map((t) => t.subject)).toEqual(['Hello {{firstName}}', 'Szia {{firstName}}']);

    const progress = () => request(app).get(`/owner/messages/sends/${res.body.sendId}`).set(asOwner);
    const asOwner = await as(me);
    expect((await progress()).body).toEqual({ total: 2, sent: 0, failed: 0, remaining: 2, done: false });

    await runBulkSend(res.body.sendId, { transport: outboxTransport, publicUrl: PUBLIC_URL });

    expect((await progress()).body).toEqual({ total: 2, sent: 2, failed: 0, remaining: 0, done: true });
    expect(await Email.countDocuments({ to: alive[0]!.email, locale: 'en' })).toBe(1);
    expect(await Email.countDocuments({ to: alive[1]!.email, locale: 'hu' })).toBe(1);
  });

  it('when every chosen account is deleted, then 400 and no send', async () => {
    const gone = await createUser({ deletedAt: new Date() });

    const res = await request(app)
      .post('/owner/messages/send')
      .set(await as(await owner()))
      .send({ ...TEMPLATE, users: [gone.id], idempotencyKey: key() });

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(
      'None of the chosen users can receive e-mail any more (their accounts were deleted)',
    );
    expect(await BulkSend.countDocuments()).toBe(0);
  });

  it.each([
    ['no recipients', (_id: string) => ({ ...TEMPLATE, users: [] }), 'users', 'Choose at least one recipient'],
    [
      'a malformed recipient id',
      (_id: string) => ({ ...TEMPLATE, users: ['nope'] }),
      'users[0]',
      'Invalid data provided',
    ],
    [
      'no subject',
      (id: string) => ({
        ...TEMPLATE,
        translations: [{ ...TEMPLATE.translations[0], subject: ' ' }, TEMPLATE.translations[1]],
        users: [id],
      }),
      'translations[0].subject',
      'Subject is required',
    ],
    [
      'a body with nothing to read',
      (id: string) => ({
        ...TEMPLATE,
        translations: [TEMPLATE.translations[0], { ...TEMPLATE.translations[1], body: '<p><br></p>' }],
        users: [id],
      }),
      'translations[1].body',
      'Body is required',
    ],
  ])('when the payload has %s, then 400 on the field', async (_case, body, property, message) => {
    const user = await createUser();

    const res = await request(app)
      .post('/owner/messages/send')
      .set(await as(await owner()))
      .send({ ...body(user.id as string), idempotencyKey: key() });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual(expect.arrayContaining([expect.objectContaining({ property, message })]));
    expect(await BulkSend.countDocuments()).toBe(0);
  });
});

describe('a send is started once per key', () => {
  const send = async (users: string[], idempotencyKey: string | undefined, me: UserDocument) =>
    request(app)
      .post('/owner/messages/send')
      .set(await as(me))
      .send({ ...TEMPLATE, users, ...(idempotencyKey ? { idempotencyKey } : {}) });

  it('when the same send comes twice with its key (a double click, a retry after a timeout), then one send, answered again as repeated', async () => {
    const [anna, me] = [await createUser({ newsletter: true }), await owner()];
    const sendKey = key();

    const [first, second] = await Promise.all([send([anna.id], sendKey, me), send([anna.id], sendKey, me)]);
    const third = await send([anna.id], sendKey, me);

    expect([first.status, second.status].sort()).toEqual([200, 202]);
    expect(third.status).toBe(200);
    expect(third.body).toMatchObject({ nbSentMessages: 1, repeated: true, sendId: first.body.sendId });
    expect(second.body.sendId).toBe(first.body.sendId);
    expect(await BulkSend.countDocuments()).toBe(1);
  });

  it('when another key comes, then it is another send', async () => {
    const [anna, me] = [await createUser({ newsletter: true }), await owner()];

    const [one, other] = [await send([anna.id], key(), me), await send([anna.id], key(), me)];

    expect(one.body.sendId).not.toBe(other.body.sendId);
    expect(await BulkSend.countDocuments()).toBe(2);
  });

  it('when a send has no key, or a malformed one, then 400 and nothing is sent; a preview needs none', async () => {
    const [anna, me] = [await createUser(), await owner()];

    const without = await send([anna.id], undefined, me);
    const malformed = await send([anna.id], 'short', me);
    const preview = await request(app)
      .post('/owner/messages/send?preview=1')
      .set(await as(me))
      .send({ ...TEMPLATE, users: [anna.id] });

    expect([without.status, malformed.status, preview.status]).toEqual([400, 400, 200]);
    expect(without.body.error.violations).toEqual([expect.objectContaining({ property: 'idempotencyKey' })]);
    expect(await BulkSend.countDocuments()).toBe(0);
  });

  it('when a key found no recipients, then it may be sent again once there are some', async () => {
    const [gone, anna, me] = [await createUser({ deletedAt: new Date() }), await createUser(), await owner()];
    const sendKey = key();

    expect((await send([gone.id], sendKey, me)).status).toBe(400);
    const again = await send([anna.id], sendKey, me);

    expect(again.status).toBe(202);
    expect(again.body.repeated).toBe(false);
  });
});

describe('GET /owner/messages/sends', () => {
  it('when the owner opens the list, then the latest sends come newest first, each with its progress', async () => {
    const [anna, bence, me] = [await createUser({ newsletter: true }), await createUser(), await owner()];
    const older = await request(app)
      .post('/owner/messages/send')
      .set(await as(me))
      .send({ ...TEMPLATE, title: 'October news', users: [anna.id], idempotencyKey: key() });
    await runBulkSend(older.body.sendId, { transport: outboxTransport, publicUrl: PUBLIC_URL });
    await request(app)
      .post('/owner/messages/send')
      .set(await as(me))
      .send({ ...TEMPLATE, title: 'November news', users: [anna.id, bence.id], idempotencyKey: key() });

    const res = await request(app)
      .get('/owner/messages/sends')
      .set(await as(me));

    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.map((s: { title: string }) => s.title).slice(0, 2)).toEqual(['November news', 'October news']);
    expect(res.body[0]).toMatchObject({ total: 2, sent: 0, remaining: 2, done: false });
    expect(res.body[1]).toMatchObject({ total: 1, sent: 1, failed: 0, unsubscribed: 0, remaining: 0, done: true });
    expect(res.body[1].createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});

describe('bulk messages: who may', () => {
  it.each([
    ['POST', '/owner/messages/send'],
    ['POST', '/owner/messages/send?preview=1'],
    ['GET', `/owner/messages/sends/${new mongoose.Types.ObjectId().toHexString()}`],
    ['GET', '/owner/messages/sends'],
  ] as const)('when a visitor or a user calls %s %s, then 401 / 403 and no send is stored', async (method, path) => {
    const user = await createUser();
    const call = () => (method === 'GET' ? request(app).get(path) : request(app).post(path));

    const visitor = await call()
      .set(await asVisitor())
      .send({ ...TEMPLATE, users: [user.id] });
    const player = await call()
      .set(await as(user))
      .send({ ...TEMPLATE, users: [user.id] });

    expect(visitor.status).toBe(401);
    expect(player.status).toBe(403);
    expect(await BulkSend.countDocuments()).toBe(0);
  });

  it('when the owner asks for an unknown or malformed send, then 404', async () => {
    const headers = await as(await owner());
    for (const id of [new mongoose.Types.ObjectId().toHexString(), 'x']) {
      const res = await request(app).get(`/owner/messages/sends/${id}`).set(headers);
      expect(res.status).toBe(404);
    }
  });
});
