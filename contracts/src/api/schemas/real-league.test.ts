import {
  playerCreateSchema,
  playerFormSchema,
  playerListQuerySchema,
  playerTransferFormSchema,
  realTeamSchema,
  toPlayerPayload,
  validateWith,
  type PlayerForm,
} from '../../index';

const TEAM_ID = '0123456789abcdef01234567';

const fieldPlayer = (overrides: Record<string, unknown> = {}) => ({
  teamId: TEAM_ID,
  name: ' Kovács Bence ',
  position: 'QB',
  birthDate: '1999-04-30',
  height: '186',
  weight: '92',
  jerseyNumber: '12',
  status: 'active',
  analysis: 'Reads defences well.',
  ...overrides,
});

async function violationsOf(schema: Parameters<typeof validateWith>[0], input: unknown) {
  const result = await validateWith(schema, input);
  return result.ok ? [] : result.violations.map(({ property, message }) => [property, message]);
}

describe('real team schema', () => {
  it('when a name and no status are sent, then the team is active', async () => {
    expect(await validateWith(realTeamSchema, { name: ' Budapest Wolves ' })).toEqual({
      ok: true,
      value: { name: 'Budapest Wolves', status: 'active' },
    });
  });

  it.each([
    ['no name', { status: 'bye' }, 'name', 'validation:nameRequired'],
    ['a blank name', { name: '   ' }, 'name', 'validation:nameRequired'],
    ['an operator as name', { name: { $gt: '' } }, 'name', 'validation:nameRequired'],
    ['an unknown status', { name: 'A', status: 'retired' }, 'status', 'validation:invalidValue'],
  ])('when a team has %s, then it is refused at that field', async (_case, input, property, message) => {
    expect(await violationsOf(realTeamSchema, input)).toContainEqual([property, message]);
  });
});

describe('player schemas', () => {
  it('when a field player is sent as multipart strings, then numbers and the trimmed name come out', async () => {
    const result = await validateWith(playerCreateSchema, fieldPlayer());
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        name: 'Kovács Bence',
        height: 186,
        weight: 92,
        jerseyNumber: 12,
        birthDate: '1999-04-30',
      }),
    });
  });

  it('when a DEF is sent with a birth date and measures, then all of them become null', async () => {
    const result = await validateWith(
      playerCreateSchema,
      fieldPlayer({ position: 'DEF', birthDate: 'whatever', height: 'x' }),
    );
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ birthDate: null, height: null, weight: null, jerseyNumber: null }),
    });
  });

  it('when a head coach is sent without measures, then they are null and the birth date is still required', async () => {
    const ok = await validateWith(
      playerCreateSchema,
      fieldPlayer({ position: 'HC', height: '', weight: '', jerseyNumber: '' }),
    );
    expect(ok).toEqual({
      ok: true,
      value: expect.objectContaining({ height: null, weight: null, jerseyNumber: null }),
    });
    expect(await violationsOf(playerCreateSchema, fieldPlayer({ position: 'HC', birthDate: '' }))).toEqual([
      ['birthDate', 'validation:dateInvalid'],
    ]);
  });

  it.each([
    ['no name', { name: '' }, 'name', 'validation:nameRequired'],
    ['no position', { position: '' }, 'position', 'validation:positionRequired'],
    ['an unknown position', { position: 'LB' }, 'position', 'validation:positionRequired'],
    ['a birth date that is no day', { birthDate: '2001-02-30' }, 'birthDate', 'validation:dateInvalid'],
    ['a fractional height', { height: '180.5' }, 'height', 'validation:heightInteger'],
    ['a height of text', { height: 'tall' }, 'height', 'validation:heightInteger'],
    ['a height of 149', { height: '149' }, 'height', 'validation:heightRange'],
    ['a height of 251', { height: '251' }, 'height', 'validation:heightRange'],
    ['a weight of 39', { weight: '39' }, 'weight', 'validation:weightRange'],
    ['a weight of 201', { weight: '201' }, 'weight', 'validation:weightRange'],
    ['a fractional weight', { weight: '80.2' }, 'weight', 'validation:weightInteger'],
    ['jersey 0', { jerseyNumber: '0' }, 'jerseyNumber', 'validation:jerseyNumberRange'],
    ['jersey 100', { jerseyNumber: '100' }, 'jerseyNumber', 'validation:jerseyNumberRange'],
    ['a missing jersey', { jerseyNumber: '' }, 'jerseyNumber', 'validation:jerseyNumberInteger'],
    ['a malformed team', { teamId: 'x' }, 'teamId', 'validation:teamRequired'],
    ['an unknown status', { status: 'suspended' }, 'status', 'validation:invalidValue'],
  ])('when a player has %s, then it is refused at that field', async (_case, change, property, message) => {
    expect(await violationsOf(playerCreateSchema, fieldPlayer(change))).toContainEqual([property, message]);
  });

  it.each([
    ['height', 150, 250],
    ['weight', 40, 200],
    ['jerseyNumber', 1, 99],
  ])('when %s is at its bounds, then it is accepted', async (field, min, max) => {
    expect((await validateWith(playerCreateSchema, fieldPlayer({ [field]: String(min) }))).ok).toBe(true);
    expect((await validateWith(playerCreateSchema, fieldPlayer({ [field]: String(max) }))).ok).toBe(true);
  });

  it('when the form holds DD/MM/YYYY, then the payload carries YYYY-MM-DD', async () => {
    const result = await validateWith(playerFormSchema, {
      ...fieldPlayer(),
      teamId: undefined,
      birthDate: '30/04/1999',
    });
    if (!result.ok) throw new Error('the form should be valid');
    expect(toPlayerPayload(result.value as PlayerForm).birthDate).toBe('1999-04-30');
  });

  it('when the form holds YYYY-MM-DD, then it asks for DD/MM/YYYY', async () => {
    expect(await violationsOf(playerFormSchema, { ...fieldPlayer(), birthDate: '1999-04-30' })).toEqual([
      ['birthDate', 'validation:dateInvalid'],
    ]);
  });

  it('when no team is chosen for a transfer, then it says to select one', async () => {
    expect(await violationsOf(playerTransferFormSchema, { teamId: '' })).toEqual([
      ['teamId', 'validation:transferTeamRequired'],
    ]);
  });
});

describe('players list query', () => {
  it('when nothing is asked, then it sorts by fantasy points, best first, and gives the first page of 100', async () => {
    expect(await validateWith(playerListQuerySchema, {})).toEqual({
      ok: true,
      value: {
        limit: 100,
        offset: 0,
        team: null,
        position: null,
        term: '',
        season: null,
        week: null,
        sort: 'fantasy_points',
        sortDirection: 'desc',
      },
    });
  });

  it.each([
    ['an unknown sort key', { sort: 'salary' }],
    ['an unknown direction', { sortDirection: 'up' }],
    ['an operator as team', { team: { $ne: null } }],
    ['round 0', { week: '0' }],
    ['a page over 100', { limit: '101' }],
    ['a negative offset', { offset: '-1' }],
  ])('when the query has %s, then it is refused', async (_case, query) => {
    expect((await validateWith(playerListQuerySchema, query)).ok).toBe(false);
  });
});
