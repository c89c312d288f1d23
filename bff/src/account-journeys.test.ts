import { MongoClient } from 'mongodb';
import { OWNER, startStack, type Stack } from './testing/stack';
import { openSocket as openSocketAt, type ClientSocket } from './testing/sockets';
import type { Browser } from './testing/browser';
import { emailsTo, linkToken, registration as registrationOf } from './testing/mail';

// Each journey crosses the BFF and several services many times; jest's 5 s default is too tight on a busy machine.

let stack: Stack;
let db: MongoClient;

beforeAll(async () => {
  stack = await startStack('bff_accounts', { ACCOUNT_RATE_LIMIT: '200' });
  db = await MongoClient.connect(process.env.MONGO_URL!);
});

afterAll(async () => {
  await db.close();
  await stack.stop();
});

const PASSWORD = 'Blitz-Package-26';
let counter = 0;

const registration = (email: string) => registrationOf(email, PASSWORD);

/** Registers through the BFF, follows the e-mailed link and signs in: the whole journey of a new player. */
async function newPlayer(): Promise<{ browser: Browser; email: string; id: string }> {
  const email = `bff-player-${++counter}-${Date.now()}@example.com`;
  const visitor = stack.browser();
  await visitor.openSession();
  const registered = await visitor.post<{ id: string }>('/api/user/register', registration(email));
  expect(registered.status).toBe(201);
  const token = await linkToken(email, '/account/confirm/');
  expect((await visitor.post(`/api/user/confirm/${token}`)).status).toBe(204);
  const browser = stack.browser();
  const user = await browser.signIn(email, PASSWORD);
  return { browser, email, id: user.id };
}

/** The browser's live socket (the session cookie authenticates it). */
const openSocket = (browser: Browser): Promise<ClientSocket> => openSocketAt(stack.bffUrl, { browser });

const sessionUser = async (browser: Browser) =>
  (await browser.get<{ user: { id: string; email: string; name: string } | null }>('/api/session')).body.user;

describe('registration and confirmation through the BFF', () => {
  it('when a visitor registers and confirms, then they can sign in and see their profile', async () => {
    const { browser, email } = await newPlayer();

    const me = await browser.get<Record<string, unknown>>('/api/users/me');

    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({
      email,
      name: 'Lili Farkas',
      gender: 'f',
      location: 'Eger',
      birthDate: '1999-09-09',
    });
  });

  it('when the registration is sent without the CSRF token, then 403 and no account', async () => {
    const visitor = stack.browser();
    await visitor.openSession();
    const email = `no-csrf-${Date.now()}@example.com`;

    const res = await visitor.post('/api/user/register', registration(email), { csrf: false });

    expect(res.status).toBe(403);
    expect(await emailsTo(email)).toHaveLength(0);
  });

  it('when an operator is sent for the e-mail of a reset request, then 400 from the shared schema', async () => {
    const visitor = stack.browser();
    await visitor.openSession();

    const res = await visitor.post<{ error: { code: string } }>('/api/users/password-reset/request', {
      email: { $ne: null },
    });

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when a visitor resets a password through the BFF, then /api/users/reset-password reaches accounts', async () => {
    const { email } = await newPlayer();
    const visitor = stack.browser();
    await visitor.openSession();

    expect((await visitor.post('/api/users/password-reset/request', { email })).status).toBe(202);
    const token = await linkToken(email, '/reset-password/');
    const reset = await visitor.post('/api/users/reset-password', {
      resetPasswordToken: token,
      newPassword: 'Hail-Mary-2026',
    });

    expect(reset.status).toBe(204);
    expect((await stack.browser().login(email, 'Hail-Mary-2026')).status).toBe(200);
  });
});

