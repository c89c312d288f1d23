import { ownerUsersFilterSchema, type OwnerUsersFilter } from '@hfl/contracts';
import { inDraftLength, memberTypesOf, userLeagueFacts, userMatches, type UserLeagueFact } from './user-filter';

const filter = (values: Partial<Record<keyof OwnerUsersFilter, unknown>>): OwnerUsersFilter =>
  ownerUsersFilterSchema.validateSync(values);

const league = (overrides: Partial<UserLeagueFact> = {}): UserLeagueFact => ({
  role: 'LEAGUE_USER',
  fill: 'available',
  size: 'ok',
  draft: 'not_scheduled',
  draftHours: null,
  ...overrides,
});

describe('userLeagueFacts', () => {
  const memberships = {
    leagues: [
      { id: 'full8', nbTeams: 8, nbMaxTeams: 8 },
      { id: 'open4', nbTeams: 2, nbMaxTeams: 4 },
    ],
    memberships: [
      { userId: 'u1', leagueId: 'full8', role: 'LEAGUE_ADMIN' as const },
      { userId: 'u1', leagueId: 'open4', role: 'LEAGUE_USER' as const },
      { userId: 'u2', leagueId: 'gone', role: 'LEAGUE_USER' as const },
    ],
  };

  it('when a season allows 6 teams, then a league of 8 is big, full when its members reach its size, its draft as fantasy says', () => {
    const facts = userLeagueFacts(memberships, {
      season: { id: 's', nbMaxFantasyTeams: 6 },
      drafts: [{ leagueId: 'full8', status: 'done', lengthHours: 3 }],
    });

    expect(facts.get('u1')).toEqual([
      { role: 'LEAGUE_ADMIN', fill: 'full', size: 'big', draft: 'done', draftHours: 3 },
      { role: 'LEAGUE_USER', fill: 'available', size: 'ok', draft: 'not_scheduled', draftHours: null },
    ]);
    // A membership of a league leagues no longer lists counts for nothing.
    expect(facts.get('u2')).toBeUndefined();
  });

  it('when there is no current real season, then every league is ok and no draft is scheduled', () => {
    const facts = userLeagueFacts(memberships, { season: null, drafts: [] });

    expect(facts.get('u1')!.map((l) => [l.size, l.draft])).toEqual([
      ['ok', 'not_scheduled'],
      ['ok', 'not_scheduled'],
    ]);
  });
});

describe('inDraftLength', () => {
  it.each([
    [2.5, '*-3', true],
    [3, '*-3', false],
    [3, '3-24', true],
    [23.9, '3-24', true],
    [24, '24-48', true],
    [168, '72-168', false],
    [168, '168-336', true],
    [672, '672-*', true],
    [10_000, '672-*', true],
    [null, '*-3', false],
  ] as const)('when a draft lasts %s hours, then range %s matches: %s', (hours, range, matches) => {
    expect(inDraftLength(hours, range)).toBe(matches);
  });
});

