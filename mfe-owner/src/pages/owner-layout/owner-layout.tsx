import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import styled from 'styled-components';
import { ROLES } from '@hfl/contracts';
import { RequireAuth } from '@hfl/shared-ui';

const SectionMenu = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(4)};
  margin-bottom: ${({ theme }) => theme.space(6)};
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  a {
    padding: ${({ theme }) => theme.space(2)} 0;
    font-weight: 600;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }
`;

/** Parent of every /owner route: one guard for the whole back-office, plus its own section menu. */
export function OwnerLayout() {
  const { t } = useTranslation('owner');
  return (
    <RequireAuth role={ROLES.SUPER_ADMIN}>
      <SectionMenu aria-label={t('nav.label')}>
        <NavLink to="/owner" end>
          {t('nav.home')}
        </NavLink>
        <NavLink to="/owner/users">{t('nav.users')}</NavLink>
        <NavLink to="/owner/teams">{t('nav.teams')}</NavLink>
        <NavLink to="/owner/seasons">{t('nav.seasons')}</NavLink>
        <NavLink to="/owner/stats">{t('nav.stats')}</NavLink>
        <NavLink to="/owner/players">{t('nav.players')}</NavLink>
        <NavLink to="/owner/rosters">{t('nav.rosters')}</NavLink>
        <NavLink to="/owner/score-config">{t('nav.scoreConfig')}</NavLink>
        <NavLink to="/owner/leagues">{t('leagues.nav')}</NavLink>
        <NavLink to="/owner/leaderboard">{t('common:nav.leaderboard')}</NavLink>
        <NavLink to="/owner/blog">{t('nav.blog')}</NavLink>
        <NavLink to="/owner/files">{t('nav.files')}</NavLink>
        <NavLink to="/owner/settings">{t('nav.settings')}</NavLink>
      </SectionMenu>
      <Outlet />
    </RequireAuth>
  );
}
