/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io } from 'socket.io-client';
import { expectSaga } from 'redux-saga-test-plan';
import { combineReducers } from 'redux';
import type { SessionUser } from '@hfl/contracts';
import {
  createInjectableStore,
  initI18n,
  loggedIn,
  loggedOut,
  selectUnreadCount,
  selectUser,
  sessionExpired,
  sessionLoaded,
  sessionReducer,
  toastsReducer,
  type InjectableStore,
} from '@hfl/shared-ui';
import { languageSelected } from './language-selected';
import { sessionSaga } from './session-saga';
import type { AppSocket } from './socket';
import { wireApi } from './wire-api';

const NAMES = { en: 'Olga Kovács', hu: 'Kovács Olga' } as const;
const user: SessionUser = { id: 'u1', email: 'owner@hfl.hu', name: NAMES.hu, roles: ['SUPER_ADMIN'], locale: 'hu' };

let httpServer: http.Server;
let socketServer: Server;
let baseUrl: string;
let sessionAnswer: { status: number; body?: unknown };
let requests: Array<{ method: string; url: string; csrf?: string }>;
let sockets: Set<string>;
let unreadCount: number;

beforeAll(async () => {
  httpServer = http.createServer((req, res) => {
    requests.push({
      method: req.method ?? '',
      url: req.url ?? '',
      csrf: req.headers['x-csrf-token'] as string | undefined,
    });
    if (req.url === '/api/session') {
      res.writeHead(sessionAnswer.status, { 'Content-Type': 'application/json' });
      res.end(sessionAnswer.body === undefined ? '' : JSON.stringify(sessionAnswer.body));
      return;
    }
    if (req.url === '/api/users/me/unread-notifications/count') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ count: unreadCount }));
      return;
    }
    if (req.url === '/api/users/me') {
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          error: { code: 'authentication_required', message: 'You need to login in order to do this' },
        }),
      );
      return;
    }
    const localeChange = req.method === 'POST' && /^\/api\/users\/u1\/locale\/(en|hu)$/.exec(req.url ?? '');
    if (localeChange) {
      // As the BFF answers: the session user in the new language, named as it writes names.
      const locale = localeChange[1] as 'en' | 'hu';
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ ...user, locale, name: NAMES[locale] }));
      return;
    }
    res.writeHead(404).end();
  });
  socketServer = new Server(httpServer);
  socketServer.on('connection', (socket) => {
    sockets.add(socket.id);
    socket.on('disconnect', () => sockets.delete(socket.id));
  });
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => socketServer.close(() => resolve()));
});

let i18n: Awaited<ReturnType<typeof initI18n>>;

beforeEach(async () => {
  requests = [];
  sockets = new Set();
  sessionAnswer = { status: 200, body: { user: null, csrfToken: 'csrf-1' } };
  unreadCount = 0;
  i18n = await initI18n();
  await i18n.changeLanguage('en');
});

const connectSocket = async (): Promise<AppSocket> => io(baseUrl, { transports: ['websocket'] });

async function until(condition: () => boolean, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 20));
  }
}

function startApp(): { store: InjectableStore; navigations: string[]; stop: () => void } {
  const store = createInjectableStore();
  wireApi(store, i18n, baseUrl);
  const navigations: string[] = [];
  const task = store.runSaga(function* () {
    yield* sessionSaga({ connectSocket, navigate: (to) => navigations.push(to) });
  });
  return { store, navigations, stop: () => task.cancel() };
}

