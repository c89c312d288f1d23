import { DEFAULT_SCORE_CONFIG, scoreConfigSchema, validateWith, type ScoreConfig } from '../../index';

const config = (): ScoreConfig => structuredClone(DEFAULT_SCORE_CONFIG) as ScoreConfig;

describe('score configuration schema', () => {
  it('when the default configuration is sent back as GET returns it, then it is accepted unchanged', async () => {
    expect(await validateWith(scoreConfigSchema, config())).toEqual({ ok: true, value: config() });
  });

  it.each([
    [
      'an unknown operation',
      { td: { operation: '+', sign: '+', points: 6 } },
      'td.operation',
      'validation:scoreOperationInvalid',
    ],
    ['an unknown sign', { td: { operation: '*', sign: '±', points: 6 } }, 'td.sign', 'validation:scoreSignInvalid'],
    [
      'negative points',
      { td: { operation: '*', sign: '+', points: -1 } },
      'td.points',
      'validation:scorePointsInvalid',
    ],
    [
      'points as an operator',
      { td: { operation: '*', sign: '+', points: { $gt: '' } } },
      'td.points',
      'validation:scorePointsInvalid',
    ],
    [
      'a zero divisor',
      { pass_yds: { operation: '/', sign: '+', points: 0 } },
      'pass_yds.points',
      'validation:scoreDivisorInvalid',
    ],
    [
      'points of 1e308',
      { td: { operation: '*', sign: '+', points: 1e308 } },
      'td.points',
      'validation:scorePointsInvalid',
    ],
    [
      'a divisor below 0.01',
      { pass_yds: { operation: '/', sign: '+', points: 0.001 } },
      'pass_yds.points',
      'validation:scoreDivisorInvalid',
    ],
    [
      'range points of -1e308',
      { pts_allowed: [{ min: 0, max: 4, points: -1e308 }] },
      'pts_allowed[0].points',
      'validation:scoreRangePointsInvalid',
    ],
    [
      'a bound beyond any score',
      { score_difference: [{ min: 0, max: 1000, points: 3 }] },
      'score_difference[0].max',
      'validation:scoreRangeBoundInvalid',
    ],
    ['a missing rule', { fg: undefined }, 'fg', 'validation:scoreRuleRequired'],
    ['a rule that is a string', { fg: '3' }, 'fg', 'validation:scoreRuleRequired'],
    ['ranges that are not a list', { pts_allowed: { $gt: '' } }, 'pts_allowed', 'validation:scoreRangesInvalid'],
    [
      'a fractional bound',
      { pts_allowed: [{ min: 0, max: 4.5, points: 6 }] },
      'pts_allowed[0].max',
      'validation:scoreRangeBoundInvalid',
    ],
    [
      'min above max',
      { pts_allowed: [{ min: 5, max: 4, points: 6 }] },
      'pts_allowed[0].max',
      'validation:scoreRangeOrder',
    ],
    [
      'overlapping ranges',
      {
        pts_allowed: [
          { min: 0, max: 5, points: 6 },
          { min: 5, max: 10, points: 3 },
        ],
      },
      'pts_allowed',
      'validation:scoreRangesOverlap',
    ],
    [
      'overlapping win ranges',
      {
        score_difference: [
          { min: 0, max: 9, points: 3 },
          { min: 9, max: 16, points: 4 },
        ],
      },
      'score_difference',
      'validation:scoreRangesOverlap',
    ],
    [
      'a margin range spanning a loss and a win',
      { score_difference: [{ min: -3, max: 3, points: 1 }] },
      'score_difference',
      'validation:scoreDifferenceCrossesZero',
    ],
  ])('when a configuration has %s, then it is refused at that property', async (_case, change, property, message) => {
    const result = await validateWith(scoreConfigSchema, { ...config(), ...change });

    expect(result).toEqual({ ok: false, violations: [expect.objectContaining({ property, message })] });
  });

  it('when only win-side margins are sent, then they are accepted (the mirror is added on submit)', async () => {
    const winSide = config().score_difference.filter((range) => range.min >= 0);

    const result = await validateWith(scoreConfigSchema, { ...config(), score_difference: winSide });

    expect(result).toMatchObject({ ok: true, value: { score_difference: winSide } });
  });
});