describe('userMatches', () => {
  const admin3hFull = league({ role: 'LEAGUE_ADMIN', fill: 'full', draft: 'done', draftHours: 2 });
  const userBigScheduled = league({ size: 'big', draft: 'scheduled', draftHours: 30 });

  it.each([
    ['no filter', {}, [], false, true],
    ['no filter, a user in no league', {}, [], true, true],
    ['newsletter yes, subscribed', { newsletter: '1' }, [], true, true],
    ['newsletter yes, not subscribed', { newsletter: '1' }, [], false, false],
    ['newsletter no, subscribed', { newsletter: '0' }, [], true, false],
    ['newsletter no, not subscribed', { newsletter: '0' }, [], false, true],
    ['0 leagues, in none', { nbLeagues: '0' }, [], false, true],
    ['0 leagues, in one', { nbLeagues: '0' }, [admin3hFull], false, false],
    ['1 or 2 leagues, in two', { nbLeagues: '1,2' }, [admin3hFull, userBigScheduled], false, true],
    ['Admin, admin of one', { memberType: 'LEAGUE_ADMIN' }, [admin3hFull, userBigScheduled], false, true],
    ['Admin, only a user', { memberType: 'LEAGUE_ADMIN' }, [userBigScheduled], false, false],
    ['Admin, in no league', { memberType: 'LEAGUE_ADMIN' }, [], false, false],
    ['Admin or User', { memberType: 'LEAGUE_ADMIN,LEAGUE_USER' }, [userBigScheduled], false, true],
    // The league-level values must hold in ONE league together.
    [
      'Admin of a big league (admin of a small, user of a big)',
      { memberType: 'LEAGUE_ADMIN', leagueSizeGrade: 'big' },
      [admin3hFull, userBigScheduled],
      false,
      false,
    ],
    [
      'User of a big league',
      { memberType: 'LEAGUE_USER', leagueSizeGrade: 'big' },
      [admin3hFull, userBigScheduled],
      false,
      true,
    ],
    [
      'full and scheduled (one full done, one available scheduled)',
      { leagueFillStatus: 'full', draftStatus: 'scheduled' },
      [admin3hFull, userBigScheduled],
      false,
      false,
    ],
    ['available', { leagueFillStatus: 'available' }, [userBigScheduled], false, true],
    ['not scheduled', { draftStatus: 'not_scheduled' }, [league()], false, true],
    ['done', { draftStatus: 'done' }, [userBigScheduled], false, false],
    ['draft under 3 hours', { draftLength: '*-3' }, [admin3hFull], false, true],
    ['draft 24-48 or 3-7 days, one of 30 hours', { draftLength: '24-48,72-168' }, [userBigScheduled], false, true],
    ['draft length, no draft', { draftLength: '*-3' }, [league()], false, false],
    [
      'Admin and 2 leagues and newsletter',
      { memberType: 'LEAGUE_ADMIN', nbLeagues: '2', newsletter: '1' },
      [admin3hFull, userBigScheduled],
      true,
      true,
    ],
    [
      'Admin and 1 league',
      { memberType: 'LEAGUE_ADMIN', nbLeagues: '1' },
      [admin3hFull, userBigScheduled],
      true,
      false,
    ],
  ])('when the filter is %s, then the user matches: %s', (_what, values, leagues, newsletter, matches) => {
    expect(userMatches({ leagues, newsletter }, filter(values))).toBe(matches);
  });
});

describe('memberTypesOf', () => {
  it.each([
    [[], []],
    [[league()], ['LEAGUE_USER']],
    [
      [league(), league({ role: 'LEAGUE_ADMIN' })],
      ['LEAGUE_ADMIN', 'LEAGUE_USER'],
    ],
  ] as const)('when the leagues are %j, then the member types are %j', (leagues, types) => {
    expect(memberTypesOf(leagues)).toEqual(types);
  });
});

describe('ownerUsersFilterSchema', () => {
  it.each([
    [{ memberType: 'ADMIN' }],
    [{ memberType: ['LEAGUE_ADMIN', 'LEAGUE_USER'] }],
    [{ nbLeagues: '1,x' }],
    [{ nbLeagues: '-1' }],
    [{ draftLength: '3-25' }],
    [{ newsletter: 'yes' }],
    [{ leagueFillStatus: { $ne: '' } }],
  ])('when the query is %j, then it is refused', async (query) => {
    await expect(ownerUsersFilterSchema.validate(query)).rejects.toThrow();
  });

  it('when the lists are comma lists, then they are read as lists', () => {
    expect(filter({ memberType: 'LEAGUE_ADMIN,LEAGUE_USER', nbLeagues: '0,3', draftLength: '672-*' })).toMatchObject({
      memberType: ['LEAGUE_ADMIN', 'LEAGUE_USER'],
      nbLeagues: [0, 3],
      draftLength: ['672-*'],
      newsletter: '',
    });
  });
});
