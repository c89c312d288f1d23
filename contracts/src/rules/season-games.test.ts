import {
  finalPlaces,
  gameResultOf,
  playoffGames,
  playoffWinner,
  regularSchedule,
  seededOrder,
  standingsOf,
  winPercentOf,
  rankPercentOf,
  createRandom,
  type Pairing,
  type PlayedGame,
  type PlayoffGame,
} from '../index';

const teamsOf = (count: number) => Array.from({ length: count }, (_, i) => `team-${String(i + 1).padStart(2, '0')}`);
/** Real round numbers starting at week 3, so the schedule is seen to use the weeks given. */
const weeksOf = (count: number) => Array.from({ length: count }, (_, i) => i + 3);
const pairKey = (a: string, b: string) => [a, b].sort().join('|');
const cycleOf = (teams: number) => (teams % 2 === 0 ? teams - 1 : teams);

const SIZES = Array.from({ length: 14 }, (_, i) => i + 3); // 3..16
const ROUNDS = Array.from({ length: 20 }, (_, i) => i + 1); // 1..20
const TABLE = SIZES.flatMap((teams) => ROUNDS.map((rounds) => [teams, rounds] as const));

describe('seededOrder', () => {
  it('when the same teams come in any order, then the seeded order is the same permutation of them', () => {
    const teams = teamsOf(10);
    const order = seededOrder(teams, 'seed-1');

    expect([...order].sort()).toEqual(teams);
    expect(seededOrder([...teams].reverse(), 'seed-1')).toEqual(order);
    expect(seededOrder([...teams, teams[0]!], 'seed-1')).toEqual(order);
  });

  it('when a stored seed is used again, then it gives the very same order as when the schedule was made', () => {
    // Pinned: a changed shuffle would make stored schedules uncheckable.
    expect(seededOrder(['a', 'b', 'c', 'd', 'e', 'f'], 'league-season-1')).toEqual(
      seededOrder(['f', 'e', 'd', 'c', 'b', 'a'], 'league-season-1'),
    );
    expect(seededOrder(['a', 'b', 'c', 'd', 'e', 'f'], 'league-season-1')).toEqual(PINNED_ORDER);
  });

  it.each([[0], [1]])('when there are %i teams, then the order is just them', (count) => {
    expect(seededOrder(teamsOf(count), 'x')).toEqual(teamsOf(count));
  });
});

const PINNED_ORDER = ['e', 'b', 'c', 'd', 'f', 'a'];

