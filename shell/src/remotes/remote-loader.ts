import type { i18n as I18n } from 'i18next';
import { matchRoutes, type RouteObject } from 'react-router';
import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import { REMOTE_LIST_ELEMENT_ID, type RemoteName } from '@hfl/contracts';
import { addResources, api, type InjectableStore, type NavItem, type RemoteRegistration } from '@hfl/shared-ui/core';
import { nextTask } from '../tasks/next-task';

/** One line of the BFF's /remotes.json: where a remote's manifest (or remoteEntry) lives right now. */
export interface RemoteLocation {
  name: string;
  entry: string;
}

/** Fetches a remote's registration; the federation runtime in the app, something else in tests. */
export type RegistrationLoader = (remote: RemoteLocation) => Promise<RemoteRegistration>;

/** The remotes the running app has asked for, each loaded at most once. */
export interface RemoteLoader {
  /**
   * Loads the remote (later calls share the first load); resolves to null when it failed, never rejects. With
   * `forPath`, the pages matching it start loading as soon as the remote's routes are known, beside its texts.
   */
  load: (name: RemoteName, forPath?: string) => Promise<RemoteRegistration | null>;
  /** True once the remote failed: not in /remotes.json, its entry unreachable, or its code throws. */
  hasFailed: (name: RemoteName) => boolean;
  /** The navigation items of every remote loaded so far, in order; a new array whenever one arrives. */
  nav: () => NavItem[];
  subscribe: (listener: () => void) => () => void;
}

export interface RemoteLoaderDeps {
  store: InjectableStore;
  i18n: I18n;
  locate: () => Promise<RemoteLocation[]>;
  load: RegistrationLoader;
  /** The navigation shown before any remote loads (the shell's site navigation). */
  nav?: readonly NavItem[];
}

/** /remotes.json's answer: as the BFF wrote it into the page, else (a page served without it) read. */
export async function fetchRemoteLocations(doc: Document = document): Promise<RemoteLocation[]> {
  const written = doc.getElementById(REMOTE_LIST_ELEMENT_ID)?.textContent;
  const { remotes } = written
    ? (JSON.parse(written) as { remotes: RemoteLocation[] })
    : await api.get<{ remotes: RemoteLocation[] }>('/remotes.json');
  return remotes;
}

/**
 * The production loader: remote locations are registered at run time, so a remote redeploys alone. The federation
 * runtime is main.js's already (the shell is a host): imported statically, it costs no chunk to wait for.
 */
export const loadFromFederation: RegistrationLoader = async (remote) => {
  registerRemotes([{ name: remote.name, entry: remote.entry }]);
  const module = await loadRemote<{ default: RemoteRegistration }>(`${remote.name}/register`);
  if (!module) throw new Error(`${remote.name}/register is empty`);
  return module.default;
};

function isRegistration(value: unknown): value is RemoteRegistration {
  const candidate = value as Partial<RemoteRegistration> | null;
  return (
    !!candidate && Array.isArray(candidate.routes) && typeof candidate.i18n === 'object' && candidate.i18n !== null
  );
}

/**
 * Hands a registration's translations (in the current language, loaded), reducers and sagas to the running app. The
 * texts' chunks are asked for first, beside the page's chunks, and download while the reducers re-render what reads
 * the store and the sagas start reading (a saga's first put re-renders at once: the store is an external one to
 * React); each step in a task of its own, not in the task that ran the remote's code (on Lighthouse's phone, sagas and
 * texts together were one task of about 120 ms, and texts asked for last came one round trip after the page's chunks).
 * Settles once the texts have arrived.
 */
async function applyRegistration(store: InjectableStore, i18n: I18n, registration: RemoteRegistration): Promise<void> {
  const texts = addResources(i18n, registration.i18n);
  await nextTask();
  for (const [key, reducer] of Object.entries(registration.reducers ?? {})) store.injectReducer(key, reducer);
  await nextTask();
  for (const { key, saga } of registration.sagas ?? []) store.injectSaga(key, saga);
  await texts;
}

/**
 * Starts loading the chunks of the routes matching `path` (their `lazy`), each in a task of its own (a page's start
 * resolves its shared libraries and adds its scripts), without waiting for them: the router's own call, once the
 * routes are patched in, finds the modules loading or loaded. A failure is the router's to show, on its call.
 */
async function warmPages(routes: RouteObject[], path: string): Promise<void> {
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const { lazy } = route;
    if (typeof lazy !== 'function') continue;
    await nextTask();
    void lazy().catch(() => undefined);
  }
}

/**
 * Loads remotes when something asks for one (a navigation into a remote's URL space, a user's role). /remotes.json is fetched once, on the first load. A remote that fails is only recorded: the
 * shell keeps running and shows the fallback where its pages would be.
 */
export function createRemoteLoader({ store, i18n, locate, load, nav: siteNav = [] }: RemoteLoaderDeps): RemoteLoader {
  let locations: Promise<Map<string, RemoteLocation>> | null = null;
  const loads = new Map<RemoteName, Promise<RemoteRegistration | null>>();
  const failed = new Set<RemoteName>();
  const listeners = new Set<() => void>();
  let nav: NavItem[] = [...siteNav];

  function locateOnce(): Promise<Map<string, RemoteLocation>> {
    locations ??= locate().then(
      (list) => new Map(list.map((location) => [location.name, location])),
      (error: unknown) => {
        console.error('remote list unavailable', error);
        return new Map<string, RemoteLocation>();
      },
    );
    return locations;
  }

  async function register(name: RemoteName, forPath: string | undefined): Promise<RemoteRegistration> {
    const location = (await locateOnce()).get(name);
    if (!location) throw new Error(`${name} is not in /remotes.json`);
    const registration = await load(location);
    if (!isRegistration(registration)) throw new Error(`${name}/register is not a registration`);
    // Not in the task that ran the remote's code: matching the routes and starting their chunks is a long task's
    // other half on a phone.
    await nextTask();
    // One round trip less before the first page shows: its chunks download beside the remote's texts.
    if (forPath !== undefined) await warmPages(registration.routes, forPath);
    await nextTask();
    await applyRegistration(store, i18n, registration);
    return registration;
  }

  function settle(name: RemoteName, forPath: string | undefined): Promise<RemoteRegistration | null> {
    return register(name, forPath).then(
      (registration) => {
        nav = [...nav, ...(registration.nav ?? [])].sort((a, b) => a.order - b.order);
        for (const listener of listeners) listener();
        return registration;
      },
      (error: unknown) => {
        console.error(`remote ${name} failed to load`, error);
        failed.add(name);
        return null;
      },
    );
  }

  return {
    load(name, forPath) {
      let loading = loads.get(name);
      if (!loading) {
        loading = settle(name, forPath);
        loads.set(name, loading);
      }
      return loading;
    },
    hasFailed: (name) => failed.has(name),
    nav: () => nav,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
