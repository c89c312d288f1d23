import type { AnySchema } from 'yup';
import {
  inviteSchema,
  LEAGUE_SIZES,
  leagueCreateSchema,
  leagueSearchQuerySchema,
  leagueUpdateSchema,
  teamCreateSchema,
  teamUpdateSchema,
  validateWith,
} from '../src/index';

const validCreate = { name: 'Budapest Bulls', nbMaxTeams: 8, teamName: 'Kovács Crushers', timezone: 'Europe/Budapest' };

describe('league schemas', () => {
  it('when listing league sizes, then they are 4 to 16 in steps of 2', () => {
    expect(LEAGUE_SIZES).toEqual([4, 6, 8, 10, 12, 14, 16]);
  });

  it('when a creation is complete, then it is accepted trimmed with an empty description', async () => {
    expect(await validateWith(leagueCreateSchema, { ...validCreate, name: '  Budapest Bulls ', nbMaxTeams: '8' })).toEqual({
      ok: true,
      value: { ...validCreate, description: '' },
    });
  });

  it('when a creation is empty, then every field gets the spec message', async () => {
    expect(await validateWith(leagueCreateSchema, {})).toEqual({
      ok: false,
      violations: [
        { property: 'name', message: 'validation:leagueNameRequired' },
        { property: 'nbMaxTeams', message: 'validation:leagueSizeRequired' },
        { property: 'teamName', message: 'validation:yourTeamNameRequired' },
        { property: 'timezone', message: 'validation:timezoneSelect' },
      ],
    });
  });

  it.each([
    ['name', '   ', 'validation:leagueNameRequired'],
    ['name', { $ne: null }, 'validation:leagueNameRequired'],
    ['name', 'x'.repeat(101), 'validation:tooLong'],
    ['nbMaxTeams', 5, 'validation:leagueSizeRequired'],
    ['nbMaxTeams', 18, 'validation:leagueSizeRequired'],
    ['nbMaxTeams', 2, 'validation:leagueSizeRequired'],
    ['nbMaxTeams', '8.0', 'validation:leagueSizeRequired'],
    ['nbMaxTeams', [8], 'validation:leagueSizeRequired'],
    ['nbMaxTeams', { $gt: 0 }, 'validation:leagueSizeRequired'],
    ['nbMaxTeams', true, 'validation:leagueSizeRequired'],
    ['description', 'x'.repeat(2001), 'validation:tooLong'],
    ['description', { $where: '1' }, 'errors:invalidData'],
    ['teamName', '', 'validation:yourTeamNameRequired'],
    ['timezone', 'Mars/Olympus', 'validation:timezoneSelect'],
    ['timezone', ['Europe/Budapest'], 'validation:timezoneSelect'],
  ])('when %s is %j, then it is refused with %s', async (property, value, message) => {
    const result = await validateWith(leagueCreateSchema, { ...validCreate, [property]: value });
    expect(result).toMatchObject({ ok: false, violations: [{ property, message }] });
  });

  it.each(LEAGUE_SIZES.map((n) => [n]))('when nbMaxTeams is %d, then it is accepted', async (nbMaxTeams) => {
    expect(await validateWith(leagueUpdateSchema, { name: 'L', nbMaxTeams })).toMatchObject({ ok: true });
  });

  it('when a description is exactly 2000 characters, then it is accepted; the message carries the maximum', async () => {
    expect(await validateWith(leagueUpdateSchema, { name: 'L', nbMaxTeams: 4, description: 'x'.repeat(2000) })).toMatchObject({ ok: true });
    expect(await validateWith(leagueUpdateSchema, { name: 'L', nbMaxTeams: 4, description: 'x'.repeat(2001) })).toEqual({
      ok: false,
      violations: [{ property: 'description', message: 'validation:tooLong', params: { max: 2000 } }],
    });
  });

  it('when an update carries creation-only or unknown fields, then they are stripped', async () => {
    expect(await validateWith(leagueUpdateSchema, { ...validCreate, adminUserId: 'x' })).toEqual({
      ok: true,
      value: { name: 'Budapest Bulls', nbMaxTeams: 8, description: '' },
    });
  });
});

describe('team schemas', () => {
  it.each<[AnySchema, object, object[]]>([
    [teamCreateSchema, {}, [
      { property: 'teamName', message: 'validation:teamNameRequired' },
      { property: 'timezone', message: 'validation:timezoneSelect' },
    ]],
    [teamUpdateSchema, { timezone: 'UTC' }, [{ property: 'name', message: 'validation:teamNameRequiredEdit' }]],
    [teamUpdateSchema, { name: { $gt: '' }, timezone: 'UTC' }, [{ property: 'name', message: 'validation:teamNameRequiredEdit' }]],
  ])('when a team form is incomplete, then the spec messages apply (%#)', async (schema, input, violations) => {
    expect(await validateWith(schema, input)).toEqual({ ok: false, violations });
  });

  it('when a team form is complete, then it is accepted trimmed', async () => {
    expect(await validateWith(teamCreateSchema, { teamName: ' Crushers ', timezone: 'Asia/Tokyo' })).toEqual({
      ok: true,
      value: { teamName: 'Crushers', timezone: 'Asia/Tokyo' },
    });
  });
});

describe('invite and search schemas', () => {
  it.each([
    [{}, 'validation:emailRequired'],
    [{ email: 'not-an-address' }, 'validation:emailInvalid'],
    [{ email: { $ne: '' } }, 'validation:emailRequired'],
  ])('when the invite is %j, then it is refused', async (input, message) => {
    expect(await validateWith(inviteSchema, input)).toEqual({ ok: false, violations: [{ property: 'email', message }] });
  });

  it('when the invited address has capitals and spaces, then it is normalised', async () => {
    expect(await validateWith(inviteSchema, { email: ' Anna@Example.COM ' })).toEqual({ ok: true, value: { email: 'anna@example.com' } });
  });

  it.each([
    [{}, ''],
    [{ term: '  bulls ' }, 'bulls'],
  ])('when the search query is %j, then the term is %j', async (input, term) => {
    expect(await validateWith(leagueSearchQuerySchema, input)).toEqual({ ok: true, value: { term } });
  });

  it.each([[{ term: 'x'.repeat(101) }], [{ term: { $regex: '.*' } }], [{ term: ['a', 'b'] }]])(
    'when the search query is %j, then it is refused',
    async (input) => {
      expect(await validateWith(leagueSearchQuerySchema, input)).toMatchObject({ ok: false, violations: [{ property: 'term' }] });
    },
  );
});
