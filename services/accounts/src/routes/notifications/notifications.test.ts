import request from 'supertest';
import type { Express } from 'express';
import {
  internalHeaders,
  dropTestDatabase,
  startCallRecorder,
  stopWithTestDatabase,
  type CallRecorder,
} from '@hfl/kit/testing';
import { NOTIFICATIONS_PAGE_SIZE, type NotificationCreatePayload } from '@hfl/contracts';
import { Notification } from '../../models/notification';
import { User, type UserDocument } from '../../models/user';
import { createUser } from '../../testing/factories';
import { as, startAccounts } from '../../testing/support';

let app: Express;
/** The BFF: what accounts publishes to browsers. */
let bff: CallRecorder;

beforeAll(async () => {
  bff = await startCallRecorder('bff', { delivered: true });
  stopWithTestDatabase(bff.close);
  app = await startAccounts('accounts_notifications', { BFF_URL: bff.url });
  await Notification.init();
});

beforeEach(async () => {
  await Notification.deleteMany({});
  bff.reset();
});

afterAll(async () => {
  await dropTestDatabase();
});

const asLeagues = () => internalHeaders({ service: 'leagues' });
const LEAGUE = { id: '65f0000000000000000000aa', name: 'Budapest Bowl' };

async function notify(users: UserDocument[], overrides: Partial<NotificationCreatePayload> = {}) {
  const res = await request(app)
    .post('/internal/notifications')
    .set(await asLeagues())
    .send({
      userIds: users.map((u) => u.id),
      type: 'LEAGUE',
      kind: 'joinRequested',
      league: LEAGUE,
      params: { name: 'Danube Dragons' },
      ...overrides,
    });
  expect(res.status).toBe(201);
  return res.body as { ids: string[] };
}

describe('POST /internal/notifications', () => {
  it('when leagues notifies two users, then each gets one unviewed notification with the kind, league and name', async () => {
    const [anna, bence] = [await createUser(), await createUser()];

    const res = await request(app)
      .post('/internal/notifications')
      .set(await asLeagues())
      .send({
        userIds: [anna.id, bence.id, anna.id],
        type: 'LEAGUE',
        kind: 'memberLeft',
        league: LEAGUE,
        params: { name: 'Tisza Titans' },
      });

    expect(res.status).toBe(201);
    expect(res.body.ids).toHaveLength(2);
    const stored = await Notification.find().sort({ _id: 1 }).lean();
    expect(stored.map((n) => String(n.userId)).sort()).toEqual([anna.id, bence.id].sort());
    for (const n of stored) {
      expect(n).toMatchObject({
        type: 'LEAGUE',
        kind: 'memberLeft',
        league: LEAGUE,
        params: { name: 'Tisza Titans' },
        isViewed: false,
      });
    }
  });

  it('when a recipient is unknown or deleted, then only the others are notified', async () => {
    const live = await createUser();
    const deleted = await createUser({ deletedAt: new Date(), firstName: null, lastName: null });

    const { ids } = await notify([live, deleted]);

    expect(ids).toHaveLength(1);
    expect(await Notification.countDocuments({ userId: deleted._id })).toBe(0);
    expect(await Notification.countDocuments({ userId: live._id })).toBe(1);
  });

  it('when the parameters carry unknown keys, then only the name is kept', async () => {
    const user = await createUser();

    await notify([user], { params: { name: 'Tisza Titans', html: '<b>' } as { name: string } });

    expect((await Notification.findOne({ userId: user._id }).lean())?.params).toEqual({ name: 'Tisza Titans' });
  });

  it('when a user (not a service) calls, then 403 and nothing is stored', async () => {
    const user = await createUser();

    const res = await request(app)
      .post('/internal/notifications')
      .set(await as(user))
      .send({ userIds: [user.id], type: 'LEAGUE', kind: 'joinRequested', league: LEAGUE });

    expect(res.status).toBe(403);
    expect(await Notification.countDocuments()).toBe(0);
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['no recipients', { userIds: [] }, 'userIds'],
    ['a malformed user id', { userIds: ['nope'] }, 'userIds[0]'],
    ['an operator as user id', { userIds: [{ $gt: '' }] }, 'userIds[0]'],
    ['an unknown kind', { kind: 'somethingElse' }, 'kind'],
    ['an unknown type', { type: 'MAIL' }, 'type'],
    ['a league without a name', { league: { id: LEAGUE.id } }, 'league.name'],
    ['an operator as name', { params: { name: { $gt: '' } } }, 'params.name'],
  ])('when sent with %s, then 400 naming the field and nothing is stored', async (_what, change, property) => {
    const user = await createUser();

    const res = await request(app)
      .post('/internal/notifications')
      .set(await asLeagues())
      .send({ userIds: [user.id], type: 'LEAGUE', kind: 'joinRequested', league: LEAGUE, ...change });

    expect(res.status).toBe(400);
    expect(res.body.error.violations.map((v: { property: string }) => v.property)).toContain(property);
    expect(await Notification.countDocuments()).toBe(0);
  });
});

