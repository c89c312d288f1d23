import { Types } from 'mongoose';
import { rankRows } from './refresh-leaderboard';

/** Rows of `[team name, points, league size]`, in any order. */
const rowsOf = (teams: ReadonlyArray<readonly [string, number, number]>) =>
  teams.map(([teamName, points, nbTeams]) => ({ teamName, points, nbTeams, teamId: new Types.ObjectId() }));

describe('the leaderboard ranks', () => {
  it.each([
    [
      'all different',
      [
        ['A', 3, 4],
        ['B', 2, 4],
        ['C', 1, 4],
      ],
      ['A 1 1', 'B 2 2', 'C 3 3'],
    ],
    [
      'a tie shares a rank, the next skips (1, 2, 2, 4)',
      [
        ['D', 1, 4],
        ['B', 2, 4],
        ['A', 9, 4],
        ['C', 2, 4],
      ],
      ['A 1 1', 'B 2 2', 'C 2 2', 'D 4 4'],
    ],
    [
      'a tie is listed by team name A–Z, case aside',
      [
        ['beta', 5, 4],
        ['Alpha', 5, 4],
        ['Gamma', 5, 4],
      ],
      ['Alpha 1 1', 'beta 1 1', 'Gamma 1 1'],
    ],
    [
      'everyone tied at 0 (no round scored)',
      [
        ['B', 0, 4],
        ['A', 0, 6],
      ],
      ['A 1 1', 'B 1 1'],
    ],
    [
      'rankInSize among the leagues of one size, ties there too',
      [
        ['A', 30, 4],
        ['B', 20, 6],
        ['C', 20, 4],
        ['D', 20, 4],
        ['E', 10, 6],
        ['F', 0, 6],
      ],
      ['A 1 1', 'B 2 1', 'C 2 2', 'D 2 2', 'E 5 2', 'F 6 3'],
    ],
    [
      'decimal points',
      [
        ['A', 10.5, 4],
        ['B', 10.25, 4],
        ['C', 10.5, 4],
      ],
      ['A 1 1', 'C 1 1', 'B 3 3'],
    ],
  ] as const)('when %s, then the order and the ranks (rank, rankInSize) are right', (_label, teams, expected) => {
    const ranked = rankRows(rowsOf(teams));

    expect(ranked.map((row) => `${row.teamName} ${row.rank} ${row.rankInSize}`)).toEqual(expected);
  });
});
