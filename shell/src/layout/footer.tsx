import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import styled from 'styled-components';
import { SOCIAL_LINKS } from '@hfl/contracts';
import { VisuallyHidden } from '@hfl/shared-ui/core';

const LEGAL_LINKS = [
  { to: '/contact', key: 'contact' },
  { to: '/terms', key: 'terms' },
  { to: '/privacy', key: 'privacy' },
  { to: '/cookie-policy', key: 'cookies' },
  { to: '/copyright-notice', key: 'copyright' },
] as const;

const Wrapper = styled.footer`
  margin-top: auto;
  background: ${({ theme }) => theme.colors.primaryDark};
  color: #e8efe9;
  a {
    color: #fff;
  }
`;

const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 24px 16px;
  display: grid;
  gap: 16px 32px;
  grid-template-columns: 2fr 1fr 1fr;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    grid-template-columns: 1fr;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 6px;
  }
  h2 {
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** Looks like the legal links beside it. */
const CookieSettingsButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: #fff;
  font: inherit;
  text-decoration: underline;
  cursor: pointer;
`;

const Partner = styled.p`
  display: flex;
  align-items: center;
  gap: 12px;
  margin: 0;
`;

const PartnerLogo = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 56px;
  height: 40px;
  padding: 0 8px;
  border: 2px solid ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radius};
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 800;
  letter-spacing: 0.08em;
`;

const Copyright = styled.p`
  margin: 0;
  padding: 12px 16px;
  text-align: center;
  font-size: 0.9rem;
  border-top: 1px solid rgba(255, 255, 255, 0.15);
`;

/** `onCookieSettings` shows the cookie bar again, to change (or withdraw) the analytics choice. */
export function Footer({ onCookieSettings }: { onCookieSettings: () => void }) {
  const { t } = useTranslation();
  return (
    <Wrapper>
      <Inner>
        <div>
          <Partner>
            <PartnerLogo aria-hidden="true">{t('common:footer.partnerLogo')}</PartnerLogo>
            {t('common:footer.partner')}
          </Partner>
        </div>
        <nav aria-label={t('common:footer.legal')}>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(`common:footer.${link.key}`)}</Link>
              </li>
            ))}
            <li>
              <CookieSettingsButton type="button" onClick={onCookieSettings}>
                {t('common:footer.cookieSettings')}
              </CookieSettingsButton>
            </li>
          </ul>
        </nav>
        <div>
          <h2>{t('common:footer.social')}</h2>
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.key}>
                <a href={link.href} target="_blank" rel="noopener noreferrer">
                  {t(`common:footer.${link.key}`)}
                  <VisuallyHidden> {t('common:footer.newTab')}</VisuallyHidden>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </Inner>
      <Copyright>{t('common:footer.rights', { year: new Date().getFullYear() })}</Copyright>
    </Wrapper>
  );
}
