import { remoteOwning } from '@hfl/contracts';
import { SITE_NAV, navItemShown, type NavViewer } from './site-nav';

const PLAYER: NavViewer = { signedIn: true, superAdmin: false };
const OWNER: NavViewer = { signedIn: true, superAdmin: true };
const VISITOR: NavViewer = { signedIn: false, superAdmin: false };

const mainItems = (viewer: NavViewer) =>
  SITE_NAV.filter((item) => !item.place && navItemShown(item, viewer))
    .sort((a, b) => a.order - b.order)
    .map((item) => item.to);

describe('the site navigation', () => {
  it('when a user is signed in, then the main navigation reads Home, Leagues, Team, Players, Game Center, Trophies, Leaderboard, Blog, FAQ, Notifications, Logout', () => {
    expect(mainItems(PLAYER)).toEqual([
      '/',
      '/secure',
      '/team',
      '/players',
      '/game-center',
      '/trophies',
      '/leaderboard',
      '/blog',
      '/faq',
      '/notifications',
      '/logout',
    ]);
  });

  it('when a visitor browses, then the main navigation offers the public pages, the leagues to join and Login', () => {
    expect(mainItems(VISITOR)).toEqual(['/', '/leagues', '/leaderboard', '/blog', '/faq', '/login']);
  });

  it('when the owner (SUPER_ADMIN, no team) is signed in, then the team section is left out: Home, the public pages, Notifications, Logout', () => {
    expect(mainItems(OWNER)).toEqual(['/', '/leaderboard', '/blog', '/faq', '/notifications', '/logout']);
    const accountItems = SITE_NAV.filter((item) => item.place === 'account' && navItemShown(item, OWNER));
    expect(accountItems.map((item) => item.to)).toEqual(['/profile']);
  });

  it('when the notifications item shows, then its badge is the unread count the shell keeps', () => {
    const item = SITE_NAV.find((candidate) => candidate.to === '/notifications');
    expect(item?.badge?.({ notifications: { unreadCount: 5 } })).toBe(5);
  });

  it('when an item leads off the home page, then mfe-player owns the page it opens', () => {
    for (const { to } of SITE_NAV.filter((item) => item.to !== '/')) expect(remoteOwning(to)).toBe('mfe_player');
  });
});
