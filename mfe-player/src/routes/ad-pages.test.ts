import type { RouteObject } from 'react-router';
import { AD_PAGES, type AdPage } from '@hfl/contracts';
import registration from '../register';

/** Every route of the player remote, nested ones included, with the ad page its handle declares. */
function adPagesByPath(routes: RouteObject[], parent = ''): Map<string, AdPage | undefined> {
  const found = new Map<string, AdPage | undefined>();
  for (const route of routes) {
    const path = route.path?.startsWith('/') ? route.path : `${parent}/${route.path ?? ''}`;
    found.set(path, (route.handle as { adPage?: AdPage } | undefined)?.adPage);
    for (const [childPath, page] of adPagesByPath(route.children ?? [], path)) found.set(childPath, page);
  }
  return found;
}

describe("the player remote's ad pages", () => {
  const byPath = adPagesByPath(registration.routes);

  it.each<[string, AdPage]>([
    ['/create-league', 'create_league'],
    ['/leagues', 'join_league'],
    ['/leagues/:leagueId/join', 'join_league'],
    ['/leagues/:leagueId', 'league'],
    ['/leagues/:leagueId/standings', 'league'],
    ['/team', 'team'],
    ['/leagues/:leagueId/team/:teamId/roster', 'team'],
    ['/game-center', 'game_center'],
    ['/players', 'players'],
    ['/trophies', 'trophy_room'],
    ['/blog', 'blog'],
    ['/blog/:postId', 'blog'],
    ['/leaderboard', 'leaderboard'],
    ['/faq', 'faq'],
  ])('when %s opens, then the layout shows the ads of page %s', (path, page) => {
    expect(byPath.get(path)).toBe(page);
  });

  it('when the owner picks any of the ten ad pages, then some route shows its ads', () => {
    const declared = new Set(byPath.values());
    expect(AD_PAGES.filter((page) => !declared.has(page))).toEqual([]);
  });

  it('when a page is not one of the spec, then it declares no ad page', () => {
    expect(byPath.get('/contact')).toBeUndefined();
    expect(byPath.get('/settings')).toBeUndefined();
  });
});
