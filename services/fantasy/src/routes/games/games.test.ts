import request from 'supertest';
import mongoose, { Types } from 'mongoose';
import type { LeagueGamesView, LeagueGameView, RosterView, StandingsView } from '@hfl/contracts';
import { sweepResults } from '../../season-flow/points-changed';
import { forgetSeasonPlayerPoints } from '../../rosters/points';
import { LeagueSeason } from '../../models/league-season';
import { LeagueWeekPoints } from '../../models/league-week-points';
import { ScoredWeek } from '../../models/scored-week';
import { SeasonSchedule } from '../../models/season-schedule';
import { SeenResults } from '../../models/seen-results';
import { createLeagues } from '../../peers/leagues';
import { createDraftLeague, setUpDraftTests, type DraftTestbed } from '../../testing/draft-fixtures';
import { writePlayerStat } from '../../testing/peer-storage';
import {
  draftedLeague,
  lockGamesRound,
  readRoster,
  REGULAR_WEEKS,
  resetGamesSeason,
  setLifecycle,
  statsPeer,
  type DraftedLeague,
} from '../../testing/roster-fixtures';
import { storedNotifications } from '../../testing/trade-fixtures';
import { asService, asSuperAdmin, asUser, asVisitor, newUserId } from '../../testing/support';
import { createNotifier } from '@hfl/kit';
import { testSecret, UNREACHABLE_URL, allowTestTime, eventually } from '@hfl/kit/testing';

allowTestTime(60_000);

let bed: DraftTestbed;
setUpDraftTests('fantasy_games', (started) => {
  bed = started;
});

beforeEach(() => resetGamesSeason(bed, [SeenResults]));

const get = async (path: string, headers: Promise<Record<string, string>>) =>
  request(bed.app)
    .get(path)
    .set(await headers);

