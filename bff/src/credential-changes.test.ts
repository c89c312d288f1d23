import { startStack, type Stack } from './testing/stack';
import { openSocket as openSocketAt, type ClientSocket } from './testing/sockets';
import type { Browser } from './testing/browser';
import { linkToken, registration } from './testing/mail';

// Each journey crosses the BFF and several services many times; jest's 5 s default is too tight on a busy machine.

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_credentials', { ACCOUNT_RATE_LIMIT: '200' });
});

afterAll(async () => {
  await stack.stop();
});

const PASSWORD = 'Blitz-Package-26';
let counter = 0;

/** A confirmed player signed in on two devices. */
async function playerOnTwoDevices(): Promise<{ email: string; here: Browser; elsewhere: Browser }> {
  const email = `bff-credentials-${++counter}-${Date.now()}@example.com`;
  const visitor = stack.browser();
  const registered = await visitor.post('/api/user/register', registration(email, PASSWORD));
  expect(registered.status).toBe(201);
  expect((await visitor.post(`/api/user/confirm/${await linkToken(email, '/account/confirm/')}`)).status).toBe(204);
  const here = stack.browser();
  await here.signIn(email, PASSWORD);
  const elsewhere = stack.browser();
  await elsewhere.signIn(email, PASSWORD);
  return { email, here, elsewhere };
}

/** The browser's live socket (the session cookie authenticates it). */
const openSocket = (browser: Browser): Promise<ClientSocket> => openSocketAt(stack.bffUrl, { browser });

const closed = (socket: ClientSocket) => new Promise<void>((resolve) => socket.once('disconnect', () => resolve()));

const EXPIRED = {
  error: { code: 'authentication_required', message: 'Your session has expired. Please login again to continue.' },
};

describe('a changed password or e-mail ends the other sessions', () => {
  it('when the password is changed on one device, then the other gets 401 and loses its socket; this one carries on', async () => {
    const { email, here, elsewhere } = await playerOnTwoDevices();
    const hereSocket = await openSocket(here);
    const elsewhereSocket = await openSocket(elsewhere);
    const elsewhereClosed = closed(elsewhereSocket);

    const changed = await here.post('/api/users/me/change-password', {
      oldPassword: PASSWORD,
      newPassword: 'Hail-Mary-2026',
    });

    expect(changed.status).toBe(204);
    await elsewhereClosed;
    const refused = await elsewhere.get('/api/users/me');
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual(EXPIRED);
    expect((await elsewhere.get<{ user: unknown }>('/api/session')).body.user).toBeNull();
    await expect(openSocket(elsewhere)).rejects.toThrow('unauthorized');
    expect((await here.get<{ email: string }>('/api/users/me')).body.email).toBe(email);
    expect(hereSocket.connected).toBe(true);
    expect((await openSocket(here)).connected).toBe(true);
    hereSocket.disconnect();
  });

  it('when the password change fails, then every session stays', async () => {
    const { here, elsewhere } = await playerOnTwoDevices();

    const refused = await here.post('/api/users/me/change-password', {
      oldPassword: 'Wrong-Password-1',
      newPassword: 'Hail-Mary-2026',
    });

    expect(refused.status).toBe(400);
    expect((await elsewhere.get('/api/users/me')).status).toBe(200);
  });

  it('when the e-mail is changed on one device, then the other gets 401 and loses its socket; this one carries on', async () => {
    const { here, elsewhere } = await playerOnTwoDevices();
    const elsewhereClosed = closed(await openSocket(elsewhere));
    const newEmail = `changed-${++counter}-${Date.now()}@example.com`;
    expect(
      (await here.post('/api/users/me/email-change/request', { newEmail, currentPassword: PASSWORD })).status,
    ).toBe(202);

    const changed = await here.post('/api/users/me/email-change', {
      emailChangeToken: await linkToken(newEmail, '/change-email/'),
    });

    expect(changed.status).toBe(200);
    await elsewhereClosed;
    expect(await elsewhere.get('/api/users/me')).toMatchObject({ status: 401, body: EXPIRED });
    expect((await here.get<{ email: string }>('/api/users/me')).body.email).toBe(newEmail);
  });

  it('when the password is reset, then every session of the account gets 401 and loses its socket', async () => {
    const { email, here, elsewhere } = await playerOnTwoDevices();
    const sockets = [closed(await openSocket(here)), closed(await openSocket(elsewhere))];
    const visitor = stack.browser();
    expect((await visitor.post('/api/users/password-reset/request', { email })).status).toBe(202);

    const reset = await visitor.post('/api/users/reset-password', {
      resetPasswordToken: await linkToken(email, '/reset-password/'),
      newPassword: 'Hail-Mary-2026',
    });

    expect(reset.status).toBe(204);
    expect(reset.headers.get('x-account-id')).toBeNull();
    await Promise.all(sockets);
    for (const browser of [here, elsewhere]) expect((await browser.get('/api/users/me')).status).toBe(401);
    const fresh = stack.browser();
    await fresh.signIn(email, 'Hail-Mary-2026');
    expect((await fresh.get('/api/users/me')).status).toBe(200);
  });
});
