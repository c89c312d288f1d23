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
    ['/seasons/current', 'stats'],
    ['/teams/x', 'stats'],
  ])('when the path is %s, then %s owns it', (path, owner) => {
    expect(routeOwner(path)).toBe(owner);
  });

  it.each(['/', '/unknown', '/seasons-x', '/constructor', '/toString', '/rosters/x', '/trophies'])(
    'when the path is %s, then no service owns it',
    (path) => {
      expect(routeOwner(path)).toBeUndefined();
    },
  );

  it('when a league path names an inherited property, then leagues keeps it rather than a prototype lookup', () => {
    expect(routeOwner('/leagues/65a1b2c3d4e5f6a7b8c9d0e1/constructor')).toBe('leagues');
  });
});
