import { routeOwner } from './endpoints';

describe('routeOwner', () => {
  it.each([
    ['/leagues', 'leagues'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1', 'leagues'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/members', 'leagues'],
    ['/leagues/memberships/me', 'leagues'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/seasons', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/seasons/current', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/prepare-season/2026-12-01%2010%3A00%3A00/2026-12-01%2014%3A00%3A00', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/draft', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/draft/picks', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/draft-team', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/check-draft-overdue', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/available-players', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/rosters/me', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/trade-proposal/a/b', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/activity', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/waivers', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/waiver-settings', 'fantasy'],
    ['/leagues/65a1b2c3d4e5f6a7b8c9d0e1/waiver-claims/order', 'fantasy'],
    ['/rosters/x/players/y', 'fantasy'],
    ['/trade-proposals/x/accept', 'fantasy'],
    ['/seasons/65a1b2c3d4e5f6a7b8c9d0e1/fantasy-teams/x/trade-proposals', 'fantasy'],
    ['/seasons/65a1b2c3d4e5f6a7b8c9d0e1/teams', 'stats'],
    ['/seasons/current', 'stats'],
    ['/teams/x', 'stats'],
    ['/trophies/me', 'fantasy'],
    ['/leaderboard/x', 'fantasy'],
    ['/my-leagues', 'fantasy'],
    ['/users-filters', 'accounts'],
    ['/users.csv', 'accounts'],
    ['/email-templates/65a1b2c3d4e5f6a7b8c9d0e1', 'accounts'],
    ['/owner/messages/send', 'accounts'],
    ['/owner/teams/65a1b2c3d4e5f6a7b8c9d0e1/update', 'stats'],
    ['/owner/leagues/65a1b2c3d4e5f6a7b8c9d0e1/update', 'leagues'],
    ['/owner/drafts-summary', 'fantasy'],
    ['/owner/page-views', 'content'],
    ['/page-views', 'content'],
    ['/leagues.csv', 'leagues'],
  ])('when the path is %s, then %s owns it', (path, owner) => {
    expect(routeOwner(path)).toBe(owner);
  });

  it.each([
    '/',
    '/unknown',
    '/seasons-x',
    '/constructor',
    '/toString',
    '/trophy',
    '/owner',
    '/owner/x',
    '/owner/constructor',
  ])('when the path is %s, then no service owns it', (path) => {
    expect(routeOwner(path)).toBeUndefined();
  });

  it('when a league path names an inherited property, then leagues keeps it rather than a prototype lookup', () => {
    expect(routeOwner('/leagues/65a1b2c3d4e5f6a7b8c9d0e1/constructor')).toBe('leagues');
  });
});
