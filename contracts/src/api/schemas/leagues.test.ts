import type { AnySchema } from 'yup';
import {
  inviteSchema,
  LEAGUE_SIZES,
  leagueCreateSchema,
  leagueSearchQuerySchema,
  leagueUpdateSchema,
  MAX_SLIDES,
  ownerLeagueCreateSchema,
  teamCreateSchema,
  teamUpdateSchema,
  validateWith,
} from '../../index';

const validCreate = { name: 'Budapest Bulls', nbMaxTeams: 8, teamName: 'Kovács Crushers', timezone: 'Europe/Budapest' };

describe('league schemas', () => {
  it('when listing league sizes, then they are 4 to 16 in steps of 2', () => {
    expect(LEAGUE_SIZES).toEqual([4, 6, 8, 10, 12, 14, 16]);
  });

  it('when a creation is complete, then it is accepted trimmed with an empty description and no slides', async () => {
    expect(
      await validateWith(leagueCreateSchema, { ...validCreate, name: '  Budapest Bulls ', nbMaxTeams: '8' }),
    ).toEqual({
      ok: true,
      value: { ...validCreate, description: '', images: [] },
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
    expect(
      await validateWith(leagueUpdateSchema, { name: 'L', nbMaxTeams: 4, description: 'x'.repeat(2000) }),
    ).toMatchObject({ ok: true });
    expect(await validateWith(leagueUpdateSchema, { name: 'L', nbMaxTeams: 4, description: 'x'.repeat(2001) })).toEqual(
      {
        ok: false,
        violations: [{ property: 'description', message: 'validation:tooLong', params: { max: 2000 } }],
      },
    );
  });

  it('when an update carries creation-only or unknown fields, then they are stripped', async () => {
    expect(await validateWith(leagueUpdateSchema, { ...validCreate, adminUserId: 'x' })).toEqual({
      ok: true,
      value: { name: 'Budapest Bulls', nbMaxTeams: 8, description: '', images: [] },
    });
  });
});

describe('team schemas', () => {
  it.each<[AnySchema, object, object[]]>([
    [
      teamCreateSchema,
      {},
      [
        { property: 'teamName', message: 'validation:teamNameRequired' },
        { property: 'timezone', message: 'validation:timezoneSelect' },
      ],
    ],
    [teamUpdateSchema, { timezone: 'UTC' }, [{ property: 'name', message: 'validation:teamNameRequiredEdit' }]],
    [
      teamUpdateSchema,
      { name: { $gt: '' }, timezone: 'UTC' },
      [{ property: 'name', message: 'validation:teamNameRequiredEdit' }],
    ],
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
    expect(await validateWith(inviteSchema, input)).toEqual({
      ok: false,
      violations: [{ property: 'email', message }],
    });
  });

  it('when the invited address has capitals and spaces, then it is normalised', async () => {
    expect(await validateWith(inviteSchema, { email: ' Anna@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'anna@example.com' },
    });
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
      expect(await validateWith(leagueSearchQuerySchema, input)).toMatchObject({
        ok: false,
        violations: [{ property: 'term' }],
      });
    },
  );
});

describe("slides, logos and the owner's league", () => {
  it('when the owner creates a league, then only league fields count: team fields are neither asked for nor kept', async () => {
    expect(await validateWith(ownerLeagueCreateSchema, {})).toEqual({
      ok: false,
      violations: [
        { property: 'name', message: 'validation:leagueNameRequired' },
        { property: 'nbMaxTeams', message: 'validation:leagueSizeRequired' },
      ],
    });
    expect(await validateWith(ownerLeagueCreateSchema, { ...validCreate, ownerLogo: 'a'.repeat(24) })).toEqual({
      ok: true,
      value: { name: 'Budapest Bulls', nbMaxTeams: 8, description: '', images: [] },
    });
  });

  it('when slides come as multipart numbers them (with a gap), then the gap is a slide without a title', async () => {
    const images: unknown[] = [];
    images[1] = { title: 'Second' };

    expect(await validateWith(leagueUpdateSchema, { name: 'L', nbMaxTeams: 4, images })).toEqual({
      ok: false,
      violations: [{ property: 'images[0].title', message: 'validation:slideTitleRequired' }],
    });
  });

  it.each([
    ['more slides than allowed', Array.from({ length: MAX_SLIDES + 1 }, () => ({ title: 'T' })), 'images'],
    ['a slide id that is no id', [{ id: 'nope', title: 'T' }], 'images[0].id'],
    ['a slide list as an object', { 0: { title: 'T' } }, 'images'],
  ])('when the league has %s, then it is refused', async (_label, images, property) => {
    expect(await validateWith(leagueUpdateSchema, { name: 'L', nbMaxTeams: 4, images })).toMatchObject({
      ok: false,
      violations: [{ property, message: 'errors:invalidData' }],
    });
  });

  it('when a team picks a pre-made logo, then its id is kept; an empty one means none', async () => {
    const id = 'ab'.repeat(12);
    expect(await validateWith(teamCreateSchema, { teamName: 'T', timezone: 'UTC', ownerLogo: id })).toEqual({
      ok: true,
      value: { teamName: 'T', timezone: 'UTC', ownerLogo: id },
    });
    expect(await validateWith(teamCreateSchema, { teamName: 'T', timezone: 'UTC', ownerLogo: '' })).toEqual({
      ok: true,
      value: { teamName: 'T', timezone: 'UTC' },
    });
    expect(
      await validateWith(teamCreateSchema, { teamName: 'T', timezone: 'UTC', ownerLogo: { $ne: null } }),
    ).toMatchObject({
      ok: false,
      violations: [{ property: 'ownerLogo' }],
    });
  });
});