describe('regularSchedule', () => {
  const gamesByWeek = (games: Pairing[]) => {
    const weeks = new Map<number, Pairing[]>();
    for (const game of games) weeks.set(game.week, [...(weeks.get(game.week) ?? []), game]);
    return weeks;
  };

  it('when four teams play a cycle and a round, then the circle method gives these pairings', () => {
    const { order, games } = regularSchedule(['a', 'b', 'c', 'd'], 's', [1, 2, 3, 4]);
    const [o0, o1, o2, o3] = order;

    expect(games).toEqual([
      { week: 1, team1Id: o0, team2Id: o3 },
      { week: 1, team1Id: o1, team2Id: o2 },
      { week: 2, team1Id: o2, team2Id: o0 },
      { week: 2, team1Id: o3, team2Id: o1 },
      { week: 3, team1Id: o0, team2Id: o1 },
      { week: 3, team1Id: o2, team2Id: o3 },
      { week: 4, team1Id: o3, team2Id: o0 },
      { week: 4, team1Id: o2, team2Id: o1 },
    ]);
  });

  it('when three teams play, then the one facing the bye sits out and order[0] stays fixed', () => {
    const { order, games } = regularSchedule(['a', 'b', 'c'], 's', [1, 2, 3]);
    const [o0, o1, o2] = order;

    expect(games).toEqual([
      { week: 1, team1Id: o1, team2Id: o2 },
      { week: 2, team1Id: o2, team2Id: o0 },
      { week: 3, team1Id: o0, team2Id: o1 },
    ]);
  });

  it.each(TABLE)(
    'when %i teams play %i rounds, then every round is a perfect pairing (one team out when odd) without self-games',
    (teams, rounds) => {
      const ids = teamsOf(teams);
      const { order, games } = regularSchedule(ids, 'seed', weeksOf(rounds));
      const weeks = gamesByWeek(games);

      expect(order).toEqual(seededOrder(ids, 'seed'));
      expect([...weeks.keys()]).toEqual(weeksOf(rounds));
      expect(games.map((g) => g.week)).toEqual([...games.map((g) => g.week)].sort((a, b) => a - b));
      for (const week of weeks.values()) {
        const playing = week.flatMap((g) => [g.team1Id, g.team2Id]);
        expect(week.every((g) => g.team1Id !== g.team2Id)).toBe(true);
        expect(new Set(playing).size).toBe(playing.length);
        expect(playing.length).toBe(teams - (teams % 2));
        expect(playing.every((id) => ids.includes(id))).toBe(true);
      }
    },
  );

  it.each(TABLE)(
    'when %i teams play %i rounds, then opponents are as even as possible and nobody meets twice within a cycle',
    (teams, rounds) => {
      const ids = teamsOf(teams);
      const { games } = regularSchedule(ids, 'seed', weeksOf(rounds));
      const meetings = new Map<string, number>();
      for (let a = 0; a < teams; a++) for (let b = a + 1; b < teams; b++) meetings.set(pairKey(ids[a]!, ids[b]!), 0);
      for (const g of games)
        meetings.set(pairKey(g.team1Id, g.team2Id), meetings.get(pairKey(g.team1Id, g.team2Id))! + 1);
      const counts = [...meetings.values()];

      expect(meetings.size).toBe((teams * (teams - 1)) / 2);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
      if (rounds <= cycleOf(teams)) expect(Math.max(...counts)).toBe(1);
      if (rounds % cycleOf(teams) === 0) expect(new Set(counts)).toEqual(new Set([rounds / cycleOf(teams)]));
    },
  );

  it.each(TABLE.filter(([teams, rounds]) => rounds > cycleOf(teams)))(
    'when %i teams play %i rounds, then each cycle repeats the one before with home and away swapped',
    (teams, rounds) => {
      const { games } = regularSchedule(teamsOf(teams), 'seed', weeksOf(rounds));
      const weeks = [...gamesByWeek(games).values()];
      const cycle = cycleOf(teams);

      for (let round = cycle; round < weeks.length; round++) {
        const swapped = weeks[round - cycle]!.map((g) => [g.team2Id, g.team1Id]);
        expect(weeks[round]!.map((g) => [g.team1Id, g.team2Id])).toEqual(swapped);
      }
    },
  );

  it.each(SIZES)('when %i teams play a full cycle, then home and away are balanced', (teams) => {
    const ids = teamsOf(teams);
    const { games } = regularSchedule(ids, 'seed', weeksOf(cycleOf(teams)));
    const home = new Map(ids.map((id) => [id, 0]));
    const sides = new Map<string, string>(ids.map((id) => [id, '']));
    for (const g of games) {
      home.set(g.team1Id, home.get(g.team1Id)! + 1);
      sides.set(g.team1Id, `${sides.get(g.team1Id)}H`);
      sides.set(g.team2Id, `${sides.get(g.team2Id)}A`);
    }
    const counts = [...home.values()];

    // Even counts: home games differ by at most one and nobody has three home or three away games in a row.
    // Odd counts: the bye sits last in the circle, so home games differ by at most two.
    expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(teams % 2 === 0 ? 1 : 2);
    if (teams % 2 === 0) for (const run of sides.values()) expect(run).not.toMatch(/HHH|AAA/);
  });

  it.each(SIZES)('when %i teams are scheduled again, then the seed reproduces it whatever the input order', (teams) => {
    const ids = teamsOf(teams);
    const schedule = regularSchedule(ids, 'seed', weeksOf(20));

    expect(regularSchedule([...ids].reverse(), 'seed', weeksOf(20))).toEqual(schedule);
    const random = createRandom(`shuffle-${teams}`);
    const shuffled = ids
      .map((id) => [random.next(), id] as const)
      .sort(([a], [b]) => a - b)
      .map(([, id]) => id);
    expect(regularSchedule(shuffled, 'seed', weeksOf(20))).toEqual(schedule);
  });

  it.each(SIZES.filter((teams) => teams >= 4))(
    'when %i teams are scheduled with another seed, then it differs',
    (teams) => {
      const ids = teamsOf(teams);

      expect(regularSchedule(ids, 'another seed', weeksOf(5)).games).not.toEqual(
        regularSchedule(ids, 'seed', weeksOf(5)).games,
      );
    },
  );

  it.each([
    ['no weeks', teamsOf(6), []],
    ['one team', teamsOf(1), weeksOf(5)],
    ['no teams', [], weeksOf(5)],
  ])('when there are %s, then there are no games', (_case, ids, weeks) => {
    expect(regularSchedule(ids, 'seed', weeks).games).toEqual([]);
  });
});

