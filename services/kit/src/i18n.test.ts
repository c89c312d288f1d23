import { translate } from './i18n';

describe('server-side texts', () => {
  it('when a Hungarian text names a team or a round, then the article fits the word, never "a(z)"', () => {
    expect(translate('errors:tradeTeamWithoutManager', 'hu', { team: 'Egri Csillagok' })).toMatch(
      /^Az Egri Csillagok csapatnak már nincs menedzsere/,
    );
    expect(translate('errors:tradeWouldBeIllegal', 'hu', { team: 'Soproni Sasok' })).toBe(
      'Ez a csere szabálytalan kezdőcsapatot hagyna a Soproni Sasok csapatnál',
    );
    expect(translate('errors:rosterLocked', 'hu', { week: 5 })).toBe(
      'A keretek zárolva vannak, amíg az 5. forduló mérkőzései zajlanak',
    );
    expect(translate('errors:tradeTeamWithoutManager', 'en', { team: 'Egri Csillagok' })).toMatch(/^Egri Csillagok /);
  });
});
