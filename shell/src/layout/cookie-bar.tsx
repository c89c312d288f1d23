import { useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import type { CookieConsent } from '@hfl/contracts';
import { BOTTOM_BAR_HEIGHT_VAR, Button } from '@hfl/shared-ui/core';
import { reportPageView } from '../analytics/analytics';
import { storeCookieConsent } from '../analytics/consent';

const Bar = styled.section`
  position: fixed;
  left: 0;
  right: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.cookieBar};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 12px 24px;
  padding: 12px 16px;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 4px solid ${({ theme }) => theme.colors.accent};
  box-shadow: 0 -2px 8px rgba(0, 0, 0, 0.15);
  p {
    margin: 0;
    max-width: 720px;
  }
`;

const Choices = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/** Publishes the bar's height while it shows (BOTTOM_BAR_HEIGHT_VAR), as it changes with the screen's width. */
function useBottomBarHeight(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() =>
      root.style.setProperty(BOTTOM_BAR_HEIGHT_VAR, `${element.getBoundingClientRect().height}px`),
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BOTTOM_BAR_HEIGHT_VAR);
    };
  }, [bar]);
}

/**
 * Shown until the visitor chose (and again from the footer's "Cookie settings"): 'Accept all' lets us count page
 * views, 'Only necessary' does not (and withdraws an earlier acceptance). The choice is remembered for a year.
 */
export function CookieBar({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLElement>(null);
  useBottomBarHeight(bar);
  const { pathname, search } = useLocation();
  const choose = (consent: CookieConsent) => {
    storeCookieConsent(consent);
    // The page the visitor accepted on counts too.
    if (consent === 'all') reportPageView(`${pathname}${search}`);
    onClose();
  };
  return (
    <Bar ref={bar} aria-label={t('common:cookieBar.label')}>
      <p>
        {t('common:cookieBar.text')} <Link to="/cookie-policy">{t('common:cookieBar.policy')}</Link>
      </p>
      <Choices>
        <Button type="button" onClick={() => choose('all')}>
          {t('common:cookieBar.acceptAll')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => choose('necessary')}>
          {t('common:cookieBar.onlyNecessary')}
        </Button>
      </Choices>
    </Bar>
  );
}