describe('POST /internal/notifications/batch', () => {
  const result = (user: UserDocument, place: string, key?: string) => ({
    userIds: [user.id],
    type: 'LEAGUE',
    kind: 'resultFinal',
    league: LEAGUE,
    params: { name: 'Tisza Titans', week: '3', score: '101.5–88.2', place },
    link: `/game-center?league=${LEAGUE.id}&week=3&game=${place}`,
    ...(key ? { key } : {}),
  });
  const batch = async (notifications: unknown[], headers?: Record<string, string>) =>
    request(app)
      .post('/internal/notifications/batch')
      .set(headers ?? (await internalHeaders({ service: 'fantasy' })))
      .send({ notifications });

  it("when fantasy tells a round's results in one call, then each manager gets his own, with his place and game", async () => {
    const [anna, bence] = [await createUser(), await createUser()];

    const res = await batch([result(anna, '1'), result(bence, '2')]);

    expect(res.status).toBe(201);
    expect(res.body.ids).toHaveLength(2);
    const annas = await Notification.findOne({ userId: anna._id }).lean();
    const bences = await Notification.findOne({ userId: bence._id }).lean();
    expect(annas).toMatchObject({
      kind: 'resultFinal',
      params: { place: '1' },
      link: expect.stringContaining('game=1'),
    });
    expect(bences).toMatchObject({
      kind: 'resultFinal',
      params: { place: '2' },
      link: expect.stringContaining('game=2'),
    });
  });

  it('when a batch is stored, then the browsers hear every notification in one call, each with its unread count', async () => {
    const [anna, bence] = [await createUser(), await createUser()];
    await notify([anna]);
    bff.reset();

    const res = await batch([result(anna, '1'), result(bence, '2')]);

    expect(bff.calls.map((call) => [call.path, call.service])).toEqual([['/internal/events/batch', 'accounts']]);
    const { events } = bff.calls[0]!.body as { events: Array<{ room: string; event: string; data: unknown }> };
    expect(events).toEqual(
      expect.arrayContaining([
        { room: `user:${anna.id}`, event: 'notification/created', data: expect.objectContaining({ unreadCount: 2 }) },
        { room: `user:${bence.id}`, event: 'notification/created', data: expect.objectContaining({ unreadCount: 1 }) },
      ]),
    );
    expect(events.map((e) => (e.data as { id: string }).id).sort()).toEqual([...res.body.ids].sort());
  });

  it('when the BFF is down, then the notifications are stored all the same', async () => {
    const anna = await createUser();
    bff.answer(503);

    const res = await batch([result(anna, '1')]);

    expect(res.status).toBe(201);
    expect(await Notification.countDocuments({ userId: anna._id })).toBe(1);
  });

  it('when a keyed notification is told again (a retry after a lost answer), then it is stored once', async () => {
    const [anna, bence] = [await createUser(), await createUser()];
    const first = await batch([result(anna, '1', 'result:s1:g1:t1')]);

    const again = await batch([result(anna, '1', 'result:s1:g1:t1'), result(bence, '2', 'result:s1:g1:t2')]);

    expect(first.body.ids).toHaveLength(1);
    expect(again.status).toBe(201);
    expect(again.body.ids).toHaveLength(1);
    expect(await Notification.countDocuments({ userId: anna._id })).toBe(1);
    expect(await Notification.countDocuments({ userId: bence._id })).toBe(1);
  });

  it('when the same key is told to two recipients, then each gets it once', async () => {
    const [anna, bence] = [await createUser(), await createUser()];

    const res = await batch([{ ...result(anna, '1', 'draft:l1:turn:4'), userIds: [anna.id, bence.id] }]);

    expect(res.body.ids).toHaveLength(2);
    expect(await batch([{ ...result(anna, '1', 'draft:l1:turn:4'), userIds: [bence.id] }])).toMatchObject({
      status: 201,
      body: { ids: [] },
    });
  });

  it.each<[string, unknown[] | undefined]>([
    ['no notifications', []],
    [
      'more than 500',
      Array.from({ length: 501 }, () => ({
        userIds: ['65f0000000000000000000ab'],
        type: 'LEAGUE',
        kind: 'resultFinal',
      })),
    ],
    [
      'an operator as key',
      [{ userIds: ['65f0000000000000000000ab'], type: 'LEAGUE', kind: 'resultFinal', key: { $gt: '' } }],
    ],
    ['a key with spaces', [{ userIds: ['65f0000000000000000000ab'], type: 'LEAGUE', kind: 'resultFinal', key: 'a b' }]],
  ])('when sent with %s, then 400 and nothing is stored', async (_what, notifications) => {
    const res = await batch(notifications as unknown[]);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
    expect(await Notification.countDocuments()).toBe(0);
  });

  it('when a user (not a service) calls, then 403 and nothing is stored', async () => {
    const user = await createUser();

    const res = await batch([result(user, '1')], await as(user));

    expect(res.status).toBe(403);
    expect(await Notification.countDocuments()).toBe(0);
  });
});

