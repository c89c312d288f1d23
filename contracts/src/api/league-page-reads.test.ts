import { currentLeagueCookie, currentLeagueOf, CURRENT_LEAGUE_COOKIE } from './league-page-reads';

const USER = '6b0c0ff30b701d8595d9e700';
const LEAGUE = '68f1c2000000000000000002';
const valueOf = (assignment: string) => assignment.split(';')[0]!.slice(CURRENT_LEAGUE_COOKIE.length + 1);

describe('current league cookie', () => {
  it("when the user's league is remembered, then the cookie gives it back to that user only", () => {
    const value = valueOf(currentLeagueCookie(USER, LEAGUE));
    expect(currentLeagueOf(value, USER)).toBe(LEAGUE);
    expect(currentLeagueOf(value, '6b0c0ff30b701d8595d9e701')).toBeNull();
  });

  it('when the league is forgotten or the value is not one of ours, then no league is read', () => {
    expect(currentLeagueCookie(USER, null)).toContain('max-age=0');
    for (const value of [valueOf(currentLeagueCookie(USER, null)), undefined, `${USER}.`, `${USER}.x"><b>`, USER])
      expect(currentLeagueOf(value, USER)).toBeNull();
  });
});