describe('the session follows the account', () => {
  it.each(['me', 'own id'])('when the profile is updated by %s, then the session shows the new name', async (how) => {
    const { browser, id } = await newPlayer();

    const res = await browser.post<Record<string, unknown>>(`/api/users/${how === 'me' ? 'me' : id}`, {
      firstName: 'Liliána',
      lastName: 'Farkas-Kovács',
      gender: 'f',
      location: 'Eger',
      birthDate: '1999-09-09',
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, name: 'Liliána Farkas-Kovács', firstName: 'Liliána' });
    expect((await sessionUser(browser))?.name).toBe('Liliána Farkas-Kovács');
  });

  it('when the profile update is invalid, then the 400 violations come through and the session is unchanged', async () => {
    const { browser } = await newPlayer();

    const res = await browser.post<{ error: { violations: unknown[] } }>(
      '/api/users/me',
      { firstName: '', lastName: 'X', gender: 'f', location: 'y'.repeat(181), birthDate: '1999-09-09' },
      { headers: { 'x-locale': 'hu' } },
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual(
      expect.arrayContaining([
        { property: 'firstName', message: 'Kérjük, add meg a keresztneved' },
        { property: 'location', message: '180 karakternél rövidebbnek kell lennie' },
      ]),
    );
    expect((await sessionUser(browser))?.name).toBe('Lili Farkas');
  });

  it("when a user posts to another user's id, then the proxy passes it on and accounts refuses with 403", async () => {
    const { browser } = await newPlayer();
    const other = await newPlayer();

    const res = await browser.post<{ error: { code: string } }>(`/api/users/${other.id}`, { firstName: 'Hacked' });

    expect(res.status).toBe(403);
    expect((await other.browser.get<{ firstName: string }>('/api/users/me')).body.firstName).toBe('Lili');
  });

  it('when a visitor posts a profile, then 401 from accounts', async () => {
    const visitor = stack.browser();
    await visitor.openSession();

    const res = await visitor.post('/api/users/me', { firstName: 'Nobody' });

    expect(res.status).toBe(401);
  });

  it('when the body is over the size limit, then a 4xx envelope from the BFF', async () => {
    const { browser } = await newPlayer();

    const res = await browser.post<{ error: { code: string } }>('/api/users/me', { location: 'x'.repeat(1_100_000) });

    expect([400, 413]).toContain(res.status);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when the e-mail change link is followed, then the session shows the new address', async () => {
    const { browser } = await newPlayer();
    const newEmail = `changed-${Date.now()}@example.com`;

    expect(
      (await browser.post('/api/users/me/email-change/request', { newEmail, currentPassword: PASSWORD })).status,
    ).toBe(202);
    const token = await linkToken(newEmail, '/change-email/');
    const res = await browser.post<{ email: string }>('/api/users/me/email-change', { emailChangeToken: token });

    expect(res.status).toBe(200);
    expect(res.body.email).toBe(newEmail);
    expect((await sessionUser(browser))?.email).toBe(newEmail);
  });

  it('when the e-mail change link is invalid, then 400 and the session keeps the old address', async () => {
    const { browser, email } = await newPlayer();

    const res = await browser.post('/api/users/me/email-change', { emailChangeToken: 'f'.repeat(64) });

    expect(res.status).toBe(400);
    expect((await sessionUser(browser))?.email).toBe(email);
  });
});

describe('DELETE /api/users/me', () => {
  const storedSessions = (userId: string) =>
    db.db(stack.bffDb).collection('sessions').countDocuments({ 'session.user.id': userId });

  it('when users delete their account, then 204, every session of theirs ends, sockets close and login fails', async () => {
    const { browser, email, id } = await newPlayer();
    const otherDevice = stack.browser();
    await otherDevice.signIn(email, PASSWORD);
    const socket = await openSocket(otherDevice);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect(await storedSessions(id)).toBe(2);

    const res = await browser.request('DELETE', '/api/users/me', { body: { currentPassword: PASSWORD } });

    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/hfl\.sid=;.*Expires=Thu, 01 Jan 1970/i);
    await closed;
    expect(await sessionUser(browser)).toBeNull();
    expect(await sessionUser(otherDevice)).toBeNull();
    expect(await storedSessions(id)).toBe(0);
    const login = await stack.browser().login(email, PASSWORD);
    expect(login.status).toBe(401);
  });

  it('when the current password is wrong, then 400 on the field comes through and every session stays', async () => {
    const { browser, id } = await newPlayer();

    const res = await browser.request('DELETE', '/api/users/me', { body: { currentPassword: 'Not-My-Password-1' } });

    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      error: { violations: [{ property: 'currentPassword', message: 'Your current password is incorrect' }] },
    });
    expect((await sessionUser(browser))?.id).toBe(id);
    expect(await storedSessions(id)).toBe(1);
  });

  it('when the site owner tries, then 403 and the session stays', async () => {
    const browser = stack.browser();
    await browser.signIn('owner@hfl.local', 'HflOwner2026!');

    const res = await browser.request('DELETE', '/api/users/me', { body: { currentPassword: 'HflOwner2026!' } });

    expect(res.status).toBe(403);
    expect(await sessionUser(browser)).not.toBeNull();
  });

  it('when a visitor tries, then 401 and no session is touched', async () => {
    const visitor = stack.browser();
    await visitor.openSession();

    const res = await visitor.request('DELETE', '/api/users/me');

    expect(res.status).toBe(401);
  });
});

