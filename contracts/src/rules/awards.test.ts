import { seasonAwards, weeklyAwards, type AwardGame, type AwardStarter, type WeeklyAward } from '../index';

const game = (team1Id: string, team2Id: string, team1Points: number | null, team2Points: number | null): AwardGame => ({
  team1Id,
  team2Id,
  team1Points,
  team2Points,
});
const starter = (playerId: string, points: number, playerName = `Player ${playerId}`): AwardStarter => ({
  playerId,
  playerName,
  points,
});
/** The awards of one type as `team` or `team:points` or `team:player:points`, sorted. */
const of = (awards: WeeklyAward[], type: WeeklyAward['type']) =>
  awards
    .filter((award) => award.type === type)
    .map((award) => [award.teamId, ...(award.player ? [award.player.name] : []), award.points].join(':'))
    .sort();

describe('weeklyAwards', () => {
  it.each([
    ['one clear top score', [game('a', 'b', 30, 20), game('c', 'd', 25, 10)], ['a:30']],
    ['two teams tied on top (in different games)', [game('a', 'b', 30, 20), game('c', 'd', 10, 30)], ['a:30', 'd:30']],
    ['a tie game on top', [game('a', 'b', 30, 30), game('c', 'd', 25, 10)], ['a:30', 'b:30']],
    ['every score 0', [game('a', 'b', 0, 0), game('c', 'd', 0, 0)], []],
    ['the top scorer’s game not played', [game('a', 'b', null, null), game('c', 'd', 25, 10)], ['c:25']],
    ['no game played', [game('a', 'b', null, null)], []],
    ['no games at all', [], []],
  ] as const)('teamOfTheWeek: when %s, then it goes to the expected teams', (_case, games, expected) => {
    expect(of(weeklyAwards({ games, starters: {} }), 'teamOfTheWeek')).toEqual(expected);
  });

  it.each([
    ['one best starter', { a: [starter('p1', 20), starter('p2', 5)], b: [starter('p3', 12)] }, ['a:Player p1:20']],
    [
      'two tied starters of two teams',
      { a: [starter('p1', 20)], b: [starter('p3', 20)], c: [starter('p4', 3)] },
      ['a:Player p1:20', 'b:Player p3:20'],
    ],
    [
      'two tied starters of one team (the first by name is named)',
      { a: [starter('p1', 20, 'Zed'), starter('p2', 20, 'Adam')], b: [starter('p3', 4)] },
      ['a:Adam:20'],
    ],
    ['every starter on 0', { a: [starter('p1', 0)], b: [starter('p3', 0)] }, []],
    ['negative points only', { a: [starter('p1', -2)], b: [starter('p3', -1)] }, []],
    ['the best starter’s team did not play', { a: [starter('p1', 5)], e: [starter('p9', 40)] }, ['a:Player p1:5']],
  ] as const)('playerOfTheWeek: when %s, then it goes to the expected teams', (_case, starters, expected) => {
    const games = [game('a', 'b', 10, 5), game('c', 'd', 3, 2), game('e', 'f', null, null)];
    expect(of(weeklyAwards({ games, starters }), 'playerOfTheWeek')).toEqual(expected);
  });

  it.each([
    ['one largest margin', [game('a', 'b', 30, 10), game('c', 'd', 25, 20)], ['a:20']],
    ['team2 wins by the most', [game('a', 'b', 10, 30), game('c', 'd', 25, 20)], ['b:20']],
    ['two games with the same margin', [game('a', 'b', 30, 10), game('c', 'd', 5, 25)], ['a:20', 'd:20']],
    ['the same margin in decimals', [game('a', 'b', 12.3, 10.1), game('c', 'd', 7.2, 5)], ['a:2.2', 'c:2.2']],
    ['a tie game and a win', [game('a', 'b', 30, 30), game('c', 'd', 6, 5)], ['c:1']],
    ['only tie games', [game('a', 'b', 30, 30), game('c', 'd', 0, 0)], []],
    ['a win against 0', [game('a', 'b', 8, 0), game('c', 'd', null, null)], ['a:8']],
  ] as const)('biggestWin: when %s, then it goes to the expected teams', (_case, games, expected) => {
    expect(of(weeklyAwards({ games, starters: {} }), 'biggestWin')).toEqual(expected);
  });

  it.each([
    ['one highest loser', [game('a', 'b', 30, 28), game('c', 'd', 25, 10)], ['b:28']],
    ['two losers tied', [game('a', 'b', 30, 20), game('c', 'd', 20, 25)], ['b:20', 'c:20']],
    [
      'a tie game scoring more than any loser (no loser there)',
      [game('a', 'b', 40, 40), game('c', 'd', 25, 10)],
      ['d:10'],
    ],
    ['every loser on 0', [game('a', 'b', 30, 0), game('c', 'd', 0, 1)], []],
    ['the best loser’s game not played', [game('a', 'b', null, 28), game('c', 'd', 25, 10)], ['d:10']],
    ['only tie games', [game('a', 'b', 3, 3)], []],
  ] as const)('toughLuck: when %s, then it goes to the expected teams', (_case, games, expected) => {
    expect(of(weeklyAwards({ games, starters: {} }), 'toughLuck')).toEqual(expected);
  });

  it('when a team wins every award of the round, then it gets each once and the others none', () => {
    const awards = weeklyAwards({
      games: [game('a', 'b', 50, 10), game('c', 'd', 20, 15)],
      starters: { a: [starter('p1', 30)], b: [starter('p2', 10)], c: [starter('p3', 20)], d: [starter('p4', 15)] },
    });
    expect(awards.map((award) => `${award.type}:${award.teamId}`)).toEqual([
      'teamOfTheWeek:a',
      'playerOfTheWeek:a',
      'biggestWin:a',
      'toughLuck:d',
    ]);
  });
});

describe('seasonAwards', () => {
  it.each([
    [
      ['a', 'b', 'c', 'd'],
      ['champion:a', 'runnerUp:b', 'thirdPlace:c'],
    ],
    [
      ['a', 'b'],
      ['champion:a', 'runnerUp:b'],
    ],
    [[], []],
  ] as const)('when the final places are %j, then the trophies are %j', (places, expected) => {
    expect(seasonAwards(places).map((award) => `${award.type}:${award.teamId}`)).toEqual(expected);
  });
});
