import { selectUnreadCount, type NavItem } from '@hfl/shared-ui/core';

/** Who is looking at the navigation. */
export interface NavViewer {
  signedIn: boolean;
  superAdmin: boolean;
}

/**
 * The site's navigation: the player pages' items, declared by the shell so the header is whole on the first paint,
 * before (or without) mfe-player, which owns those pages (issue 39). A remote loaded later adds its own (the
 * owner's Back-office item). The team section's items (My leagues, Team, Players, Game center, Trophies, the league
 * settings) are the players': the SUPER_ADMIN has no team (the spec), and /secure sends the owner to /owner anyway.
 */
export const SITE_NAV: readonly NavItem[] = [
  { to: '/', labelKey: 'common:nav.home', audience: 'all', order: 0 },
  { to: '/secure', labelKey: 'common:nav.leagues', audience: 'player', order: 10 },
  { to: '/leagues', labelKey: 'common:nav.leagues', audience: 'visitor', order: 10 },
  { to: '/team', labelKey: 'common:nav.team', audience: 'player', order: 20 },
  { to: '/players', labelKey: 'common:nav.players', audience: 'player', order: 30 },
  { to: '/game-center', labelKey: 'common:nav.gameCenter', audience: 'player', order: 40 },
  { to: '/trophies', labelKey: 'common:nav.trophies', audience: 'player', order: 50 },
  { to: '/leaderboard', labelKey: 'common:nav.leaderboard', audience: 'all', order: 60 },
  { to: '/blog', labelKey: 'common:nav.blog', audience: 'all', order: 70 },
  { to: '/faq', labelKey: 'common:nav.faq', audience: 'all', order: 80 },
  { to: '/notifications', labelKey: 'common:nav.notifications', audience: 'user', order: 85, badge: selectUnreadCount },
  { to: '/login', labelKey: 'common:nav.login', audience: 'visitor', order: 90 },
  { to: '/settings', labelKey: 'common:nav.settings', audience: 'player', order: 91, place: 'account' },
  { to: '/profile', labelKey: 'common:nav.profile', audience: 'user', order: 92, place: 'account' },
  { to: '/logout', labelKey: 'common:nav.logout', audience: 'user', order: 100 },
];

/** Whether `viewer` sees `item`. */
export function navItemShown(item: NavItem, { signedIn, superAdmin }: NavViewer): boolean {
  switch (item.audience) {
    case 'all':
      return true;
    case 'visitor':
      return !signedIn;
    case 'user':
      return signedIn;
    case 'player':
      return signedIn && !superAdmin;
    case 'superAdmin':
      return superAdmin;
  }
}