describe('session saga', () => {
  it('when the app boots for a visitor, then the session is loaded with its CSRF token and no socket opens', async () => {
    const store = createInjectableStore();
    wireApi(store, i18n, baseUrl);

    const result = await expectSaga(sessionSaga, { connectSocket, navigate: () => {} })
      .withReducer(combineReducers({ session: sessionReducer, toasts: toastsReducer }))
      .put(sessionLoaded({ user: null, csrfToken: 'csrf-1' }))
      .silentRun(300);

    expect(result.storeState.session).toEqual({ user: null, csrfToken: 'csrf-1', ready: true });
    expect(sockets.size).toBe(0);
  });

  it('when the session cannot be loaded, then the app still becomes ready as a visitor', async () => {
    sessionAnswer = { status: 502 };

    await expectSaga(sessionSaga, { connectSocket, navigate: () => {} })
      .withReducer(combineReducers({ session: sessionReducer, toasts: toastsReducer }))
      .put(sessionLoaded({ user: null, csrfToken: null }))
      .silentRun(300);
  });

  it('when a signed-in session loads, then a socket opens and a locale event from the server switches the language without a POST', async () => {
    sessionAnswer = { status: 200, body: { user: { ...user, locale: 'en', name: NAMES.en }, csrfToken: 'csrf-1' } };
    const app = startApp();
    try {
      await until(() => sockets.size === 1);

      socketServer.emit('user/localeChanged', { locale: 'hu', name: NAMES.hu });
      await until(() => i18n.language === 'hu');

      expect(selectUser(app.store.getState())).toMatchObject({ locale: 'hu', name: NAMES.hu });
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    } finally {
      app.stop();
    }
  });

  it('when a signed-in session loads, then the unread count is loaded, follows notification events and resets at logout', async () => {
    sessionAnswer = { status: 200, body: { user, csrfToken: 'csrf-1' } };
    unreadCount = 3;
    const app = startApp();
    try {
      await until(() => selectUnreadCount(app.store.getState()) === 3);
      expect(requests.filter((r) => r.url === '/api/users/me/unread-notifications/count')).toHaveLength(1);
      await until(() => sockets.size === 1);

      socketServer.emit('notification/created', {
        id: 'n1',
        type: 'LEAGUE',
        unreadCount: 4,
        createdAt: '2026-11-22T10:00:00.000Z',
      });
      await until(() => selectUnreadCount(app.store.getState()) === 4);

      app.store.dispatch(loggedOut());
      expect(selectUnreadCount(app.store.getState())).toBe(0);
    } finally {
      app.stop();
    }
  });

  it('when a visitor browses, then no unread count is asked for', async () => {
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);
      await new Promise((r) => setTimeout(r, 100));

      expect(requests.map((r) => r.url)).toEqual(['/api/session']);
      expect(selectUnreadCount(app.store.getState())).toBe(0);
    } finally {
      app.stop();
    }
  });

  it('when the user logs out, then the socket is closed', async () => {
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);
      app.store.dispatch(loggedIn({ user, csrfToken: 'csrf-2' }));
      await until(() => sockets.size === 1);

      app.store.dispatch(loggedOut());

      await until(() => sockets.size === 0);
    } finally {
      app.stop();
    }
  });

  it("when a user logs in with another stored language, then the app switches to the user's language", async () => {
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);

      app.store.dispatch(loggedIn({ user, csrfToken: 'csrf-2' }));

      await until(() => i18n.language === 'hu');
    } finally {
      app.stop();
    }
  });

  it('when a visitor picked a language in this visit and then logs in, then the page keeps it and it is stored on the account', async () => {
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);
      app.store.dispatch(languageSelected('hu'));
      await until(() => i18n.language === 'hu');

      app.store.dispatch(loggedIn({ user: { ...user, locale: 'en' }, csrfToken: 'csrf-2' }));

      await until(() => requests.some((r) => r.method === 'POST'));
      expect(requests.filter((r) => r.method === 'POST')).toEqual([
        { method: 'POST', url: '/api/users/u1/locale/hu', csrf: 'csrf-2' },
      ]);
      await until(() => selectUser(app.store.getState())?.locale === 'hu');
      expect(i18n.language).toBe('hu');
    } finally {
      app.stop();
    }
  });

  it("when the visitor's pick is already the account's language, then nothing is posted", async () => {
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);
      app.store.dispatch(languageSelected('hu'));
      await until(() => i18n.language === 'hu');

      app.store.dispatch(loggedIn({ user, csrfToken: 'csrf-2' }));
      await new Promise((r) => setTimeout(r, 100));

      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
      expect(i18n.language).toBe('hu');
    } finally {
      app.stop();
    }
  });

  it("when the visitor's pick was used at one login, then a later login in the same visit follows the account again", async () => {
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);
      app.store.dispatch(languageSelected('hu'));
      app.store.dispatch(loggedIn({ user, csrfToken: 'csrf-2' }));
      await until(() => sockets.size === 1);
      app.store.dispatch(loggedOut());
      await until(() => sockets.size === 0);

      app.store.dispatch(loggedIn({ user: { ...user, id: 'u2', locale: 'en' }, csrfToken: 'csrf-3' }));

      await until(() => i18n.language === 'en');
      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    } finally {
      app.stop();
    }
  });

  it('when the session expires, then the app navigates to /expired and closes the socket', async () => {
    sessionAnswer = { status: 200, body: { user, csrfToken: 'csrf-1' } };
    const app = startApp();
    try {
      await until(() => sockets.size === 1);

      app.store.dispatch(sessionExpired());

      await until(() => sockets.size === 0);
      expect(app.navigations).toEqual(['/expired']);
      expect(selectUser(app.store.getState())).toBeNull();
    } finally {
      app.stop();
    }
  });

  it('when a signed-in user picks a language, then it is stored on the user with the CSRF header, and the name follows it', async () => {
    sessionAnswer = { status: 200, body: { user: { ...user, locale: 'en', name: NAMES.en }, csrfToken: 'csrf-1' } };
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);

      app.store.dispatch(languageSelected('hu'));

      await until(() => requests.some((r) => r.method === 'POST'));
      expect(requests.find((r) => r.method === 'POST')).toEqual({
        method: 'POST',
        url: '/api/users/u1/locale/hu',
        csrf: 'csrf-1',
      });
      await until(() => selectUser(app.store.getState())?.locale === 'hu');
      expect(selectUser(app.store.getState())?.name).toBe(NAMES.hu);
      expect(i18n.language).toBe('hu');
    } finally {
      app.stop();
    }
  });

  it('when a visitor picks a language, then nothing is posted', async () => {
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);

      app.store.dispatch(languageSelected('hu'));
      await until(() => i18n.language === 'hu');
      await new Promise((r) => setTimeout(r, 100));

      expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    } finally {
      app.stop();
    }
  });

  it('when an API call answers 401, then the session ends and the app goes to /expired', async () => {
    sessionAnswer = { status: 200, body: { user, csrfToken: 'csrf-1' } };
    const app = startApp();
    try {
      await until(() => !!selectUser(app.store.getState()));

      const { api } = await import('@hfl/shared-ui');
      await expect(api.get('/api/users/me')).rejects.toThrow();

      await until(() => app.navigations.length === 1);
      expect(app.navigations).toEqual(['/expired']);
      expect(selectUser(app.store.getState())).toBeNull();
    } finally {
      app.stop();
    }
  });

  it("when a visitor's call answers 401, then there is no session to end and the app stays where it is", async () => {
    const app = startApp();
    try {
      await until(() => app.store.getState().session.ready);

      const { api } = await import('@hfl/shared-ui');
      await expect(api.get('/api/users/me')).rejects.toThrow();
      await new Promise((r) => setTimeout(r, 100));

      expect(app.navigations).toEqual([]);
    } finally {
      app.stop();
    }
  });

  it('when several calls answer 401 together, then the session ends once and none of them toasts', async () => {
    sessionAnswer = { status: 200, body: { user, csrfToken: 'csrf-1' } };
    const app = startApp();
    try {
      await until(() => !!selectUser(app.store.getState()));

      const { api, describeApiError, toastShown } = await import('@hfl/shared-ui');
      const failures = await Promise.all(
        [1, 2, 3].map(() =>
          api.get('/api/users/me').then(
            () => null,
            (error: unknown) => error,
          ),
        ),
      );
      for (const failure of failures) {
        app.store.dispatch(toastShown({ kind: 'error', ...describeApiError(failure, i18n.t) }));
      }

      await until(() => app.navigations.length > 0);
      await new Promise((r) => setTimeout(r, 100));
      expect(app.navigations).toEqual(['/expired']);
      expect(app.store.getState().toasts).toEqual([]);
    } finally {
      app.stop();
    }
  });
});
