import { remoteOwning } from '@hfl/contracts';
import { initI18n } from '@hfl/shared-ui/core';
import { adsSaga } from './ads/ads-saga';
import { applyCookieConsent, readCookieConsent } from './analytics/consent';
import { App, createAppRouter, type RouterFactory } from './app';
import { navigate } from './navigation';
import { SITE_NAV } from './layout/site-nav';
import {
  createRemoteLoader,
  fetchRemoteLocations,
  type RegistrationLoader,
  type RemoteLocation,
} from './remotes/remote-loader';
import { roleRemotesSaga } from './remotes/role-remotes-saga';
import { sessionSaga } from './session/session-saga';
import type { AppSocket } from './session/socket';
import { wireApi } from './session/wire-api';
import { takeWrittenSession } from './session/written-session';
import { nextTask } from './tasks/next-task';
import { configureStore } from './store/configure-store';

export interface ShellBoundaries {
  /** Loads one remote's registration (Module Federation in the browser). */
  loadRegistration: RegistrationLoader;
  connectSocket: () => Promise<AppSocket>;
  locateRemotes?: () => Promise<RemoteLocation[]>;
  createRouter?: RouterFactory;
  /** API origin; same origin when omitted. */
  apiBaseUrl?: string;
  /** The path the app opens at (the browser's location unless a test's router starts elsewhere). */
  firstPath?: string;
}

/** Everything the shell does at boot, with the outside world (federation, socket, router) passed in. */
export async function startShell({
  loadRegistration,
  connectSocket,
  locateRemotes = fetchRemoteLocations,
  createRouter,
  apiBaseUrl,
  firstPath = window.location.pathname,
}: ShellBoundaries) {
  const i18n = await initI18n();
  const store = configureStore();
  wireApi(store, i18n, apiBaseUrl);
  // Page views are counted only once the visitor accepted analytics cookies (now or on an earlier visit).
  if (readCookieConsent() === 'all') applyCookieConsent('all');
  const remotes = createRemoteLoader({ store, i18n, locate: locateRemotes, load: loadRegistration, nav: SITE_NAV });
  // The first page's remote starts loading now, beside the session's read, rather than once React's first render has
  // made the router, which asks for it then (and finds it loading): on a phone, that render is a step less before it.
  const firstRemote = remoteOwning(firstPath);
  if (firstRemote) void remotes.load(firstRemote, firstPath);
  // Listening before the session saga loads the session, whose answer may call for a role's remote.
  store.runSaga(function* () {
    yield* roleRemotesSaga(remotes);
  });
  store.runSaga(function* () {
    yield* sessionSaga({ connectSocket, navigate, writtenSession: takeWrittenSession });
  });
  store.runSaga(adsSaga);
  // A remote loads when a page or a role needs it: the home page and the navigation are the shell's own.
  await nextTask();
  const element = <App store={store} i18n={i18n} router={createAppRouter(store, remotes, createRouter)} />;
  return { store, i18n, remotes, element };
}
