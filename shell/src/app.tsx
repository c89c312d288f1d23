import { useEffect, useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { AppProviders, selectUser, type InjectableStore } from '@hfl/shared-ui/core';
import { setNavigator } from './navigation';
import type { RemoteLoader } from './remotes/remote-loader';
import { buildRoutes, discoverRemoteRoutes } from './routes';

export type RouterFactory = (
  routes: RouteObject[],
  options: { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction },
) => ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  store: InjectableStore;
  i18n: I18n;
  remotes: RemoteLoader;
  createRouter?: RouterFactory;
}

/** Providers plus one router for the app's life: the remotes' routes join it as navigation discovers them. */
export function App({ store, i18n, remotes, createRouter = createBrowserRouter }: AppProps) {
  const router = useMemo(
    () =>
      createRouter(
        buildRoutes(remotes, () => selectUser(store.getState()) !== null),
        { patchRoutesOnNavigation: discoverRemoteRoutes(remotes) },
      ),
    [createRouter, remotes, store],
  );
  useEffect(() => {
    setNavigator((to) => void router.navigate(to));
    return () => {
      setNavigator(null);
      router.dispose();
    };
  }, [router]);

  return <AppProviders store={store} i18n={i18n} router={router} />;
}