describe('GET /users/me/notifications', () => {
  it('when a user asks, then their own notifications come back newest first with messages in their language', async () => {
    const [anna, other] = [await createUser(), await createUser()];
    await notify([anna], { kind: 'joinRequested' });
    await notify([anna], { kind: 'memberRemoved', params: {} });
    await notify([other], { kind: 'leagueDeleted', params: {} });

    const en = await request(app)
      .get('/users/me/notifications')
      .set(await as(anna));
    const hu = await request(app)
      .get('/users/me/notifications')
      .set(await as(anna, 'hu'));

    expect(en.status).toBe(200);
    expect(en.body).toEqual([
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        league: LEAGUE,
        link: null,
        isViewed: false,
        type: 'LEAGUE',
        kind: 'memberRemoved',
        message: 'You were removed from Budapest Bowl',
      },
      {
        id: expect.any(String),
        createdAt: expect.any(String),
        league: LEAGUE,
        link: null,
        isViewed: false,
        type: 'LEAGUE',
        kind: 'joinRequested',
        message: 'Danube Dragons asked to join Budapest Bowl',
      },
    ]);
    expect(new Date(en.body[1].createdAt).getTime()).toBeLessThanOrEqual(new Date(en.body[0].createdAt).getTime());
    expect(hu.body.map((n: { message: string }) => n.message)).toEqual([
      'Eltávolítottak a Budapest Bowl ligából',
      'Danube Dragons csatlakozni szeretne a Budapest Bowl ligához',
    ]);
  });

  it("when fantasy tells of a trade proposal, then the message names the other team and both players in the reader's language", async () => {
    const anna = await createUser();
    await notify([anna], {
      kind: 'tradeProposed',
      params: { name: 'Tisza Titans', player: 'Kovács Bence', otherPlayer: 'Nagy Dávid' },
    });

    const en = await request(app)
      .get('/users/me/notifications')
      .set(await as(anna));
    const hu = await request(app)
      .get('/users/me/notifications')
      .set(await as(anna, 'hu'));

    expect(en.body.map((n: { message: string }) => n.message)).toEqual([
      'Tisza Titans proposes a trade in Budapest Bowl: their Nagy Dávid for your Kovács Bence',
    ]);
    expect(hu.body.map((n: { message: string }) => n.message)).toEqual([
      'A Tisza Titans csapat cserét ajánl a Budapest Bowl ligában: Nagy Dávid érkezne hozzád, Kovács Bence pedig távozna',
    ]);
    expect((await Notification.findOne({ userId: anna._id }).lean())?.params).toEqual({
      name: 'Tisza Titans',
      player: 'Kovács Bence',
      otherPlayer: 'Nagy Dávid',
    });
  });

  it.each([
    [
      'trophyWon',
      'teamOfTheWeek',
      'Your team Tisza Titans won a trophy in Budapest Bowl: Team of the week',
      'A Tisza Titans csapatod trófeát nyert a Budapest Bowl ligában: A hét csapata',
    ],
    [
      'trophyTakenBack',
      'thirdPlace',
      'After a correction in Budapest Bowl, your team Tisza Titans no longer holds the trophy "Third place"',
      'Egy javítás miatt a Tisza Titans csapatod elvesztette a Budapest Bowl ligában szerzett „Bronzérmes” trófeát',
    ],
  ] as const)(
    "when fantasy tells of a trophy (%s), then the message names the trophy's title in the reader's language",
    async (kind, trophy, english, hungarian) => {
      const anna = await createUser();
      await notify([anna], { kind, params: { name: 'Tisza Titans', trophy } });

      const en = await request(app)
        .get('/users/me/notifications')
        .set(await as(anna));
      const hu = await request(app)
        .get('/users/me/notifications')
        .set(await as(anna, 'hu'));

      expect(en.body.map((n: { message: string }) => n.message)).toEqual([english]);
      expect(hu.body.map((n: { message: string }) => n.message)).toEqual([hungarian]);
      expect((await Notification.findOne({ userId: anna._id }).lean())?.params).toEqual({
        name: 'Tisza Titans',
        trophy,
      });
    },
  );

  it('when the trophy named is not a trophy type, then 400 and nothing is stored', async () => {
    const anna = await createUser();
    const res = await request(app)
      .post('/internal/notifications')
      .set(await asLeagues())
      .send({ userIds: [anna.id], type: 'LEAGUE', kind: 'trophyWon', league: LEAGUE, params: { trophy: 'nope' } });
    expect(res.status).toBe(400);
    expect(await Notification.countDocuments()).toBe(0);
  });

  it(`when a user has more than ${NOTIFICATIONS_PAGE_SIZE}, then the newest ${NOTIFICATIONS_PAGE_SIZE} come back`, async () => {
    const user = await createUser();
    const base = Date.now() - 1_000_000;
    await Notification.insertMany(
      Array.from({ length: NOTIFICATIONS_PAGE_SIZE + 5 }, (_, i) => ({
        userId: user._id,
        type: 'LEAGUE',
        kind: 'memberLeft',
        league: LEAGUE,
        params: { name: `Team ${i}` },
        createdAt: new Date(base + i * 1000),
      })),
    );

    const res = await request(app)
      .get('/users/me/notifications')
      .set(await as(user));

    expect(res.body).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(res.body[0].message).toBe(`Team ${NOTIFICATIONS_PAGE_SIZE + 4} left Budapest Bowl`);
    expect(res.body.at(-1).message).toBe('Team 5 left Budapest Bowl');
  });

  it('when a visitor asks, then 401', async () => {
    const res = await request(app)
      .get('/users/me/notifications')
      .set(await internalHeaders());

    expect(res.status).toBe(401);
  });

  it('when the account was deleted, then 401', async () => {
    const user = await createUser();
    await notify([user]);
    await User.updateOne({ _id: user._id }, { $set: { deletedAt: new Date() } });

    const res = await request(app)
      .get('/users/me/notifications')
      .set(await as(user));

    expect(res.status).toBe(401);
  });
});

