import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches } from 'react-router';
import styled from 'styled-components';
import { ToastArea, type PageHandle } from '@hfl/shared-ui/core';
import { reportPageView } from '../analytics/analytics';
import { readCookieConsent } from '../analytics/consent';
import { AdBanner } from './ad-banner';
import { CookieBar } from './cookie-bar';
import { Footer } from './footer';
import { Header, type NavSource } from './header';

const Page = styled.div`
  min-height: 100vh;
  display: flex;
  flex-direction: column;
`;

/**
 * At least a screen tall, so the footer starts below the fold: while the page's remote, chunk and data arrive
 * nothing visible sits under the page to be pushed down (issue 39: layout shift ≤ 0.05).
 */
const Main = styled.main`
  flex: 1 0 auto;
  min-height: 100vh;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px 96px;
  &:focus {
    outline: none;
  }
`;

const SkipLink = styled.a`
  position: absolute;
  left: -9999px;
  &:focus {
    left: 8px;
    top: 8px;
    z-index: 100;
    padding: 8px 12px;
    background: #fff;
  }
`;

const TopAd = styled(AdBanner)`
  margin-bottom: 24px;
  text-align: center;
`;

const Columns = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 24px;
`;

const Content = styled.div`
  flex: 1 1 auto;
  min-width: 0;
`;

/** Beside the page on wide screens only; a phone has no room for it. */
const SideAd = styled(AdBanner)`
  flex: 0 0 300px;
  position: sticky;
  top: 96px;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: none;
  }
`;

/** The spec: every page change scrolls to top and reports a page view to analytics (an in-page #anchor is no page change). */
function PageChangeEffects() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  useEffect(() => {
    reportPageView(`${pathname}${search}`);
  }, [pathname, search]);
  return null;
}

/** What the deepest matched route declares of its page (its `handle`); a route without one declares nothing. */
function useDeclared<K extends keyof PageHandle>(key: K): PageHandle[K] | null {
  const declared = useMatches()
    .map((match) => (match.handle as Partial<PageHandle> | undefined)?.[key])
    .filter((value): value is NonNullable<PageHandle[K]> => typeof value === 'string');
  return declared.at(-1) ?? null;
}

/**
 * The document title in the page's language: "<page> · HFL Fantasy", or the app's name for a path no route claims
 * (not found, or a remote that failed).
 */
function useDocumentTitle(): void {
  const { t } = useTranslation();
  const title = useDeclared('title');
  useEffect(() => {
    const appName = t('common:appName');
    document.title = title ? `${t(title)} · ${appName}` : appName;
  }, [t, title]);
}

/** The app frame around every page; `children` stands in for the routed page (e.g. while loading). */
export function Layout({ nav, children }: { nav: NavSource; children?: ReactNode }) {
  const { t } = useTranslation();
  // The remotes type it as an AdPage; a wrong one only costs a refused request (the banner stays empty).
  const adPage = useDeclared('adPage');
  useDocumentTitle();
  // The cookie bar shows until the visitor chose; the footer's "Cookie settings" shows it again.
  const [cookieBarOpen, setCookieBarOpen] = useState(() => readCookieConsent() === null);
  return (
    <Page>
      <PageChangeEffects />
      <SkipLink href="#main">{t('common:skipToContent')}</SkipLink>
      <Header nav={nav} />
      <Main id="main" tabIndex={-1}>
        {adPage && <TopAd page={adPage} placement="top" />}
        <Columns>
          <Content>{children ?? <Outlet />}</Content>
          {adPage && <SideAd page={adPage} placement="right" />}
        </Columns>
      </Main>
      <Footer onCookieSettings={() => setCookieBarOpen(true)} />
      {cookieBarOpen && <CookieBar onClose={() => setCookieBarOpen(false)} />}
      <ToastArea />
    </Page>
  );
}
