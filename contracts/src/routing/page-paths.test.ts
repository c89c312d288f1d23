import { pageViewPath } from './page-paths';

describe('pageViewPath', () => {
  it.each([
    ['/', '/'],
    ['/leagues/66a0000000000000000000ff/standings?week=2', '/leagues/:id/standings'],
    ['/leagues/l1/create-team', '/leagues/:id/create-team'],
    ['/reset-password/Zx_yQ-abcdefghijklmnopqrstuvwxyzAB', '/reset-password/:id'],
    ['/invitation/accept/66a0000000000000000000ff/abcdef12', '/invitation/accept/:id/:id'],
    ['/trophies/hu/66a0000000000000000000ff#share', '/trophies/hu/:id'],
    ['/copyright-notice/', '/copyright-notice'],
    ['/blog?page=2', '/blog'],
    ['/owner/stats/games/66f0000000000000000000ff', '/owner/stats/games/:id'],
  ])('when the path is %s, then the page counted is %s', (path, page) => {
    expect(pageViewPath(path)).toBe(page);
  });

  it('when the path is very long, then the page counted is cut to 200 characters', () => {
    expect(pageViewPath('/ab'.repeat(100))).toHaveLength(200);
  });
});
