import type { ComponentProps } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import type { Store } from 'redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle, theme } from './theme';

export interface AppProvidersProps {
  store: Store;
  i18n: I18n;
  router: ComponentProps<typeof RouterProvider>['router'];
}

/** The one provider stack around a router, so the shell and a remote running standalone render pages alike. */
export function AppProviders({ store, i18n, router }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <GlobalStyle />
          <RouterProvider router={router} />
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