const gamesOf = async (drafted: DraftedLeague, userId: string, week?: number) => {
  const res = await get(`/leagues/${drafted.league.id}/games${week ? `?week=${week}` : ''}`, asUser(userId));
  if (res.status !== 200) throw new Error(`games answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as LeagueGamesView;
};
const standingsOf = async (drafted: DraftedLeague) =>
  (await get(`/leagues/${drafted.league.id}/standings`, asSuperAdmin())).body as StandingsView;

const rosters = async (drafted: DraftedLeague) =>
  Promise.all(drafted.league.managers.map(({ teamId, userId }) => readRoster(bed, drafted.league.id, teamId, userId)));
const starterIds = (view: RosterView) =>
  view.players.filter((p) => p.fantasyPosition !== 'BENCH').map((p) => p.player.id);

const lockRound = (drafted: DraftedLeague, week: number, points: readonly number[]) =>
  lockGamesRound(bed, drafted, week, points);

const teamIndex = (drafted: DraftedLeague, teamId: string) =>
  drafted.league.managers.findIndex((manager) => manager.teamId === teamId);

describe('the schedule', () => {
  it('when the draft completes, then every regular round pairs all four teams and everyone meets everyone once', async () => {
    const drafted = await draftedLeague(bed);

    const view = await gamesOf(drafted, drafted.league.managers[0]!.userId);

    expect(view.weeks.map(({ week, kind }) => `${week}${kind[0]}`)).toEqual(['1r', '2r', '3r', '4p', '5p']);
    expect(view.schedule.seed).toMatch(/^[0-9a-f]{16}$/);
    expect(view.schedule.order.map((team) => team.id).sort()).toEqual(
      drafted.league.managers.map((manager) => manager.teamId).sort(),
    );
    const regular = view.games.filter((game) => game.kind === 'regular');
    expect(regular).toHaveLength(REGULAR_WEEKS * 2);
    for (let week = 1; week <= REGULAR_WEEKS; week++) {
      const teams = regular
        .filter((game) => game.week === week)
        .flatMap((game) => [game.team1.team.id, game.team2.team.id]);
      expect(new Set(teams).size).toBe(4);
    }
    const pairs = regular.map((game) => [game.team1.team.id, game.team2.team.id].sort().join('+'));
    expect(new Set(pairs).size).toBe(6);
    expect(regular.every((game) => game.state === 'scheduled' && game.gameResult === null)).toBe(true);
  });

  it('when the draft completes twice, then the schedule stays the first one', async () => {
    const drafted = await draftedLeague(bed);
    const first = await SeasonSchedule.findById(drafted.season._id).lean();
    await bed.engine.complete(drafted.season._id.toHexString());
    expect((await SeasonSchedule.findById(drafted.season._id).lean())!.seed).toBe(first!.seed);
    expect(await SeasonSchedule.countDocuments()).toBe(1);
  });
});

describe('reading games and standings', () => {
  it.each([
    ['a visitor', 401, () => asVisitor()],
    ['a user of no team in the league', 403, () => asUser(newUserId())],
    ['the owner', 200, () => asSuperAdmin()],
  ] as const)('when %s asks for the games and standings, then %i', async (_who, status, headers) => {
    const drafted = await draftedLeague(bed);
    const games = await get(`/leagues/${drafted.league.id}/games`, headers());
    const standings = await get(`/leagues/${drafted.league.id}/standings`, headers());
    expect([games.status, standings.status]).toEqual([status, status]);
  });

  it('when the league season has no schedule yet, then games and standings are 404', async () => {
    const league = await createDraftLeague();
    const games = await get(`/leagues/${league.id}/games`, asSuperAdmin());
    const standings = await get(`/leagues/${league.id}/standings`, asSuperAdmin());
    expect([games.status, standings.status]).toEqual([404, 404]);
  });

  it('when a member reads the games and standings in Hungarian, then every manager is named family name first', async () => {
    const drafted = await draftedLeague(bed);
    const admin = drafted.league.managers[0]!;

    const games = await get(`/leagues/${drafted.league.id}/games`, asUser(admin.userId, 'hu'));
    const standings = await get(`/leagues/${drafted.league.id}/standings`, asUser(admin.userId, 'hu'));
    const english = await get(`/leagues/${drafted.league.id}/standings`, asUser(admin.userId));

    const owners = (view: StandingsView) => view.rows.map((row) => row.owner).sort();
    expect(owners(standings.body)).toEqual(['Admin Anna', 'No1 Manager', 'No2 Manager', 'No3 Manager']);
    expect(owners(english.body)).toEqual(['Anna Admin', 'Manager No1', 'Manager No2', 'Manager No3']);
    expect(standings.body.rows.every((row: StandingsView['rows'][number]) => row.team.owner === row.owner)).toBe(true);
    const sides = (games.body as LeagueGamesView).games.flatMap((game) => [game.team1.team, game.team2.team]);
    expect(sides.find((team) => team.id === admin.teamId)?.owner).toBe('Admin Anna');
  });

  it('when the week asked for is not a round number, then 400', async () => {
    const drafted = await draftedLeague(bed);
    const res = await get(`/leagues/${drafted.league.id}/games?week=zero`, asSuperAdmin());
    expect(res.status).toBe(400);
  });
});

describe('results', () => {
  it("when a round is locked, then its games are final with the starters' points (each player with his status), the bench apart, and the standings count it", async () => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [12, 7, 7, 0]);

    const view = await gamesOf(drafted, drafted.league.managers[0]!.userId, 1);
    const round = view.games.filter((game) => game.week === 1);
    expect(round.every((game) => game.state === 'final')).toBe(true);
    for (const game of round) {
      const points = [12, 7, 7, 0];
      expect(game.team1Points).toBe(points[teamIndex(drafted, game.team1.team.id)]);
      expect(game.team2Points).toBe(points[teamIndex(drafted, game.team2.team.id)]);
      expect(game.bench1Points).toBe(0);
      expect(game.gameResult).toBe(
        game.team1Points! > game.team2Points! ? 1 : game.team1Points! < game.team2Points! ? 2 : 0,
      );
      expect(game.team1.starters).toHaveLength(8);
      expect(game.team1.bench.length).toBeGreaterThan(0);
      // Each lineup player with his status as the owner set it (the game center shows it).
      for (const side of [game.team1, game.team2])
        expect([...side.starters, ...side.bench].map((p) => p.player.status)).toEqual(
          [...side.starters, ...side.bench].map(() => 'active'),
        );
    }
    expect(view.weeks[0]).toMatchObject({ week: 1, state: 'final' });
    expect(view.weeks[0]!.resultsAt).not.toBeNull();

    const standings = await standingsOf(drafted);
    expect(standings.countedWeeks).toEqual([1]);
    const games = standings.rows.reduce((sum, row) => sum + row.wins + row.losses + row.ties, 0);
    expect(games).toBe(4);
    expect(standings.rows.map((row) => row.rank)).toEqual([1, 2, 3, 4]);
    // One game each: the number the rank is based on is 100 for a win, 50 for a tie, 0 for a loss.
    expect(standings.rows.map((row) => row.rankPercent)).toEqual(
      standings.rows.map((row) => (row.wins === 1 ? 100 : row.ties === 1 ? 50 : 0)),
    );
  });

  it('when a round is being played, then its games are live with the points so far, and the standings do not count it', async () => {
    const drafted = await draftedLeague(bed);
    const views = await rosters(drafted);
    await writePlayerStat(
      new Types.ObjectId(bed.realSeason.id),
      1,
      new Types.ObjectId(starterIds(views[0]!)[0]!),
      9,
      'QB',
    );
    // A score sheet saved during the round shows within the points' freshness (30 s); the test reads at once.
    forgetSeasonPlayerPoints(bed.realSeason.id);
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: true });

    const view = await gamesOf(drafted, drafted.league.managers[0]!.userId);
    expect(view.week).toBe(1);
    const mine = view.games.find(
      (game) =>
        game.week === 1 && [game.team1.team.id, game.team2.team.id].includes(drafted.league.managers[0]!.teamId),
    )!;
    expect(mine.state).toBe('live');
    const myPoints = mine.team1.team.id === drafted.league.managers[0]!.teamId ? mine.team1Points : mine.team2Points;
    expect(myPoints).toBe(9);
    expect((await standingsOf(drafted)).countedWeeks).toEqual([]);
  });

  it('when a round is locked, then each manager is told his final result once, with the opponent, the score, his place and the game; a correction does not tell it again', async () => {
    const drafted = await draftedLeague(bed);
    const finals = async () => (await storedNotifications()).filter((n) => n.kind === 'resultFinal');
    const waitForFinals = async (count: number) => {
      for (let i = 0; i < 100 && (await finals()).length < count; i++) await new Promise((r) => setTimeout(r, 100));
    };

    await lockRound(drafted, 1, [12, 7, 5, 0]);
    await waitForFinals(drafted.league.managers.length);

    const told = await finals();
    expect(told.map((n) => n.userId).sort()).toEqual(drafted.league.managers.map((m) => m.userId).sort());
    const me = drafted.league.managers[0]!;
    const game = (await gamesOf(drafted, me.userId, 1)).games.find(
      (candidate) => candidate.week === 1 && [candidate.team1.team.id, candidate.team2.team.id].includes(me.teamId),
    )!;
    const mine = game.team1.team.id === me.teamId;
    const [own, other] = mine ? [game.team1Points, game.team2Points] : [game.team2Points, game.team1Points];
    const place = (await standingsOf(drafted)).rows.find((row) => row.team.id === me.teamId)!.rank;
    expect(told.find((n) => n.userId === me.userId)!.params).toEqual({
      name: (mine ? game.team2 : game.team1).team.name,
      week: '1',
      score: `${own}–${other}`,
      place: String(place),
    });
    const [stored] = await mongoose.connection
      .db!.collection('notifications')
      .find({ kind: 'resultFinal', userId: new Types.ObjectId(me.userId) })
      .toArray();
    expect(stored?.link).toBe(`/game-center?league=${drafted.league.id}&week=1&game=${game.id}`);

    await lockRound(drafted, 1, [1, 7, 5, 30]);
    await new Promise((resolve) => setTimeout(resolve, 500)); // the notifications go out in the background
    expect(await finals()).toHaveLength(drafted.league.managers.length);
  });

  it('when a manager has seen his result and a correction changes it, then it is unseen again and he is told', async () => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [12, 7, 5, 0]);
    const me = drafted.league.managers[0]!;
    const game = (await gamesOf(drafted, me.userId, 1)).games.find(
      (candidate) => candidate.week === 1 && [candidate.team1.team.id, candidate.team2.team.id].includes(me.teamId),
    )!;
    const side = game.team1.team.id === me.teamId ? 1 : 2;

    const seen = await get(`/leagues/${drafted.league.id}/games/${game.id}/mark-viewed/${side}`, asUser(me.userId));
    expect(seen.status).toBe(200);
    expect((seen.body as LeagueGameView)[side === 1 ? 'team1SawResult' : 'team2SawResult']).toBe(true);

    await lockRound(drafted, 1, [1, 7, 5, 30]);

    const again = (await gamesOf(drafted, me.userId, 1)).games.find((candidate) => candidate.id === game.id)!;
    expect(again[side === 1 ? 'team1SawResult' : 'team2SawResult']).toBe(false);
    const changed = async () => (await storedNotifications()).filter((n) => n.kind === 'resultChanged');
    // The notifications go out in the background.
    await eventually(async () => (await changed()).length > 0, 10_000, 'the manager told of the change');
    await new Promise((resolve) => setTimeout(resolve, 300)); // and only once
    const told = await changed();
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ userId: me.userId, params: { week: '1' } });
  });

  it.each([
    ['the other team’s side', 403, 'other'],
    ['an unknown game', 404, 'unknown'],
    ['side 3', 400, 'side'],
  ] as const)('when a manager marks %s seen, then %i', async (_case, status, what) => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [1, 2, 3, 4]);
    const me = drafted.league.managers[0]!;
    const game = (await gamesOf(drafted, me.userId, 1)).games.find(
      (candidate) => candidate.week === 1 && [candidate.team1.team.id, candidate.team2.team.id].includes(me.teamId),
    )!;
    const mySide = game.team1.team.id === me.teamId ? 1 : 2;
    const path = {
      other: `${game.id}/mark-viewed/${3 - mySide}`,
      unknown: `${new Types.ObjectId().toHexString()}/mark-viewed/1`,
      side: `${game.id}/mark-viewed/3`,
    }[what];
    const res = await get(`/leagues/${drafted.league.id}/games/${path}`, asUser(me.userId));
    expect(res.status).toBe(status);
    expect(await SeenResults.countDocuments()).toBe(0);
  });
});

describe('playoffs and the end of the season', () => {
  it('when the regular season is locked, then the top four play semifinals 1v4 and 2v3, then the final and third place, and the last lock finishes the season', async () => {
    const drafted = await draftedLeague(bed);
    for (let week = 1; week <= REGULAR_WEEKS; week++) await lockRound(drafted, week, [40, 30, 20, 10]);

    const standings = await standingsOf(drafted);
    expect(standings.regularSeasonOver).toBe(true);
    const seeds = standings.rows.map((row) => row.team.id);
    expect(seeds).toEqual(drafted.league.managers.map((manager) => manager.teamId));

    const semis = (await gamesOf(drafted, drafted.league.managers[0]!.userId, 4)).games.filter((g) => g.week === 4);
    expect(semis.map((game) => [game.kind, game.team1.seed, game.team2.seed])).toEqual(
      expect.arrayContaining([
        ['semifinal', 1, 4],
        ['semifinal', 2, 3],
      ]),
    );
    // Seed 4 beats seed 1, seeds 2 and 3 tie: the higher seed goes through.
    await lockRound(drafted, 4, [10, 20, 20, 30]);
    const week5 = (await gamesOf(drafted, drafted.league.managers[0]!.userId, 5)).games.filter((g) => g.week === 5);
    const [t1, t2, t3, t4] = seeds;
    expect(week5.map((game) => [game.kind, game.team1.team.id, game.team2.team.id])).toEqual(
      expect.arrayContaining([
        ['final', t2, t4],
        ['thirdPlace', t1, t3],
      ]),
    );
    const tied = (await gamesOf(drafted, drafted.league.managers[0]!.userId, 4)).games.find(
      (game) => game.week === 4 && game.team1.seed === 2,
    )!;
    expect(tied).toMatchObject({ gameResult: 1, decidedBySeed: true });

    await lockRound(drafted, 5, [5, 50, 1, 2]);
    expect((await standingsOf(drafted)).finalPlaces.map((place) => place.team.id)).toEqual([t2, t4, t1, t3]);
    expect((await LeagueSeason.findById(drafted.season._id).lean())!.status).toBe('finished');
  });
});

describe('the results sweep', () => {
  it('when a locked round was never scored, then the sweep scores it once', async () => {
    const drafted = await draftedLeague(bed);
    const views = await rosters(drafted);
    await writePlayerStat(
      new Types.ObjectId(bed.realSeason.id),
      1,
      new Types.ObjectId(starterIds(views[1]!)[0]!),
      6,
      'QB',
    );
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: false });
    const deps = {
      stats: statsPeer(bed),
      leagues: createLeagues({ leaguesUrl: bed.env.LEAGUES_URL!, internalTokenSecret: testSecret() }),
      notifier: createNotifier({ accountsUrl: bed.env.ACCOUNTS_URL!, service: 'fantasy', secret: testSecret() }),
    };

    expect(await sweepResults(deps)).toEqual([1]);
    expect(await sweepResults(deps)).toEqual([]);
    const game = (await gamesOf(drafted, drafted.league.managers[1]!.userId, 1)).games.find(
      (candidate) =>
        candidate.week === 1 &&
        candidate.state === 'final' &&
        (candidate.team1Points === 6 || candidate.team2Points === 6),
    );
    expect(game).toBeDefined();
  });

  it("when accounts could not take a locked round's results, then the sweep tells every manager later, each once", async () => {
    const drafted = await draftedLeague(bed);
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: false });
    const deps = (accountsUrl: string) => ({
      stats: statsPeer(bed),
      leagues: createLeagues({ leaguesUrl: bed.env.LEAGUES_URL!, internalTokenSecret: testSecret() }),
      notifier: createNotifier({ accountsUrl, service: 'fantasy', secret: testSecret() }),
    });
    const finals = async () => (await storedNotifications()).filter((n) => n.kind === 'resultFinal');

    expect(await sweepResults(deps(UNREACHABLE_URL))).toEqual([1]);
    // The telling after the scoring runs in the background: accounts unreachable, it fails at once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await finals()).toHaveLength(0);
    expect((await ScoredWeek.findOne({ week: 1 }).lean())!.toldAt ?? null).toBeNull();

    expect(await sweepResults(deps(bed.env.ACCOUNTS_URL!))).toEqual([]);
    expect((await finals()).map((n) => n.userId).sort()).toEqual(drafted.league.managers.map((m) => m.userId).sort());
    const round = (await ScoredWeek.findOne({ week: 1 }).lean())!;
    expect(round.toldAt?.getTime()).toBe(round.resultsAt?.getTime());

    await sweepResults(deps(bed.env.ACCOUNTS_URL!));
    expect(await finals()).toHaveLength(drafted.league.managers.length);
  });
});

describe('a scoring that died midway', () => {
  it("when a round's scoring stopped after the rosters' points, before the leagues' rounds, then the round is provisional until the sweep scores it again, once", async () => {
    const drafted = await draftedLeague(bed);
    await lockRound(drafted, 1, [12, 7, 5, 0]);
    // What a process killed between the rosters' points and the leagues' rounds leaves behind.
    await ScoredWeek.updateMany({}, { $set: { resultsAt: null } });
    await LeagueWeekPoints.deleteMany({});
    const deps = {
      stats: statsPeer(bed),
      leagues: createLeagues({ leaguesUrl: bed.env.LEAGUES_URL!, internalTokenSecret: testSecret() }),
      notifier: createNotifier({ accountsUrl: bed.env.ACCOUNTS_URL!, service: 'fantasy', secret: testSecret() }),
    };

    expect(myState(await gamesOf(drafted, drafted.league.managers[0]!.userId, 1))).toBe('provisional');
    expect(await sweepResults(deps)).toEqual([1]);
    expect(await sweepResults(deps)).toEqual([]);

    const view = await gamesOf(drafted, drafted.league.managers[0]!.userId, 1);
    expect(myState(view)).toBe('final');
    expect(await LeagueWeekPoints.countDocuments()).toBe(1);
    expect((await standingsOf(drafted)).countedWeeks).toEqual([1]);
  });
});

const myState = (view: LeagueGamesView) =>
  view.games.find((game) => game.week === 1 && [game.team1.team.id, game.team2.team.id].includes(view.myTeamId!))!
    .state;

describe('a team whose manager left', () => {
  it('when leagues says its manager deleted his account, then its lineup is its best by season points and the game center says so', async () => {
    const drafted = await draftedLeague(bed);
    const left = drafted.league.managers[3]!;
    const before = await readRoster(bed, drafted.league.id, left.teamId, left.userId);
    // A bench player of a one-slot position (QB, K, DEF, HC) scores big in round 1: he should start instead.
    const benched = before.players.find(
      (p) => p.fantasyPosition === 'BENCH' && ['QB', 'K', 'DEF', 'HC'].includes(p.player.position),
    )!;
    const slot = benched.player.position as 'QB' | 'K' | 'DEF' | 'HC';
    const starter = before.players.find((p) => p.fantasyPosition === slot)!;
    await lockRound(drafted, 1, [1, 1, 1, 0]);
    await writePlayerStat(new Types.ObjectId(bed.realSeason.id), 1, new Types.ObjectId(benched.player.id), 30, slot);
    forgetSeasonPlayerPoints(bed.realSeason.id);

    const told = await request(bed.app)
      .post('/internal/teams-orphaned')
      .set(await asService('leagues'))
      .send({ teamIds: [left.teamId] });
    const again = await request(bed.app)
      .post('/internal/teams-orphaned')
      .set(await asService('leagues'))
      .send({ teamIds: [left.teamId] });
    const asManager = await request(bed.app)
      .post('/internal/teams-orphaned')
      .set(await asUser(left.userId))
      .send({ teamIds: [left.teamId] });

    expect([told.status, again.status, asManager.status]).toEqual([204, 204, 403]);
    const after = await readRoster(bed, drafted.league.id, left.teamId, left.userId);
    expect(after.players.find((p) => p.id === benched.id)!.fantasyPosition).toBe(slot);
    expect(after.players.find((p) => p.id === starter.id)!.fantasyPosition).toBe('BENCH');

    const view = await gamesOf(drafted, drafted.league.managers[0]!.userId, 1);
    const game = view.games.find((g) => g.week === 1 && [g.team1.team.id, g.team2.team.id].includes(left.teamId))!;
    const side = game.team1.team.id === left.teamId ? game.team1 : game.team2;
    expect(side.autoLineup).toBe(true);
  });
});

describe('starting slots', () => {
  it('when two RBs start and the one in FLEX scores more, then the game center and the roster name every starter’s slot alike', async () => {
    const drafted = await draftedLeague(bed);
    const { teamId, userId } = drafted.league.managers[0]!;
    // Slots, not waivers: the worker's minute sweep may publish a waiver run for this league at any moment.
    const off = await request(bed.app)
      .put(`/leagues/${drafted.league.id}/waiver-settings`)
      .set(await asUser(userId))
      .send({ enabled: false, runHour: 10 });
    expect(off.status).toBe(200);
    const rosterId = drafted.rosterOf(teamId);
    const before = await readRoster(bed, drafted.league.id, teamId, userId);
    expect(before.players.some((p) => p.fantasyPosition === 'RB')).toBe(true);
    // FLEX made free, then a free-agent RB picked: the RB slot is taken, so he lands in FLEX.
    const flex = before.players.find((p) => p.fantasyPosition === 'FLEX')!;
    const cut = await request(bed.app)
      .delete(`/rosters/${rosterId}/players/${flex.id}`)
      .set(await asUser(userId));
    expect(cut.status).toBe(200);
    const taken = new Set((await rosters(drafted)).flatMap((view) => view.players.map((p) => p.player.id)));
    const freeRb = bed.realSeason.pool.find((p) => p.position === 'RB' && !taken.has(p.id))!;
    const picked = await request(bed.app)
      .post(`/rosters/${rosterId}/players/${freeRb.id}`)
      .set(await asUser(userId));
    expect(picked.status).toBe(201);
    const roster = await readRoster(bed, drafted.league.id, teamId, userId);
    const rbs = roster.players.filter((p) => p.player.position === 'RB' && p.fantasyPosition !== 'BENCH');
    expect(rbs.map((p) => p.fantasyPosition).sort()).toEqual(['FLEX', 'RB']);
    // Whichever RB the roster names FLEX scores more in the round being played.
    const inFlex = rbs.find((p) => p.fantasyPosition === 'FLEX')!;
    const inRb = rbs.find((p) => p.fantasyPosition === 'RB')!;
    const realSeasonId = new Types.ObjectId(bed.realSeason.id);
    await writePlayerStat(realSeasonId, 1, new Types.ObjectId(inFlex.player.id), 20, 'RB');
    await writePlayerStat(realSeasonId, 1, new Types.ObjectId(inRb.player.id), 5, 'RB');
    await setLifecycle(bed, { status: 'ongoing', currentWeek: 1, isWeekActive: true });

    const view = await gamesOf(drafted, userId, 1);
    const game = view.games.find((g) => g.week === 1 && [g.team1.team.id, g.team2.team.id].includes(teamId))!;
    const side = game.team1.team.id === teamId ? game.team1 : game.team2;
    const inGameCenter = Object.fromEntries(side.starters.map((s) => [s.player.id, s.fantasyPosition]));
    const now = await readRoster(bed, drafted.league.id, teamId, userId);
    const onRoster = Object.fromEntries(
      now.players.filter((p) => p.fantasyPosition !== 'BENCH').map((p) => [p.player.id, p.fantasyPosition]),
    );

    expect(inGameCenter).toEqual(onRoster);
    expect(Object.keys(inGameCenter)).toHaveLength(8);
  });
});