/** A played game: `g(week, 'A', 'B', 60, 50)`. */
const g = (week: number, team1Id: string, team2Id: string, team1Points: number, team2Points: number): PlayedGame => ({
  week,
  team1Id,
  team2Id,
  team1Points,
  team2Points,
});

describe('gameResultOf', () => {
  it.each([
    [100, 90, 1],
    [90, 100, 2],
    [50, 50, 0],
    [50.004, 50, 0],
    [50.006, 50, 1],
    [49.995, 50, 0],
    [0.1 + 0.2, 0.3, 0],
    [-3, -2, 2],
    [0, 0, 0],
  ])('when the teams score %p and %p, then the result is %p', (team1, team2, expected) => {
    expect(gameResultOf(team1, team2)).toBe(expected);
  });
});

describe('winPercentOf', () => {
  it.each([
    [0, 0, 0],
    [2, 1, 66],
    [1, 2, 33],
    [3, 0, 100],
    [0, 3, 0],
    [1, 1, 50],
    [5, 1, 83],
    [1, 6, 14],
    [7, 3, 70],
    [13, 0, 100],
  ])('when a team has %i wins and %i losses, then its win percent is %i', (wins, losses, expected) => {
    expect(winPercentOf(wins, losses)).toBe(expected);
  });
});

describe('rankPercentOf', () => {
  it.each([
    [0, 0, 0, 0],
    [3, 1, 0, 75],
    [1, 0, 3, 62.5],
    [2, 1, 0, 66.6],
    [1, 2, 3, 41.6],
  ])(
    'when a team went %i-%i-%i, then it ranks by %d% (a tie half a win, floored to one decimal)',
    (w, l, t, expected) => {
      expect(rankPercentOf(w, l, t)).toBe(expected);
    },
  );
});

