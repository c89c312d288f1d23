import {
  DEFAULT_SCORE_CONFIG,
  derivedStats,
  enteredStatKeys,
  fantasyPoints,
  gameDateFormSchema,
  gameDateSchema,
  gameScoresSchema,
  missingStats,
  toGameDatePayload,
  validateWith,
} from '../../index';

const QB = '0123456789abcdef01234561';
const DEF = '0123456789abcdef01234562';

async function violationsOf(input: unknown) {
  const result = await validateWith(gameScoresSchema, input);
  return result.ok ? [] : result.violations.map(({ property, message }) => [property, message]);
}

describe('game score sheet', () => {
  it('when scores and stats arrive as strings, then they become numbers', async () => {
    const result = await validateWith(gameScoresSchema, {
      scoreTeam1: '21',
      scoreTeam2: '0',
      players: { [QB]: { pass_yds: '250', td: '2' } },
    });
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({ scoreTeam1: 21, scoreTeam2: 0, addPlayersTeam1: [], force: false }),
    });
  });

  it.each([
    ['a negative score', { scoreTeam1: -1, scoreTeam2: 0 }, 'scoreTeam1', 'validation:gameScoreInvalid'],
    ['a four-digit score', { scoreTeam1: 1000, scoreTeam2: 0 }, 'scoreTeam1', 'validation:gameScoreInvalid'],
    ['no second score', { scoreTeam1: 7, scoreTeam2: '' }, 'scoreTeam2', 'validation:gameScoreInvalid'],
    [
      'a stat of text',
      { scoreTeam1: 7, scoreTeam2: 0, players: { [QB]: { td: 'two' } } },
      `players.${QB}.td`,
      'validation:statRequired',
    ],
    [
      'a fractional stat',
      { scoreTeam1: 7, scoreTeam2: 0, players: { [QB]: { td: 1.5 } } },
      `players.${QB}.td`,
      'validation:statInvalid',
    ],
    [
      'a derived stat typed in',
      { scoreTeam1: 7, scoreTeam2: 0, players: { [DEF]: { pts_allowed: 0 } } },
      `players.${DEF}.pts_allowed`,
      'errors:invalidData',
    ],
    ['a malformed player id', { scoreTeam1: 7, scoreTeam2: 0, players: { x: {} } }, 'players', 'errors:invalidData'],
    [
      'an operator instead of ids',
      { scoreTeam1: 7, scoreTeam2: 0, addPlayersTeam1: { $gt: '' } },
      'addPlayersTeam1',
      'errors:invalidData',
    ],
  ])('when the sheet has %s, then it is refused there', async (_case, input, property, message) => {
    expect(await violationsOf(input)).toContainEqual([property, message]);
  });

  it('when a listed player misses entered stats, then each missing one is named', () => {
    expect(
      missingStats(
        [
          { id: QB, position: 'QB' },
          { id: DEF, position: 'DEF' },
        ],
        { [QB]: { pass_yds: 1, rush_yds: 0, catch_yds: 0, td: 0, _2pt: 0, fumble: 0 } },
      ),
    ).toEqual([
      { property: `players.${QB}.int`, message: 'validation:statRequired' },
      { property: `players.${DEF}.defense_int`, message: 'validation:statRequired' },
      { property: `players.${DEF}.fum_forced`, message: 'validation:statRequired' },
      { property: `players.${DEF}.sack`, message: 'validation:statRequired' },
    ]);
  });

  it('when positions are asked what the sheet needs, then derived stats are never typed in', () => {
    expect(enteredStatKeys('QB')).toEqual(['pass_yds', 'rush_yds', 'catch_yds', 'td', '_2pt', 'fumble', 'int']);
    expect(enteredStatKeys('K')).toEqual(['fg', 'xp', 'fg_miss', 'xp_miss']);
    expect(enteredStatKeys('DEF')).toEqual(['defense_int', 'fum_forced', 'sack']);
    expect(enteredStatKeys('HC')).toEqual([]);
  });

  it.each([
    ['DEF', 3, 4, { pts_allowed: 4 }, 6],
    ['DEF', 10, 5, { pts_allowed: 5 }, 3],
    ['DEF', 0, 11, { pts_allowed: 11 }, 0],
    ['HC', 28, 20, { win_loss: 1, pts_gained: 28, score_difference: 8 }, 6 + 7 + 3],
    ['HC', 20, 28, { win_loss: -1, pts_gained: 20, score_difference: -8 }, -6 - 3],
    ['HC', 14, 14, { win_loss: 0, pts_gained: 14, score_difference: 0 }, 0],
    ['QB', 50, 0, {}, 0],
  ] as const)(
    "when a %s's team scores %i against %i, then the score gives %o worth %d",
    (position, own, opponent, stats, points) => {
      expect(derivedStats(position, own, opponent)).toEqual(stats);
      expect(fantasyPoints(position, derivedStats(position, own, opponent), DEFAULT_SCORE_CONFIG)).toBe(points);
    },
  );

  it('when a game date is not YYYY-MM-DD, then it is refused', async () => {
    expect((await validateWith(gameDateSchema, { date: '2027-04-01' })).ok).toBe(true);
    expect((await validateWith(gameDateSchema, { date: '01/04/2027' })).ok).toBe(false);
  });

  it.each(['', '31/02/2027', '2027-04-01', '1/4/27'])(
    'when the date form holds "%s", then it says the date is invalid',
    async (date) => {
      expect(await validateWith(gameDateFormSchema, { date })).toEqual({
        ok: false,
        violations: [{ property: 'date', message: 'validation:dateInvalid' }],
      });
    },
  );

  it('when the date form holds a DD/MM/YYYY date, then the payload carries it as YYYY-MM-DD', async () => {
    const result = await validateWith(gameDateFormSchema, { date: ' 1/4/2027 ' });

    expect(result.ok && toGameDatePayload(result.value)).toEqual({ date: '2027-04-01' });
  });
});
