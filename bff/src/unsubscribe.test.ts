import { randomBytes } from 'node:crypto';
import { MongoClient, ObjectId } from 'mongodb';
import { startStack, type Stack } from './testing/stack';

let stack: Stack;
let db: MongoClient;

beforeAll(async () => {
  stack = await startStack('bff_unsubscribe');
  db = await MongoClient.connect(process.env.MONGO_URL!);
});

afterAll(async () => {
  await db.close();
  await stack.stop();
});

/** A newsletter subscriber who got a bulk message: the delivery's token is the one in their unsubscribe link. */
async function subscriber(): Promise<{ userId: ObjectId; token: string }> {
  const services = db.db(stack.servicesDb);
  const userId = new ObjectId();
  await services.collection('users').insertOne({
    _id: userId,
    email: `subscriber-${userId.toHexString()}@example.com`,
    passwordHash: 'x',
    firstName: 'Lili',
    lastName: 'Farkas',
    newsletter: true,
    roles: ['USER'],
    locale: 'hu',
    confirmedAt: new Date(),
    deletedAt: null,
    leaguesReleasePending: false,
  });
  const token = randomBytes(32).toString('hex');
  await services
    .collection('bulkdeliveries')
    .insertOne({ send: new ObjectId(), user: userId, run: 'test', status: 'sent', token, createdAt: new Date() });
  return { userId, token };
}

const newsletterOf = async (userId: ObjectId) =>
  (await db.db(stack.servicesDb).collection('users').findOne({ _id: userId }))?.newsletter;

describe('/api/unsubscribe/{token} through the BFF', () => {
  it('when the mail provider posts the one-click unsubscribe (no session, no CSRF token), then 204 and the newsletter is off', async () => {
    const { userId, token } = await subscriber();

    const res = await fetch(`${stack.bffUrl}/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });

    expect(res.status).toBe(204);
    expect(await newsletterOf(userId)).toBe(false);
  });

  it('when a visitor opens the link, then a page in both languages only asks, and its button (a form post, no session, no CSRF token) turns the newsletter off', async () => {
    const { userId, token } = await subscriber();

    const res = await fetch(`${stack.bffUrl}/api/unsubscribe/${token}`);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const page = await res.text();
    expect(page).toContain('Kikapcsolod ezeket az e-maileket?');
    expect(page).toContain('Turn these e-mails off?');
    expect(await newsletterOf(userId)).toBe(true);

    const pressed = await fetch(`${stack.bffUrl}/api/unsubscribe/${token}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'confirm=1',
    });

    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('These e-mails are off');
    expect(await newsletterOf(userId)).toBe(false);
  });

  it('when another state-changing call comes without the CSRF token, then it is still refused', async () => {
    const res = await fetch(`${stack.bffUrl}/api/unsubscribe/x/y`, { method: 'POST' });

    expect(res.status).toBe(403);
  });
});
