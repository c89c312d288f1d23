import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { PAGE_TEXTS } from '../i18n';
import { createInjectableStore, initI18n, theme, type InjectableStore } from '../index';

/** Renders with the real store, the real i18n resources and the theme, as the shell does (also on rerender). */
export async function renderWithProviders(ui: ReactElement, store: InjectableStore = createInjectableStore()) {
  // Components with forms and errors are tested here too: their texts as a remote's page has them.
  const i18n = await initI18n([PAGE_TEXTS]);
  await i18n.changeLanguage('en');
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
  return { ...render(ui, { wrapper }), store, i18n };
}
