import { useEffect } from 'react';
import type { i18n as I18n } from 'i18next';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { AppProviders, selectUser, type InjectableStore } from '@hfl/shared-ui/core';
import { setNavigator } from './navigation';
import type { RemoteLoader } from './remotes/remote-loader';
import { buildRoutes, discoverRemoteRoutes } from './routes';

export type RouterFactory = (
  routes: RouteObject[],
  options: { patchRoutesOnNavigation: PatchRoutesOnNavigationFunction },
) => AppRouter;

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * The app's one router: the shell's routes, the remotes' joining as navigation discovers them. Made before React's
 * first render, in a task of its own: its first navigation's matching is then not part of that render's first slice
 * (issue 39: a phone's blocking time counts each task's time beyond 50 ms).
 */
export function createAppRouter(
  store: InjectableStore,
  remotes: RemoteLoader,
  createRouter: RouterFactory = createBrowserRouter,
): AppRouter {
  return createRouter(
    buildRoutes(remotes, () => selectUser(store.getState()) !== null),
    {
      patchRoutesOnNavigation: discoverRemoteRoutes(remotes),
    },
  );
}

export interface AppProps {
  store: InjectableStore;
  i18n: I18n;
  router: AppRouter;
}

/** Providers around the router, for the app's life. */
export function App({ store, i18n, router }: AppProps) {
  useEffect(() => {
    setNavigator((to) => void router.navigate(to));
    return () => {
      setNavigator(null);
      router.dispose();
    };
  }, [router]);

  return <AppProviders store={store} i18n={i18n} router={router} />;
}
