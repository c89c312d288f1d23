import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { ToastArea, type NavItem } from '@hfl/shared-ui';
import { CookieBar } from './cookie-bar';
import { Footer } from './footer';
import { Header } from './header';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

const Main = styled.main`
  flex: 1 0 auto;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 96px;
  &:focus { outline: none; }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus { left: 8px; top: 8px; z-index: 100; padding: 8px 12px; background: #fff; }
`;

/** The spec: every page change scrolls to top. */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** The app frame around every page; `children` stands in for the routed page (e.g. while loading). */
export function Layout({ nav, children }: { nav: NavItem[]; children?: ReactNode }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t('common:appName');
  }, [t]);
  return (
    <Page>
      <ScrollToTop />
      <SkipLink href="#main">{t('common:skipToContent')}</SkipLink>
      <Header nav={nav} />
      <Main id="main" tabIndex={-1}>
        {children ?? <Outlet />}
      </Main>
      <Footer />
      <CookieBar />
      <ToastArea />
    </Page>
  );
}
