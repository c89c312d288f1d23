import { useEffect, useMemo, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme, type InjectableStore } from '@hfl/shared-ui';
import { setNavigator } from './navigation';
import type { LoadedRemotes } from './remotes/remote-loader';
import { buildRoutes } from './routes';

export type RouterFactory = (routes: RouteObject[]) => ReturnType<typeof createBrowserRouter>;

export interface AppProps {
  store: InjectableStore;
  i18n: I18n;
  /** Resolves once every remote loaded or failed; never rejects. */
  remotes: Promise<LoadedRemotes>;
  createRouter?: RouterFactory;
}

/** Providers plus a router rebuilt once the remotes' routes are known. */
export function App({ store, i18n, remotes, createRouter = createBrowserRouter }: AppProps) {
  const [loaded, setLoaded] = useState<LoadedRemotes | null>(null);
  useEffect(() => {
    let active = true;
    void remotes.then((result) => active && setLoaded(result));
    return () => {
      active = false;
    };
  }, [remotes]);

  const router = useMemo(() => createRouter(buildRoutes(loaded)), [createRouter, loaded]);
  useEffect(() => {
    setNavigator((to) => void router.navigate(to));
    return () => {
      setNavigator(null);
      router.dispose();
    };
  }, [router]);

  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          {/* RouterProvider keeps the state of the router it first saw: remount it with the new router. */}
          <RouterProvider key={loaded ? 'loaded' : 'loading'} router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