describe('league notifications and admin duties through the BFF', () => {
  const team = (teamName: string) => ({ teamName, timezone: 'Europe/Budapest' });

  /** Player A runs a league that player B asked to join. */
  async function leagueWithRequest() {
    const admin = await newPlayer();
    const requester = await newPlayer();
    const created = await admin.browser.post<{ id: string }>('/api/leagues', {
      name: 'Eger Eagles League',
      nbMaxTeams: 4,
      ...team('Admin Team'),
    });
    expect(created.status).toBe(201);
    const leagueId = created.body.id;
    return { admin, requester, leagueId };
  }

  it("when a player asks to join, then the admin's socket hears the unread count, and the list, count and mark-viewed follow", async () => {
    const { admin, requester, leagueId } = await leagueWithRequest();
    const socket = await openSocket(admin.browser);
    const heard = new Promise<unknown>((resolve) => socket.once('notification/created', resolve));

    const requested = await requester.browser.post(`/api/leagues/${leagueId}/request-join`, team('Danube Dragons'));

    expect(requested.status).toBe(201);
    await expect(heard).resolves.toEqual({
      id: expect.any(String),
      type: 'LEAGUE',
      unreadCount: 1,
      createdAt: expect.any(String),
    });
    socket.disconnect();
    expect((await admin.browser.get('/api/users/me/unread-notifications/count')).body).toEqual({ count: 1 });
    const list =
      await admin.browser.get<Array<{ message: string; league: unknown; isViewed: boolean }>>(
        '/api/users/me/notifications',
      );
    expect(list.body).toMatchObject([
      {
        message: 'Danube Dragons asked to join Eger Eagles League',
        league: { id: leagueId, name: 'Eger Eagles League' },
        isViewed: false,
      },
    ]);
    const marked = await admin.browser.post('/api/users/me/notifications/mark-viewed');
    expect(marked).toMatchObject({ status: 200, body: { count: 0 } });
    expect((await admin.browser.get('/api/users/me/unread-notifications/count')).body).toEqual({ count: 0 });
    expect((await requester.browser.get('/api/users/me/notifications')).body).toEqual([]);
  });

  it('when an admin with a member deletes the account, then 409 names the league and the session stays; after the transfer it goes through', async () => {
    const { admin, requester, leagueId } = await leagueWithRequest();
    await requester.browser.post(`/api/leagues/${leagueId}/request-join`, team('Danube Dragons'));
    const [pending] = (await admin.browser.get<Array<{ id: string }>>(`/api/leagues/${leagueId}/pending-members`)).body;
    expect((await admin.browser.post(`/api/pending-members/${pending!.id}/accept`)).status).toBe(200);

    const refused = await admin.browser.request('DELETE', '/api/users/me', { body: { currentPassword: PASSWORD } });

    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: 'conflict', message: 'Transfer your admin rights first in: Eger Eagles League' },
    });
    expect((await sessionUser(admin.browser))?.id).toBe(admin.id);

    const transfer = await admin.browser.post(
      `/api/leagues/${leagueId}/members/${admin.id}/transfer-rights/${requester.id}`,
    );
    expect(transfer.status).toBe(200);
    const accepted = await admin.browser.request('DELETE', '/api/users/me', { body: { currentPassword: PASSWORD } });

    expect(accepted.status).toBe(204);
    expect(await sessionUser(admin.browser)).toBeNull();
  });
});

describe("the owner's holds on an account", () => {
  const owner = async () => {
    const browser = stack.browser();
    await browser.signIn(OWNER.email, OWNER.password);
    return browser;
  };

  it('when the owner suspends a signed-in player, then their session ends and their login is refused with the reason', async () => {
    const player = await newPlayer();
    const boss = await owner();

    const suspended = await boss.post(`/api/users/${player.id}/suspend`, { reason: 'Rude chat' });

    expect(suspended.status).toBe(204);
    expect((await player.browser.get('/api/users/me')).status).toBe(401);
    const again = await stack.browser().login(player.email, PASSWORD);
    expect(again.status).toBe(401);
    expect(again.body).toMatchObject({ error: { message: 'Your account has been suspended: Rude chat' } });
  });

  it('when the owner disables a player, then their session ends; the owner keeps theirs', async () => {
    const player = await newPlayer();
    const boss = await owner();

    expect((await boss.post(`/api/users/${player.id}/disable`)).status).toBe(204);

    expect((await player.browser.get('/api/users/me')).status).toBe(401);
    expect((await boss.get('/api/users/me')).status).toBe(200);
  });

  it('when the owner deletes a player, then the answer names them and their session ends', async () => {
    const player = await newPlayer();
    const boss = await owner();

    const deleted = await boss.request<{ name: string }>('DELETE', `/api/users/${player.id}?breach=1`, {});

    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ name: 'Lili Farkas' });
    expect((await player.browser.get('/api/users/me')).status).toBe(401);
  });

  it.each(['suspend', 'disable'])(
    "when the owner %ss a player naming the id in capitals, then the player's sessions end all the same and the next request is refused",
    async (action) => {
      const player = await newPlayer();
      const boss = await owner();

      const held = await boss.post(`/api/users/${player.id.toUpperCase()}/${action}`, { reason: 'Rude chat' });

      expect(held.status).toBe(204);
      expect((await player.browser.get('/api/users/me')).status).toBe(401);
      expect((await player.browser.get('/api/users/me/notifications')).status).toBe(401);
    },
  );

  it('when a player tries to suspend another, then 403 and the other stays signed in', async () => {
    const [player, other] = await Promise.all([newPlayer(), newPlayer()]);

    expect((await player.browser.post(`/api/users/${other.id}/suspend`, { reason: 'x' })).status).toBe(403);

    expect((await other.browser.get('/api/users/me')).status).toBe(200);
  });
});