describe('standingsOf', () => {
  /** The rows as [team, rank, W-L-T, pointsFor, pointsAgainst, winPercent, decidedBy]. */
  const rows = (order: string[], games: PlayedGame[]) =>
    standingsOf(order, games).map((s) => [
      s.teamId,
      s.rank,
      `${s.wins}-${s.losses}-${s.ties}`,
      s.pointsFor,
      s.pointsAgainst,
      s.winPercent,
      s.decidedBy,
    ]);

  it('when teams win, lose and tie, then the records, points and win percents add up and the win share orders them', () => {
    const games = [g(1, 'A', 'B', 100, 90), g(2, 'A', 'C', 80, 80), g(3, 'B', 'C', 95, 70)];

    expect(rows(['C', 'B', 'A'], games)).toEqual([
      ['A', 1, '1-0-1', 180, 170, 100, null],
      ['B', 2, '1-1-0', 185, 170, 50, 'winPercentage'],
      ['C', 3, '0-1-1', 150, 175, 0, 'winPercentage'],
    ]);
  });

  it('when a team with ties has the higher win percent but the lower share, then it ranks below and every rank shows a number no higher than the one above', () => {
    // A goes 3-1; B goes 1-0-3: B's Win % (100) is above A's (75), its share (62.5%) below.
    const games = [
      g(1, 'A', 'C', 20, 10),
      g(2, 'A', 'D', 20, 10),
      g(3, 'A', 'E', 20, 10),
      g(4, 'A', 'F', 10, 20),
      g(1, 'B', 'D', 15, 10),
      g(2, 'B', 'C', 10, 10),
      g(3, 'B', 'F', 10, 10),
      g(4, 'B', 'E', 10, 10),
    ];

    const standings = standingsOf(['B', 'A', 'C', 'D', 'E', 'F'], games);

    const [a, b] = ['A', 'B'].map((id) => standings.find((row) => row.teamId === id)!);
    expect([a!.winPercent, a!.rankPercent, b!.winPercent, b!.rankPercent]).toEqual([75, 75, 100, 62.5]);
    expect(a!.rank).toBeLessThan(b!.rank);
    standings.forEach((row, i) => {
      if (i > 0) expect(row.rankPercent).toBeLessThanOrEqual(standings[i - 1]!.rankPercent);
    });
  });

  it('when a team went 2-1, then its win percent is floored to 66', () => {
    const games = [g(1, 'A', 'B', 10, 5), g(2, 'A', 'C', 10, 5), g(3, 'A', 'D', 5, 10)];

    expect(standingsOf(['A', 'B', 'C', 'D'], games).find((s) => s.teamId === 'A')).toMatchObject({
      teamId: 'A',
      wins: 2,
      losses: 1,
      winPercent: 66,
    });
  });

  it('when ties count as half wins, then two ties equal a win and a loss and rank above a tie and a loss', () => {
    // X: 1-1-0 and Y: 0-0-2 (a half share each, split by points for); P and Z: 0-1-1 (a quarter).
    const games = [
      g(1, 'X', 'P', 50, 40),
      g(2, 'X', 'Q', 40, 50),
      g(1, 'Y', 'Q', 45, 45),
      g(2, 'Y', 'P', 30, 30),
      g(3, 'Z', 'R', 20, 20),
      g(4, 'Z', 'S', 10, 30),
    ];

    const standings = standingsOf(['Z', 'Y', 'X', 'P', 'Q', 'R', 'S'], games);

    expect(standings.map((s) => [s.teamId, `${s.wins}-${s.losses}-${s.ties}`, s.pointsFor, s.decidedBy])).toEqual([
      ['S', '1-0-0', 30, null],
      ['Q', '1-0-1', 95, 'winPercentage'],
      ['X', '1-1-0', 90, 'winPercentage'],
      ['Y', '0-0-2', 75, 'pointsFor'],
      ['R', '0-0-1', 20, 'pointsFor'],
      ['P', '0-1-1', 70, 'winPercentage'],
      ['Z', '0-1-1', 30, 'pointsFor'],
    ]);
    expect(standings.find((s) => s.teamId === 'Y')).toMatchObject({ winPercent: 0 });
    expect(standings.find((s) => s.teamId === 'X')).toMatchObject({ winPercent: 50 });
  });

  it('when two teams have the same record, then points for decides, and points against when they never met', () => {
    const games = [g(1, 'A', 'C', 90, 10), g(1, 'B', 'D', 80, 10)];

    expect(rows(['D', 'C', 'B', 'A'], games)).toEqual([
      ['A', 1, '1-0-0', 90, 10, 100, null],
      ['B', 2, '1-0-0', 80, 10, 100, 'pointsFor'],
      ['D', 3, '0-1-0', 10, 80, 0, 'winPercentage'],
      ['C', 4, '0-1-0', 10, 90, 0, 'pointsAgainst'],
    ]);
  });

  it('when two tied teams met, then head-to-head decides before points against and the draw', () => {
    const games = [g(1, 'A', 'B', 60, 50), g(1, 'C', 'D', 10, 20), g(2, 'B', 'C', 70, 0), g(2, 'A', 'D', 60, 70)];

    expect(rows(['B', 'A', 'C', 'D'], games)).toEqual([
      ['D', 1, '2-0-0', 90, 70, 100, null],
      ['A', 2, '1-1-0', 120, 120, 50, 'winPercentage'],
      ['B', 3, '1-1-0', 120, 60, 50, 'headToHead'],
      ['C', 4, '0-2-0', 10, 90, 0, 'winPercentage'],
    ]);
  });

  it('when three tied teams did not all meet, then head-to-head is skipped and points against decides', () => {
    // A, B and X are 1-1 with 90 points for; A and B never met.
    const games = [g(1, 'A', 'X', 50, 40), g(1, 'B', 'Y', 50, 30), g(2, 'A', 'Y', 40, 45), g(2, 'B', 'X', 40, 50)];

    expect(rows(['X', 'A', 'B', 'Y'], games)).toEqual([
      ['B', 1, '1-1-0', 90, 80, 50, null],
      ['A', 2, '1-1-0', 90, 85, 50, 'pointsAgainst'],
      ['X', 3, '1-1-0', 90, 90, 50, 'pointsAgainst'],
      ['Y', 4, '1-1-0', 75, 90, 50, 'pointsFor'],
    ]);
  });

  it('when three tied teams met unequally often, then head-to-head is skipped', () => {
    // A, B and C are 2-2 with 180 points for; A met B twice but C once. Head-to-head would put A first (2-1).
    const games = [
      g(1, 'A', 'B', 50, 40),
      g(2, 'A', 'B', 50, 40),
      g(3, 'C', 'A', 50, 40),
      g(4, 'B', 'C', 50, 40),
      g(5, 'O', 'A', 60, 40),
      g(6, 'B', 'O', 50, 0),
      g(7, 'C', 'O', 50, 10),
      g(8, 'C', 'O', 40, 45),
    ];

    expect(rows(['A', 'B', 'C', 'O'], games)).toEqual([
      ['B', 1, '2-2-0', 180, 140, 50, null],
      ['C', 2, '2-2-0', 180, 145, 50, 'pointsAgainst'],
      ['A', 3, '2-2-0', 180, 190, 50, 'pointsAgainst'],
      ['O', 4, '2-2-0', 115, 180, 50, 'pointsFor'],
    ]);
  });

  it('when head-to-head splits off one of three tied teams, then the other two go on to points against (no restart)', () => {
    // Among A, B, C (each pair met twice): A 3-1, B and C 1-2-1 each, though B beat C. E leads on win share.
    const games = [
      g(1, 'A', 'B', 60, 50),
      g(2, 'A', 'B', 60, 50),
      g(3, 'A', 'C', 60, 50),
      g(4, 'A', 'C', 50, 60),
      g(5, 'B', 'C', 60, 50),
      g(6, 'B', 'C', 55, 55),
      g(7, 'A', 'D', 40, 70),
      g(8, 'A', 'E', 40, 70),
      g(7, 'B', 'D', 70, 0),
      g(8, 'B', 'E', 25, 25),
      g(9, 'C', 'D', 85, 0),
      g(10, 'C', 'E', 10, 10),
    ];

    expect(rows(['B', 'C', 'A', 'D', 'E'], games)).toEqual([
      ['E', 1, '1-0-2', 105, 75, 100, null],
      ['A', 2, '3-3-0', 310, 350, 50, 'winPercentage'],
      ['C', 3, '2-2-2', 310, 235, 50, 'headToHead'],
      ['B', 4, '2-2-2', 310, 250, 50, 'pointsAgainst'],
      ['D', 5, '1-2-0', 70, 195, 33, 'winPercentage'],
    ]);
  });

  it('when tied teams are equal at every step, then the draw (the seeded order) decides', () => {
    const games = [g(1, 'A', 'C', 50, 50), g(1, 'B', 'D', 50, 50)];

    expect(rows(['C', 'D', 'B', 'A'], games).map(([team, rank, , , , , decidedBy]) => [team, rank, decidedBy])).toEqual(
      [
        ['C', 1, null],
        ['D', 2, 'draw'],
        ['B', 3, 'draw'],
        ['A', 4, 'draw'],
      ],
    );
  });

  it('when some teams have no games, then they count as a zero win share, with zeros', () => {
    expect(rows(['B', 'A', 'C'], [g(1, 'A', 'C', 10, 20)])).toEqual([
      ['C', 1, '1-0-0', 20, 10, 100, null],
      ['A', 2, '0-1-0', 10, 20, 0, 'winPercentage'],
      ['B', 3, '0-0-0', 0, 0, 0, 'pointsFor'],
    ]);
    expect(rows(['B', 'A'], [])).toEqual([
      ['B', 1, '0-0-0', 0, 0, 0, null],
      ['A', 2, '0-0-0', 0, 0, 0, 'draw'],
    ]);
  });

  it('when games involve teams outside the order or points with many decimals, then only theirs count, rounded', () => {
    const games = [
      g(1, 'A', 'B', 10.004, 10.006),
      g(2, 'A', 'Z', 100, 0),
      g(3, 'A', 'B', 0.1, 0.2),
      g(4, 'B', 'B', 9, 1),
    ];

    expect(rows(['A', 'B'], games)).toEqual([
      ['B', 1, '2-0-0', 10.21, 10.1, 100, null],
      ['A', 2, '0-2-0', 10.1, 10.21, 0, 'winPercentage'],
    ]);
    expect(standingsOf([], games)).toEqual([]);
  });
});

