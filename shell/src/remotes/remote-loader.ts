import type { i18n as I18n } from 'i18next';
import { addResources, api, type InjectableStore, type NavItem, type RemoteRegistration } from '@hfl/shared-ui';
import type { RouteObject } from 'react-router';

/** One line of the BFF's /remotes.json: where a remote's manifest (or remoteEntry) lives right now. */
export interface RemoteLocation {
  name: string;
  entry: string;
}

/** Fetches a remote's registration; the federation runtime in the app, something else in tests. */
export type RegistrationLoader = (remote: RemoteLocation) => Promise<RemoteRegistration>;

export interface LoadedRemotes {
  routes: RouteObject[];
  nav: NavItem[];
  /** Names of the remotes that could not be loaded (the manifest itself counts as 'remotes.json'). */
  failed: string[];
}

export async function fetchRemoteLocations(): Promise<RemoteLocation[]> {
  const { remotes } = await api.get<{ remotes: RemoteLocation[] }>('/remotes.json');
  return remotes;
}

/** The production loader: remote locations are registered at run time, so a remote redeploys alone. */
export const loadFromFederation: RegistrationLoader = async (remote) => {
  const { registerRemotes, loadRemote } = await import('@module-federation/enhanced/runtime');
  registerRemotes([{ name: remote.name, entry: remote.entry }]);
  const module = await loadRemote<{ default: RemoteRegistration }>(`${remote.name}/register`);
  if (!module) throw new Error(`${remote.name}/register is empty`);
  return module.default;
};

function isRegistration(value: unknown): value is RemoteRegistration {
  const candidate = value as Partial<RemoteRegistration> | null;
  return !!candidate && Array.isArray(candidate.routes) && typeof candidate.i18n === 'object' && candidate.i18n !== null;
}

/** Hands a registration's reducers, sagas and translations to the running app. */
export function applyRegistration(store: InjectableStore, i18n: I18n, registration: RemoteRegistration): void {
  for (const [key, reducer] of Object.entries(registration.reducers ?? {})) store.injectReducer(key, reducer);
  for (const { key, saga } of registration.sagas ?? []) store.injectSaga(key, saga);
  addResources(i18n, registration.i18n);
}

/**
 * Loads every remote in parallel. One that fails (its entry 404s, its code throws) is only recorded:
 * the shell renders without it and shows the fallback where its pages would be.
 */
export async function loadRemotes(
  store: InjectableStore,
  i18n: I18n,
  locate: () => Promise<RemoteLocation[]>,
  load: RegistrationLoader,
): Promise<LoadedRemotes> {
  let locations: RemoteLocation[];
  try {
    locations = await locate();
  } catch (error) {
    console.error('remote list unavailable', error);
    return { routes: [], nav: [], failed: ['remotes.json'] };
  }
  const results = await Promise.allSettled(locations.map((remote) => load(remote)));
  const loaded: LoadedRemotes = { routes: [], nav: [], failed: [] };
  results.forEach((result, index) => {
    const name = locations[index]?.name ?? String(index);
    if (result.status === 'fulfilled' && isRegistration(result.value)) {
      applyRegistration(store, i18n, result.value);
      loaded.routes.push(...result.value.routes);
      loaded.nav.push(...(result.value.nav ?? []));
    } else {
      console.error(`remote ${name} failed to load`, result.status === 'rejected' ? result.reason : 'no registration');
      loaded.failed.push(name);
    }
  });
  loaded.nav.sort((a, b) => a.order - b.order);
  return loaded;
}
