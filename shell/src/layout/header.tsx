import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useDispatch, useSelector } from 'react-redux';
import { Link, NavLink, useLocation } from 'react-router';
import styled from 'styled-components';
import {
  LanguageSwitch,
  VisuallyHidden,
  selectIsSuperAdmin,
  selectSessionReady,
  selectUser,
  type NavItem,
} from '@hfl/shared-ui/core';
import { languageSelected } from '../session/language-selected';
import { AccountMenu } from './account-menu';
import { HeaderButton } from './header-button';
import { navItemShown } from './site-nav';

/** Where the navigation's items come from (the remote loader): they change as remotes arrive. */
export interface NavSource {
  nav: () => NavItem[];
  subscribe: (listener: () => void) => () => void;
}

/** Login and logout live in the account corner, never twice in the main navigation. */
const ACCOUNT_PATHS = new Set(['/login', '/logout']);

/** One row of navigation links: a link's line (1.5 × 16 px) and its 6 px padding above and below. */
const NAV_ROW_HEIGHT = '36px';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  border-bottom: 4px solid ${({ theme }) => theme.colors.accent};
`;

/** Two tiers on wide screens: the brand and the account corner, then the navigation on a row of its own. */
const Inner = styled.div`
  max-width: 1200px;
  margin: 0 auto;
  padding: 8px 16px;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 24px;
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    gap: 8px 12px;
  }
`;

const Brand = styled(Link)`
  color: #fff;
  font-weight: 800;
  font-size: 1.3rem;
  letter-spacing: 0.02em;
  text-decoration: none;
  display: inline-flex;
  align-items: center;
  gap: 8px;
  &::before {
    content: '';
    width: 22px;
    height: 14px;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.accent};
    box-shadow: inset 0 0 0 2px ${({ theme }) => theme.colors.primaryDark};
  }
`;

/** Below the tablet width the navigation folds behind this button, so the header keeps to one row. */
const MenuButton = styled(HeaderButton)`
  display: none;
  margin-left: auto;
  > span:first-child {
    margin-right: 6px;
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: inline-block;
  }
`;

/** The navigation row's height is reserved (one row of links) before the remotes' items arrive, so the page stays put. */
const Nav = styled.nav<{ $open: boolean }>`
  order: 10;
  flex: 1 1 100%;
  min-height: ${NAV_ROW_HEIGHT};
  margin: 0 -8px;
  @media (max-width: ${({ theme }) => theme.breakpoints.tablet}) {
    display: ${({ $open }) => ($open ? 'block' : 'none')};
    min-height: 0;
    order: 10;
    flex-basis: 100%;
    ul {
      flex-direction: column;
    }
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 4px;
  }
  a {
    display: block;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radius};
    color: #fff;
    text-decoration: none;
    font-weight: 600;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.12);
  }
  a.active {
    background: ${({ theme }) => theme.colors.primaryDark};
    box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.accent};
  }
`;

const Count = styled.span`
  display: inline-block;
  min-width: 1.4em;
  margin-left: 6px;
  padding: 0 6px;
  border-radius: 999px;
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.primaryDark};
  font-size: 0.8rem;
  line-height: 1.4;
  text-align: center;
`;

/** A nav item's count (e.g. unread notifications): hidden at 0; screen readers hear "3 unread". */
function NavBadge({ select }: { select: (state: unknown) => number }) {
  const { t } = useTranslation();
  const count = useSelector(select);
  if (count <= 0) return null;
  return (
    <>
      <Count aria-hidden="true">{count}</Count>
      <VisuallyHidden> {t('common:nav.unread', { count })}</VisuallyHidden>
    </>
  );
}

/**
 * The folded menu's counts on its closed button (issue 38: on a phone the unread notifications show without opening
 * the menu), read out like the items' own ("Menu 3 unread"). Open, the items show their counts themselves.
 */
function MenuBadge({ selects }: { selects: Array<(state: unknown) => number> }) {
  const { t } = useTranslation();
  const count = useSelector((state: unknown) => selects.reduce((sum, select) => sum + Math.max(0, select(state)), 0));
  if (count <= 0) return null;
  return (
    <>
      <Count aria-hidden="true">{count}</Count>
      <VisuallyHidden> {t('common:nav.unread', { count })}</VisuallyHidden>
    </>
  );
}

const Account = styled.div<{ $open: boolean }>`
  display: flex;
  align-items: center;
  gap: 12px;
  margin-left: auto;
  /* On a phone the account corner folds into the menu too, so the header is the brand and the Menu button. */
  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    display: ${({ $open }) => ($open ? 'flex' : 'none')};
    order: 11;
    flex-basis: 100%;
    justify-content: space-between;
  }
  > a {
    color: #fff;
    font-weight: 600;
  }
`;

/**
 * Subscribes to the navigation itself: a remote's links arriving re-render the header alone, not the whole layout
 * around the page (that update is synchronous, and was a 20–30 ms task of the page load on a laptop).
 */
export function Header({ nav }: { nav: NavSource }) {
  const navItems = useSyncExternalStore(nav.subscribe, nav.nav);
  const { t } = useTranslation();
  const dispatch = useDispatch();
  const user = useSelector(selectUser);
  const superAdmin = useSelector(selectIsSuperAdmin);
  // Items wait for the session: a visitor's row turning into a player's would move every item after the first.
  const sessionReady = useSelector(selectSessionReady);
  const shown = sessionReady
    ? navItems.filter((item) => !ACCOUNT_PATHS.has(item.to) && navItemShown(item, { signedIn: !!user, superAdmin }))
    : [];
  const items = shown.filter((item) => item.place !== 'account');
  const accountItems = shown.filter((item) => item.place === 'account');
  const badges = items.flatMap((item) => (item.badge ? [item.badge] : []));
  const navId = useId();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();

  // A folded menu closes once its link took the visitor to another page.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <Bar>
      <Inner>
        <Brand to="/">{t('common:appName')}</Brand>
        <MenuButton type="button" aria-expanded={open} aria-controls={navId} onClick={() => setOpen((now) => !now)}>
          <span aria-hidden="true">{open ? '✕' : '☰'}</span>
          {t('common:header.menu')}
          {!open && <MenuBadge selects={badges} />}
        </MenuButton>
        <Nav id={navId} $open={open} aria-label={t('common:nav.mainNavigation')}>
          <ul>
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'}>
                  {t(item.labelKey)}
                  {item.badge && <NavBadge select={item.badge} />}
                </NavLink>
              </li>
            ))}
          </ul>
        </Nav>
        <Account $open={open} aria-label={t('common:header.account')} role="group">
          {user ? (
            <AccountMenu name={user.name} items={accountItems} />
          ) : (
            <Link to="/login">{t('common:nav.login')}</Link>
          )}
          <LanguageSwitch onSelect={(locale) => dispatch(languageSelected(locale))} />
        </Account>
      </Inner>
    </Bar>
  );
}
