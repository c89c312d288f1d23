import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { Outlet, createBrowserRouter } from 'react-router';
import styled from 'styled-components';
import { API } from '@hfl/contracts';
import { api, configureApi } from './api/api-client';
import { AppProviders } from './app-providers';
import { initI18n, setLanguage } from './i18n';
import { LanguageSwitch } from './language-switch';
import { Spinner } from './spinner';
import type { RemoteRegistration } from './registration';
import {
  csrfTokenRefreshed,
  selectCsrfToken,
  sessionExpired,
  sessionLoaded,
  type SessionPayload,
} from './session/session-slice';
import { createInjectableStore } from './store/injectable-store';
import { ToastArea } from './toasts/toast-area';

const Bar = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: 8px 16px;
  background: ${({ theme: th }) => th.colors.primary};
  color: #fff;
`;

const Main = styled.main`
  max-width: 1100px;
  margin: 0 auto;
  padding: 24px 16px;
`;

/** A bare frame so a remote's pages can be developed without the shell. */
function StandaloneFrame({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <>
      <Bar>
        <strong>
          {t('common:appName')} · {name}
        </strong>
        <LanguageSwitch onSelect={(locale) => void setLanguage(locale)} />
      </Bar>
      <Main>
        <Outlet />
      </Main>
      <ToastArea />
    </>
  );
}

/**
 * Runs one remote alone (dev only): its own store, i18n, router and toasts, the session from the BFF
 * when it is reachable through the dev server's proxy.
 */
export async function mountStandalone(registration: RemoteRegistration, container?: HTMLElement | null): Promise<void> {
  const i18n = await initI18n([registration.i18n]);
  const store = createInjectableStore(registration.reducers);
  configureApi({
    getCsrfToken: () => selectCsrfToken(store.getState()),
    setCsrfToken: (token) => store.dispatch(csrfTokenRefreshed(token)),
    getLocale: () => i18n.language,
    onUnauthorized: () => {
      store.dispatch(sessionExpired());
    },
  });
  for (const { key, saga } of registration.sagas ?? []) store.injectSaga(key, saga);
  api.get<SessionPayload>(API.session).then(
    (session) => store.dispatch(sessionLoaded(session)),
    () => store.dispatch(sessionLoaded({ user: null, csrfToken: null })),
  );

  const router = createBrowserRouter([
    { element: <StandaloneFrame name={registration.name} />, HydrateFallback: Spinner, children: registration.routes },
  ]);
  const root = container ?? document.getElementById('root');
  if (!root) throw new Error('mountStandalone: no #root element');
  createRoot(root).render(<AppProviders store={store} i18n={i18n} router={router} />);
}
