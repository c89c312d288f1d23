import {
  acceptInvitationPath,
  invitationOfPath,
  inviteLinkPath,
  isCarriedReturnPath,
  joinLeaguePath,
} from './return-paths';

const LEAGUE = '66a0000000000000000000ff';
const LINK_TOKEN = 'AbCdEfGhIjKlMnOpQrSt_-';

describe('isCarriedReturnPath', () => {
  it.each([
    ['joining a league', joinLeaguePath(LEAGUE)],
    ["a league's invite link", inviteLinkPath(LEAGUE, LINK_TOKEN)],
    ['an e-mailed invitation', acceptInvitationPath(LEAGUE, 'x'.repeat(43))],
  ])('when the path is %s, then it is carried', (_what, path) => {
    expect(isCarriedReturnPath(path)).toBe(true);
  });

  it.each([
    ['another site', `https://evil.example${joinLeaguePath(LEAGUE)}`],
    ['a protocol-relative address', `//evil.example${joinLeaguePath(LEAGUE)}`],
    ['another page of the site', '/settings'],
    ['a path climbing out', `/leagues/${LEAGUE}/join/../../../logout`],
    ['an encoded slash in the token', acceptInvitationPath(LEAGUE, 'a%2F..%2Flogout')],
    ['a query after the path', `${joinLeaguePath(LEAGUE)}?next=https://evil.example`],
    ['a short invite link token', inviteLinkPath(LEAGUE, 'abc')],
    ['a league id that is not one', joinLeaguePath('not-an-id')],
    ['an overlong path', acceptInvitationPath(LEAGUE, 'x'.repeat(400))],
    ['no string', { path: joinLeaguePath(LEAGUE) }],
  ])('when the path is %s, then it is refused', (_what, path) => {
    expect(isCarriedReturnPath(path)).toBe(false);
  });
});

describe('invitationOfPath', () => {
  it('when the path is an e-mailed invitation, then its id and token come back; any other path gives null', () => {
    expect(invitationOfPath(acceptInvitationPath(LEAGUE, 'tok_en-1'))).toEqual({
      invitationId: LEAGUE,
      token: 'tok_en-1',
    });
    expect(invitationOfPath(joinLeaguePath(LEAGUE))).toBeNull();
  });
});