describe('unread count and mark-viewed', () => {
  it('when notifications arrive, then the unread count counts only the caller’s unviewed ones', async () => {
    const [anna, other] = [await createUser(), await createUser()];
    await notify([anna, other]);
    await notify([anna]);

    const res = await request(app)
      .get('/users/me/unread-notifications/count')
      .set(await as(anna));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 2 });
  });

  it('when the user marks them viewed, then only their own become viewed and the count is 0', async () => {
    const [anna, other] = [await createUser(), await createUser()];
    await notify([anna, other]);
    await notify([anna]);

    const res = await request(app)
      .post('/users/me/notifications/mark-viewed')
      .set(await as(anna))
      .send({ userId: other.id });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ count: 0 });
    expect(await Notification.countDocuments({ userId: anna._id, isViewed: false })).toBe(0);
    expect(await Notification.countDocuments({ userId: other._id, isViewed: false })).toBe(1);
    const count = await request(app)
      .get('/users/me/unread-notifications/count')
      .set(await as(anna));
    expect(count.body).toEqual({ count: 0 });
    const list = await request(app)
      .get('/users/me/notifications')
      .set(await as(anna));
    expect(list.body.map((n: { isViewed: boolean }) => n.isViewed)).toEqual([true, true]);
  });

  it('when a visitor asks for the count or marks viewed, then 401 and nothing changes', async () => {
    const user = await createUser();
    await notify([user]);

    const count = await request(app)
      .get('/users/me/unread-notifications/count')
      .set(await internalHeaders());
    const mark = await request(app)
      .post('/users/me/notifications/mark-viewed')
      .set(await internalHeaders());

    expect(count.status).toBe(401);
    expect(mark.status).toBe(401);
    expect(await Notification.countDocuments({ isViewed: false })).toBe(1);
  });
});
