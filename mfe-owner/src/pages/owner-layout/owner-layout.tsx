import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import styled from 'styled-components';
import { ROLES } from '@hfl/contracts';
import { Button, RequireAuth } from '@hfl/shared-ui';

/** The back-office's sections, in the order of the owner's work. */
const SECTIONS: ReadonlyArray<{ to: string; labelKey: string }> = [
  { to: '/owner', labelKey: 'nav.home' },
  { to: '/owner/users', labelKey: 'nav.users' },
  { to: '/owner/teams', labelKey: 'nav.teams' },
  { to: '/owner/seasons', labelKey: 'nav.seasons' },
  { to: '/owner/stats', labelKey: 'nav.stats' },
  { to: '/owner/players', labelKey: 'nav.players' },
  { to: '/owner/rosters', labelKey: 'nav.rosters' },
  { to: '/owner/score-config', labelKey: 'nav.scoreConfig' },
  { to: '/owner/leagues', labelKey: 'leagues.nav' },
  { to: '/owner/leaderboard', labelKey: 'common:nav.leaderboard' },
  { to: '/owner/blog', labelKey: 'nav.blog' },
  { to: '/owner/files', labelKey: 'nav.files' },
  { to: '/owner/settings', labelKey: 'nav.settings' },
];

const SectionBar = styled.div`
  margin-bottom: ${({ theme }) => theme.space(6)};
`;

/** Below the tablet width the sections fold behind this button, as the site's navigation does. */
const MenuButton = styled(Button)`
  display: none;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: inline-flex;
  }
`;

/**
 * One row on a wide screen: the labels are short and a little smaller than the text (13 sections fit 1168 px in
 * Hungarian too); should a font still be wider, the row scrolls sideways rather than break in two.
 */
const SectionMenu = styled.nav<{ $open: boolean }>`
  border-bottom: 2px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: nowrap;
  }
  a {
    display: block;
    padding: ${({ theme }) => theme.space(2)} 5px;
    font-size: 0.9rem;
    font-weight: 600;
    white-space: nowrap;
    text-decoration: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  a.active {
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    margin-top: ${({ theme }) => theme.space(2)};
    overflow-x: visible;
    ul {
      flex-direction: column;
    }
    a {
      padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
      font-size: 1rem;
    }
  }
`;

/** The back-office's own menu; folded on a phone, it opens with its button and closes on Escape or a new page. */
function OwnerSectionMenu() {
  const { t } = useTranslation('owner');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <SectionBar>
      <MenuButton
        ref={toggle}
        type="button"
        variant="secondary"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((now) => !now)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
        {t('nav.menu')}
      </MenuButton>
      <SectionMenu id={menuId} $open={open} aria-label={t('nav.label')}>
        <ul>
          {SECTIONS.map((section) => (
            <li key={section.to}>
              <NavLink to={section.to} end={section.to === '/owner'}>
                {t(section.labelKey)}
              </NavLink>
            </li>
          ))}
        </ul>
      </SectionMenu>
    </SectionBar>
  );
}

/** Parent of every /owner route: one guard for the whole back-office, plus its own section menu. */
export function OwnerLayout() {
  return (
    <RequireAuth role={ROLES.SUPER_ADMIN}>
      <OwnerSectionMenu />
      <Outlet />
    </RequireAuth>
  );
}
