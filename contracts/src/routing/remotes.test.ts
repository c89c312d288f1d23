import { remoteOwning, remotesForRoles } from './remotes';

describe('remote ownership (REMOTES)', () => {
  it.each([
    ['/', null],
    ['/expired', null],
    ['/Expired/', null],
    ['/expired/x', 'mfe_player'],
    ['/faq', 'mfe_player'],
    ['/leagues/7', 'mfe_player'],
    ['/leagues/7/draft', 'mfe_draft'],
    ['/owner', 'mfe_owner'],
    ['/owner/settings', 'mfe_owner'],
    ['/ownership', 'mfe_player'],
    ['/Owner/Users', 'mfe_owner'],
    ['/leagues/7/draft/', 'mfe_draft'],
    ['/leagues//draft', 'mfe_player'],
    ['/test', 'mfe_draft'],
  ])('when the path is %s, then %s owns it (null: the shell)', (path, owner) => {
    expect(remoteOwning(path)).toBe(owner);
  });

  it('when a SUPER_ADMIN is signed in, then mfe-owner is called for; for a plain user nothing is', () => {
    expect(remotesForRoles(['USER', 'SUPER_ADMIN'])).toEqual(['mfe_owner']);
    expect(remotesForRoles(['USER'])).toEqual([]);
  });
});
