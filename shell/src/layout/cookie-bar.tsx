import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Button, readCookie } from '@hfl/shared-ui';

const CONSENT_COOKIE = 'cookie_consent';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

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

/** Shown until accepted; the acceptance is remembered for a year. */
export function CookieBar() {
  const { t } = useTranslation();
  const [accepted, setAccepted] = useState(() => readCookie(CONSENT_COOKIE) === '1');
  if (accepted) return null;
  const accept = () => {
    document.cookie = `${CONSENT_COOKIE}=1; max-age=${ONE_YEAR_SECONDS}; path=/; SameSite=Lax`;
    setAccepted(true);
  };
  return (
    <Bar aria-label={t('common:cookieBar.label')}>
      <p>
        {t('common:cookieBar.text')} <Link to="/cookie-policy">{t('common:cookieBar.policy')}</Link>
      </p>
      <Button type="button" onClick={accept}>
        {t('common:cookieBar.accept')}
      </Button>
    </Bar>
  );
}