describe('playoffs', () => {
  const seedsOf = (count: number) => Array.from({ length: count }, (_, i) => `s${i + 1}`);
  /** A game as [kind, place, team1 seed, team2 seed]. */
  const brief = (games: PlayoffGame[]) =>
    games.map((x) => [x.kind, x.place, Number(x.team1Id.slice(1)), Number(x.team2Id.slice(1))]);
  /** Every game played: team2 (the lower seed) wins, or a tie. */
  type PlayedPlayoffGame = PlayoffGame & PlayedGame;
  const play = (games: PlayoffGame[], how: 'lower seed wins' | 'tie'): PlayedPlayoffGame[] =>
    games.map((x) => ({ ...x, team1Points: how === 'tie' ? 70.001 : 60, team2Points: how === 'tie' ? 70 : 61.5 }));
  const A = 16;
  const B = 17;

  it.each([
    [2, [['final', 1, 1, 2]]],
    [
      4,
      [
        ['final', 1, 1, 2],
        ['thirdPlace', 3, 3, 4],
      ],
    ],
    [
      5,
      [
        ['final', 1, 1, 2],
        ['thirdPlace', 3, 3, 4],
      ],
    ],
    [
      6,
      [
        ['final', 1, 1, 2],
        ['thirdPlace', 3, 3, 4],
        ['placement', 5, 5, 6],
      ],
    ],
    [
      8,
      [
        ['final', 1, 1, 2],
        ['thirdPlace', 3, 3, 4],
        ['placement', 5, 5, 6],
        ['placement', 7, 7, 8],
      ],
    ],
    [
      10,
      [
        ['final', 1, 1, 2],
        ['thirdPlace', 3, 3, 4],
        ['placement', 5, 5, 6],
        ['placement', 7, 7, 8],
        ['placement', 9, 9, 10],
      ],
    ],
    [
      16,
      [
        ['final', 1, 1, 2],
        ['thirdPlace', 3, 3, 4],
        ['placement', 5, 5, 6],
        ['placement', 7, 7, 8],
        ['placement', 9, 9, 10],
        ['placement', 11, 11, 12],
        ['placement', 13, 13, 14],
        ['placement', 15, 15, 16],
      ],
    ],
  ])('when %i teams have one playoff week, then these games are played in it', (teams, expected) => {
    const games = playoffGames(seedsOf(teams), [A], []);

    expect(brief(games)).toEqual(expected);
    expect(games.every((x) => x.week === A)).toBe(true);
  });

  it.each([
    [
      4,
      [
        ['semifinal', 1, 1, 4],
        ['semifinal', 1, 2, 3],
      ],
    ],
    [
      5,
      [
        ['semifinal', 1, 1, 4],
        ['semifinal', 1, 2, 3],
      ],
    ],
    [
      6,
      [
        ['semifinal', 1, 1, 4],
        ['semifinal', 1, 2, 3],
        ['placement', 5, 5, 6],
      ],
    ],
    [
      7,
      [
        ['semifinal', 1, 1, 4],
        ['semifinal', 1, 2, 3],
        ['placement', 5, 5, 6],
      ],
    ],
    [
      8,
      [
        ['semifinal', 1, 1, 4],
        ['semifinal', 1, 2, 3],
        ['placement', 5, 5, 8],
        ['placement', 5, 6, 7],
      ],
    ],
    [
      10,
      [
        ['semifinal', 1, 1, 4],
        ['semifinal', 1, 2, 3],
        ['placement', 5, 5, 8],
        ['placement', 5, 6, 7],
        ['placement', 9, 9, 10],
      ],
    ],
    [
      16,
      [
        ['semifinal', 1, 1, 4],
        ['semifinal', 1, 2, 3],
        ['placement', 5, 5, 8],
        ['placement', 5, 6, 7],
        ['placement', 9, 9, 12],
        ['placement', 9, 10, 11],
        ['placement', 13, 13, 16],
        ['placement', 13, 14, 15],
      ],
    ],
  ])(
    'when %i teams have two playoff weeks, then the first week has these games and no second week yet',
    (teams, expected) => {
      const games = playoffGames(seedsOf(teams), [A, B], []);

      expect(brief(games)).toEqual(expected);
      expect(games.every((x) => x.week === A)).toBe(true);
      expect(finalPlaces(seedsOf(teams), [A, B], [])).toBeNull();
    },
  );

  it.each([
    [
      4,
      [
        ['final', 1, 3, 4],
        ['thirdPlace', 3, 1, 2],
      ],
      [3, 4, 1, 2],
    ],
    [
      6,
      [
        ['final', 1, 3, 4],
        ['thirdPlace', 3, 1, 2],
        ['placement', 5, 5, 6],
      ],
      [3, 4, 1, 2, 5, 6],
    ],
    [
      8,
      [
        ['final', 1, 3, 4],
        ['thirdPlace', 3, 1, 2],
        ['placement', 5, 7, 8],
        ['placement', 7, 5, 6],
      ],
      [3, 4, 1, 2, 7, 8, 5, 6],
    ],
    [
      10,
      [
        ['final', 1, 3, 4],
        ['thirdPlace', 3, 1, 2],
        ['placement', 5, 7, 8],
        ['placement', 7, 5, 6],
        ['placement', 9, 9, 10],
      ],
      [3, 4, 1, 2, 7, 8, 5, 6, 9, 10],
    ],
    [
      16,
      [
        ['final', 1, 3, 4],
        ['thirdPlace', 3, 1, 2],
        ['placement', 5, 7, 8],
        ['placement', 7, 5, 6],
        ['placement', 9, 11, 12],
        ['placement', 11, 9, 10],
        ['placement', 13, 15, 16],
        ['placement', 15, 13, 14],
      ],
      [3, 4, 1, 2, 7, 8, 5, 6, 11, 12, 9, 10, 15, 16, 13, 14],
    ],
  ])(
    'when %i teams played the first week with the lower seeds winning, then the second week pairs winners and losers',
    (teams, expectedWeekB, places) => {
      const seeds = seedsOf(teams);
      const weekA = play(playoffGames(seeds, [A, B], []), 'lower seed wins');

      const games = playoffGames(seeds, [A, B], weekA);
      const weekB = games.filter((x) => x.week === B);

      expect(games.filter((x) => x.week === A)).toEqual(
        weekA.map(({ week, team1Id, team2Id, kind, place }) => ({ week, team1Id, team2Id, kind, place })),
      );
      expect(brief(weekB)).toEqual(expectedWeekB);
      expect(finalPlaces(seeds, [A, B], weekA)).toBeNull();
      expect(finalPlaces(seeds, [A, B], [...weekA, ...play(weekB, 'tie').slice(1)])).toBeNull();
      // Week B tied everywhere: the higher seed (team1) wins each game.
      expect(finalPlaces(seeds, [A, B], [...weekA, ...play(weekB, 'tie')])).toEqual(places.map((seed) => `s${seed}`));
    },
  );

  it.each([[4], [6], [8], [10], [16]])(
    'when %i teams tie every playoff game, then the higher seeds go through and keep their places',
    (teams) => {
      const seeds = seedsOf(teams);
      const weekA = play(playoffGames(seeds, [A, B], []), 'tie');
      const weekB = play(
        playoffGames(seeds, [A, B], weekA).filter((x) => x.week === B),
        'tie',
      );

      expect(brief(weekB).slice(0, 2)).toEqual([
        ['final', 1, 1, 2],
        ['thirdPlace', 3, 3, 4],
      ]);
      expect(finalPlaces(seeds, [A, B], [...weekA, ...weekB])).toEqual(seeds);
      expect(finalPlaces(seeds, [A], play(playoffGames(seeds, [A], []), 'tie'))).toEqual(seeds);
    },
  );

  it('when the first week is not fully played, then the second week does not exist yet', () => {
    const seeds = seedsOf(8);
    const weekA = play(playoffGames(seeds, [A, B], []), 'lower seed wins');

    expect(playoffGames(seeds, [A, B], weekA.slice(0, 3)).map((x) => x.week)).toEqual([A, A, A, A]);
    expect(
      playoffGames(
        seeds,
        [A, B],
        weekA.map((x) => ({ ...x, week: 5 })),
      ).map((x) => x.week),
    ).toEqual([A, A, A, A]);
  });

  it('when a played game lists its teams the other way round, then it is still matched to its pairing', () => {
    const seeds = seedsOf(4);
    const reversed = [g(A, 's4', 's1', 80, 70), g(A, 's3', 's2', 50, 50)];

    expect(brief(playoffGames(seeds, [A, B], reversed).filter((x) => x.week === B))).toEqual([
      ['final', 1, 2, 4],
      ['thirdPlace', 3, 1, 3],
    ]);
  });

  it('when one playoff week is played with the lower seeds winning, then the final places swap each pair', () => {
    const seeds = seedsOf(6);
    const played = play(playoffGames(seeds, [A], []), 'lower seed wins');

    expect(finalPlaces(seeds, [A], played)).toEqual(['s2', 's1', 's4', 's3', 's6', 's5']);
    expect(finalPlaces(seeds, [A], played.slice(1))).toBeNull();
  });

  it.each([
    [3, [A], [['final', 1, 1, 2]], [2, 1, 3]],
    [
      5,
      [A],
      [
        ['final', 1, 1, 2],
        ['thirdPlace', 3, 3, 4],
      ],
      [2, 1, 4, 3, 5],
    ],
    [3, [A, B], [['final', 1, 1, 2]], [2, 1, 3]],
    [2, [A, B], [['final', 1, 1, 2]], [2, 1]],
    [
      7,
      [A, B],
      [
        ['final', 1, 3, 4],
        ['thirdPlace', 3, 1, 2],
        ['placement', 5, 5, 6],
      ],
      [4, 3, 2, 1, 6, 5, 7],
    ],
  ])(
    'when %i teams play weeks %p, then the lowest odd seed sits out last and the rest play',
    (teams, weeks, lastWeek, places) => {
      const seeds = seedsOf(teams);
      let played: PlayedGame[] = [];
      for (const week of weeks)
        played = [
          ...played,
          ...play(
            playoffGames(seeds, weeks, played).filter((x) => x.week === week),
            'lower seed wins',
          ),
        ];
      const last = weeks[weeks.length - 1];

      expect(brief(playoffGames(seeds, weeks, played).filter((x) => x.week === last))).toEqual(lastWeek);
      expect(finalPlaces(seeds, weeks, played)).toEqual(places.map((seed) => `s${seed}`));
    },
  );

  it.each(
    Array.from({ length: 15 }, (_, i) => i + 2).flatMap((teams) => [
      [teams, 1],
      [teams, 2],
    ]),
  )(
    'when %i teams play %i playoff weeks with any results, then the final places are every team once',
    (teams, weekCount) => {
      const seeds = seedsOf(teams);
      const weeks = weekCount === 1 ? [A] : [A, B];
      const random = createRandom(`playoffs-${teams}-${weekCount}`);
      let played: PlayedPlayoffGame[] = [];
      for (const week of weeks) {
        const games = playoffGames(seeds, weeks, played).filter((x) => x.week === week);
        expect(games.every((x) => seeds.indexOf(x.team1Id) < seeds.indexOf(x.team2Id))).toBe(true);
        played = [
          ...played,
          ...games.map((x) => ({ ...x, team1Points: random.int(0, 3), team2Points: random.int(0, 3) })),
        ];
      }
      const places = finalPlaces(seeds, weeks, played);

      expect([...(places ?? [])].sort()).toEqual([...seeds].sort());
      const final = played.find((x) => x.week === weeks[weeks.length - 1] && x.kind === 'final')!;
      expect(places![0]).toBe(playoffWinner(final));
    },
  );

  it.each([
    [80, 70, 'a'],
    [70, 80, 'b'],
    [70, 70, 'a'],
    [70.004, 70.001, 'a'],
  ])('when a playoff game ends %p to %p, then %s wins (a tie goes to team1, the higher seed)', (p1, p2, winner) => {
    expect(playoffWinner(g(1, 'a', 'b', p1, p2))).toBe(winner);
  });

  it.each([
    ['no playoff weeks', seedsOf(8), []],
    ['three playoff weeks', seedsOf(8), [A, B, 18]],
    ['one team', seedsOf(1), [A]],
  ])('when there are %s, then there are no playoff games and no final places', (_case, seeds, weeks) => {
    expect(playoffGames(seeds, weeks, [])).toEqual([]);
    expect(finalPlaces(seeds, weeks, [])).toBeNull();
  });
});
