import { remoteOwning } from '../remotes/remote-loader';
import { SITE_NAV } from './site-nav';

const mainItems = (audience: 'user' | 'visitor') =>
  SITE_NAV.filter((item) => !item.place && (item.audience === audience || item.audience === 'all'))
    .sort((a, b) => a.order - b.order)
    .map((item) => item.to);

describe('the site navigation', () => {
  it('when a user is signed in, then the main navigation reads Home, Leagues, Team, Players, Game Center, Trophies, Leaderboard, Blog, FAQ, Notifications, Logout', () => {
    expect(mainItems('user')).toEqual([
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
    expect(mainItems('visitor')).toEqual(['/', '/leagues', '/leaderboard', '/blog', '/faq', '/login']);
  });

  it('when the notifications item shows, then its badge is the unread count the shell keeps', () => {
    const item = SITE_NAV.find((candidate) => candidate.to === '/notifications');
    expect(item?.badge?.({ notifications: { unreadCount: 5 } })).toBe(5);
  });

  it('when an item leads off the home page, then mfe-player owns the page it opens', () => {
    for (const { to } of SITE_NAV.filter((item) => item.to !== '/')) expect(remoteOwning(to)).toBe('mfe_player');
  });
});
