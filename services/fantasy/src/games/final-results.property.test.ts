import fc from 'fast-check';
import request from 'supertest';
import { Types } from 'mongoose';
import { ROSTER_INTERNAL, type LeaderboardRow, type RosterView, type StandingsView } from '@hfl/contracts';
import { testSecret, allowTestTime } from '@hfl/kit/testing';
import { LeagueWeekPoints } from '../models/league-week-points';
import { RosterPlayer } from '../models/roster-player';
import { SeasonSchedule, type SeasonScheduleFields } from '../models/season-schedule';
import { TradeClaim, TradeDecision, TradeProposal } from '../models/trade-proposal';
import { Trophy } from '../models/trophy';
import { createLeagues } from '../peers/leagues';
import { refreshLeaderboard } from '../leaderboard/refresh-leaderboard';
import { sweepSnapshots } from '../rosters/snapshots';
import { forgetSeasonPlayerPoints } from '../rosters/points';
import { awardScoredRounds } from '../trophies/award-rounds';
import { emptyDraftCollections, setUpDraftTests, type DraftTestbed } from '../testing/draft-fixtures';
import { peerCollection, statsChanged } from '../testing/peer-storage';
import {
  draftedLeague,
  ownerAction,
  readRoster,
  resetGamesSeason,
  SEASON_WEEKS,
  REGULAR_WEEKS,
  setLifecycle,
  statsPeer,
  type DraftedLeague,
} from '../testing/roster-fixtures';
import { asService, asSuperAdmin, asUser, asVisitor } from '../testing/support';

/**
 * The promise of the game, "a final result is final unless the statistics are corrected", checked against a simple
 * model: random interleavings of the managers' moves, switches, cuts, free-agent picks and trades with the owner's
 * round starts (told to fantasy or lost), freezes, locks, statistics corrections and recalculations, on the real
 * service, database and stats. The model knows only each team's starters and bench as the round started (read from
 * the roster pages just before) and the statistics written: every locked round's stored result must be the points of
 * those lineups, whatever happened since; no player is ever on two rosters, no roster holds more than 14; standings,
 * the team-of-the-week trophies and the leaderboard say what the games say.
 */

allowTestTime(200_000);

let bed: DraftTestbed;
setUpDraftTests('fantasy_final_results', (started) => {
  bed = started;
});

const TRADE_MODELS = [TradeProposal, TradeDecision, TradeClaim] as const;

interface Lineup {
  starters: string[];
  bench: string[];
}

interface Model {
  /** Rounds stats has started so far. */
  started: number;
  /** Whether the last started round is being played (rosters locked). */
  active: boolean;
  frozen: Set<number>;
  locked: Set<number>;
  /** Each team's lineup as each round started, by round and team id. */
  lineups: Map<number, Map<string, Lineup>>;
  /** Each player's points in each locked round: `<week>:<playerId>`. */
  points: Map<string, number>;
  /** Pending proposals' ids with the receiving manager. */
  proposals: Array<{ id: string; receiver: string }>;
}

interface Real {
  drafted: DraftedLeague;
}

const managers = (real: Real) => real.drafted.league.managers;
const rosterIdOf = (real: Real, teamId: string) => real.drafted.rosterOf(teamId);

async function rosters(real: Real): Promise<RosterView[]> {
  return Promise.all(
    managers(real).map(({ teamId, userId }) => readRoster(bed, real.drafted.league.id, teamId, userId)),
  );
}

/** A team's manager and roster id, its roster as the manager reads it, and its `i`-th player (wrapping), if any. */
async function teamAt(real: Real, index: number) {
  const manager = managers(real)[index]!;
  const view = await readRoster(bed, real.drafted.league.id, manager.teamId, manager.userId);
  const nth = (i: number) => view.players[i % view.players.length];
  return { manager, rosterId: rosterIdOf(real, manager.teamId), nth };
}

const lineupOf = (view: RosterView): Lineup => ({
  starters: view.players.filter((p) => p.fantasyPosition !== 'BENCH').map((p) => p.player.id),
  bench: view.players.filter((p) => p.fantasyPosition === 'BENCH').map((p) => p.player.id),
});

/** A manager's call answered: anything but a server error is the service's own decision. */
function answered(res: request.Response, what: string): request.Response {
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res;
}

const post = async (path: string, userId: string, body: object = {}) =>
  request(bed.app)
    .post(path)
    .set(await asUser(userId))
    .send(body);

/** The points a player scores in a round (statistics lines as stats stores them), the same in every run of a seed. */
const pointsOf = (seed: number, week: number, index: number) => ((seed * 31 + week * 17 + index * 7) % 23) - 3;

const sum = (values: readonly number[]) => Math.round(values.reduce((total, value) => total + value, 0) * 100) / 100;

/** Each team's [starters', bench] points of a locked round, as the model has them. */
function expectedRound(model: Model, week: number): Record<string, [number, number]> {
  const pointsOf = (playerId: string) => model.points.get(`${week}:${playerId}`) ?? 0;
  return Object.fromEntries(
    [...model.lineups.get(week)!].map(([teamId, lineup]) => [
      teamId,
      [sum(lineup.starters.map(pointsOf)), sum(lineup.bench.map(pointsOf))],
    ]),
  );
}

/**
 * The invariants, checked after each command; the awards and the leaderboard (given after a scoring) after each
 * command that scores.
 */
async function checkInvariants(model: Model, real: Real, scored: boolean): Promise<void> {
  const seasonId = real.drafted.season._id;
  const held = await RosterPlayer.find({ leagueSeasonId: seasonId }).lean();
  const players = held.map((p) => p.playerId.toHexString());
  expect(new Set(players).size).toBe(players.length);
  const perRoster = new Map<string, number>();
  for (const p of held) perRoster.set(String(p.rosterId), (perRoster.get(String(p.rosterId)) ?? 0) + 1);
  expect(Math.max(0, ...perRoster.values())).toBeLessThanOrEqual(14);

  for (const week of model.locked) {
    const stored = await LeagueWeekPoints.findById(`${seasonId.toHexString()}:${week}`).lean();
    expect({ week, teams: stored ? JSON.parse(stored.teams) : null }).toEqual({
      week,
      teams: expectedRound(model, week),
    });
  }

  // Standings: each team's record and points from the locked regular rounds' games.
  const schedule = (await SeasonSchedule.findById(seasonId).lean<SeasonScheduleFields>())!;
  const record = new Map(managers(real).map(({ teamId }) => [teamId, { wins: 0, losses: 0, ties: 0, points: 0 }]));
  for (const game of schedule.games.filter((g) => model.locked.has(g.week) && g.week <= REGULAR_WEEKS)) {
    const round = expectedRound(model, game.week);
    const [a, b] = [round[game.team1Id]![0], round[game.team2Id]![0]];
    const [one, two] = [record.get(game.team1Id)!, record.get(game.team2Id)!];
    one.points = sum([one.points, a]);
    two.points = sum([two.points, b]);
    if (a === b) [one.ties, two.ties] = [one.ties + 1, two.ties + 1];
    else if (a > b) [one.wins, two.losses] = [one.wins + 1, two.losses + 1];
    else [one.losses, two.wins] = [one.losses + 1, two.wins + 1];
  }
  const standings = (
    await request(bed.app)
      .get(`/leagues/${real.drafted.league.id}/standings`)
      .set(await asSuperAdmin())
  ).body as StandingsView;
  expect(
    Object.fromEntries(
      standings.rows.map((row) => [
        row.team.id,
        { wins: row.wins, losses: row.losses, ties: row.ties, points: row.points },
      ]),
    ),
  ).toEqual(Object.fromEntries(record));

  if (!scored || model.locked.size === 0) return;
  const weeks = [...model.locked];
  const leagues = createLeagues({ leaguesUrl: bed.env.LEAGUES_URL!, internalTokenSecret: testSecret() });
  const stats = statsPeer(bed);
  // What the scoring starts in the background, done here to its end: the awards and the leaderboard.
  await awardScoredRounds(
    { stats, leagues, notifier: { notify: async () => undefined, notifyMany: async () => [] } },
    {
      seasonId: bed.realSeason.id,
      weeks,
    },
  );
  for (const week of weeks) {
    const round = expectedRound(model, week);
    const best = Math.max(...Object.values(round).map(([points]) => points));
    // A playoff round's games are known once every round before it is final (four teams: all of them play).
    const played = Array.from({ length: week - 1 }, (_, i) => i + 1).every((before) => model.locked.has(before));
    const winners = Object.keys(round).filter(
      (teamId) => (week <= REGULAR_WEEKS || played) && best > 0 && round[teamId]![0] === best,
    );
    const trophies = await Trophy.find({ leagueSeasonId: seasonId, week, type: 'teamOfTheWeek' }).lean();
    expect({ week, teams: trophies.map((t) => String(t.teamId)).sort() }).toEqual({ week, teams: winners.sort() });
  }
  await refreshLeaderboard(leagues, bed.realSeason.id);
  const board = (
    await request(bed.app)
      .get(`/leaderboard/${bed.realSeason.id}`)
      .set(await asVisitor())
  ).body as LeaderboardRow[];
  const seasonPoints = new Map(
    managers(real).map(({ teamId }) => [teamId, sum(weeks.map((week) => expectedRound(model, week)[teamId]![0]))]),
  );
  expect(Object.fromEntries(board.map((row) => [row.team.id, row.points]))).toEqual(Object.fromEntries(seasonPoints));
}

type Cmd = fc.AsyncCommand<Model, Real>;

/** A command whose effect the real system decides; the invariants are checked after it. */
abstract class Step implements Cmd {
  abstract check(model: Readonly<Model>): boolean;
  abstract apply(model: Model, real: Real): Promise<void>;
  abstract toString(): string;
  /** Whether the command makes fantasy score rounds. */
  protected readonly scores: boolean = false;
  async run(model: Model, real: Real): Promise<void> {
    await this.apply(model, real);
    await checkInvariants(model, real, this.scores);
  }
}

const rostersOpen = (model: Readonly<Model>) => !model.active;

class Move extends Step {
  constructor(
    private readonly team: number,
    private readonly player: number,
    private readonly direction: 'active' | 'bench',
  ) {
    super();
  }
  check = rostersOpen;
  async apply(_model: Model, real: Real) {
    const { manager, rosterId, nth } = await teamAt(real, this.team);
    const player = nth(this.player);
    if (!player) return;
    const path = `/rosters/${rosterId}/players/${player.id}/move`;
    answered(await post(path, manager.userId, { direction: this.direction }), 'a move');
  }
  toString = () => `move(team ${this.team}, #${this.player}, ${this.direction})`;
}

class Switch extends Step {
  constructor(
    private readonly team: number,
    private readonly a: number,
    private readonly b: number,
  ) {
    super();
  }
  check = rostersOpen;
  async apply(_model: Model, real: Real) {
    const { manager, rosterId, nth } = await teamAt(real, this.team);
    const [a, b] = [nth(this.a), nth(this.b)];
    if (!a || !b) return;
    const path = `/rosters/${rosterId}/switch-players/${a.id}/${b.id}`;
    answered(await post(path, manager.userId), 'a switch');
  }
  toString = () => `switch(team ${this.team}, #${this.a}, #${this.b})`;
}

class Cut extends Step {
  constructor(
    private readonly team: number,
    private readonly player: number,
  ) {
    super();
  }
  check = rostersOpen;
  async apply(_model: Model, real: Real) {
    const { manager, rosterId, nth } = await teamAt(real, this.team);
    const player = nth(this.player);
    if (!player) return;
    const res = await request(bed.app)
      .delete(`/rosters/${rosterId}/players/${player.id}`)
      .set(await asUser(manager.userId));
    answered(res, 'a cut');
  }
  toString = () => `cut(team ${this.team}, #${this.player})`;
}

class PickFreeAgent extends Step {
  constructor(
    private readonly team: number,
    private readonly choice: number,
  ) {
    super();
  }
  check = rostersOpen;
  async apply(_model: Model, real: Real) {
    const manager = managers(real)[this.team]!;
    const taken = new Set((await rosters(real)).flatMap((view) => view.players.map((p) => p.player.id)));
    const free = bed.realSeason.pool.filter((player) => !taken.has(player.id));
    const player = free[this.choice % free.length];
    if (!player) return;
    answered(await post(`/rosters/${rosterIdOf(real, manager.teamId)}/players/${player.id}`, manager.userId), 'a pick');
  }
  toString = () => `pick(team ${this.team}, free agent #${this.choice})`;
}

class ProposeTrade extends Step {
  constructor(
    private readonly from: number,
    private readonly to: number,
    private readonly a: number,
    private readonly b: number,
  ) {
    super();
  }
  check = (model: Readonly<Model>) => rostersOpen(model) && this.from !== this.to;
  async apply(model: Model, real: Real) {
    const views = await rosters(real);
    const [mine, theirs] = [views[this.from]!, views[this.to]!];
    const a = mine.players[this.a % mine.players.length];
    // A player of the same position, so that most trades leave both lineups legal.
    const alike = theirs.players.filter((p) => p.player.position === a?.player.position);
    const b = alike[this.b % Math.max(alike.length, 1)];
    if (!a || !b) return;
    const proposer = managers(real)[this.from]!;
    const res = answered(
      await post(`/leagues/${real.drafted.league.id}/trade-proposal/${a.id}/${b.id}`, proposer.userId),
      'a proposal',
    );
    if (res.status === 201)
      model.proposals.push({ id: res.body.id as string, receiver: managers(real)[this.to]!.userId });
  }
  toString = () => `propose(team ${this.from} #${this.a} for team ${this.to} #${this.b})`;
}

class AnswerTrade extends Step {
  constructor(
    private readonly which: number,
    private readonly accept: boolean,
  ) {
    super();
  }
  check = (model: Readonly<Model>) => model.proposals.length > 0;
  async apply(model: Model) {
    const [proposal] = model.proposals.splice(this.which % model.proposals.length, 1);
    const path = `/trade-proposals/${proposal!.id}/${this.accept ? 'accept' : 'reject'}`;
    answered(await post(path, proposal!.receiver), 'an answer');
  }
  toString = () => `${this.accept ? 'accept' : 'reject'}(proposal #${this.which})`;
}

/** The owner starts the next round; fantasy is told (or the word is lost), and perhaps the minute sweep runs. */
class StartRound extends Step {
  constructor(
    private readonly told: boolean,
    private readonly sweep: boolean,
  ) {
    super();
  }
  check = (model: Readonly<Model>) => !model.active && model.started < SEASON_WEEKS;
  async apply(model: Model, real: Real) {
    const week = model.started + 1;
    model.lineups.set(week, new Map((await rosters(real)).map((view) => [view.team.id, lineupOf(view)])));
    await ownerAction(bed, 'start-week');
    model.started = week;
    model.active = true;
    if (this.told) {
      const res = await request(bed.app)
        .post(ROSTER_INTERNAL.roundStarted)
        .set(await asService('stats'))
        .send({ seasonId: bed.realSeason.id, week });
      expect(res.status).toBe(204);
    }
    if (this.sweep) await sweepSnapshots(statsPeer(bed));
  }
  toString = () => `start(told: ${this.told}, sweep: ${this.sweep})`;
}

class FreezeRound extends Step {
  check = (model: Readonly<Model>) => model.active && model.started < SEASON_WEEKS;
  async apply(model: Model) {
    await ownerAction(bed, 'weeks/current/freeze');
    model.active = false;
    model.frozen.add(model.started);
  }
  toString = () => 'freeze';
}

/** Each pool player's statistics line of a round, as the score sheets leave them once it is locked. */
async function writeRoundStats(model: Model, week: number, seed: number): Promise<void> {
  const seasonId = new Types.ObjectId(bed.realSeason.id);
  const lines = bed.realSeason.pool.map((player, index) => {
    const points = pointsOf(seed, week, index);
    model.points.set(`${week}:${player.id}`, points);
    return {
      seasonId,
      week,
      gameId: new Types.ObjectId(),
      playerId: new Types.ObjectId(player.id),
      teamId: new Types.ObjectId(),
      position: player.position,
      stats: {},
      points,
    };
  });
  await peerCollection('player_stats').deleteMany({ seasonId, week });
  await peerCollection('player_stats').insertMany(lines);
  await statsChanged(seasonId);
  forgetSeasonPlayerPoints(bed.realSeason.id);
}

/** The owner locks a round being played or frozen: its statistics are final, and fantasy scores it. */
class LockRound extends Step {
  protected override readonly scores = true;
  constructor(
    private readonly which: number,
    private readonly seed: number,
  ) {
    super();
  }
  private week(model: Readonly<Model>): number | undefined {
    const open = [...model.frozen, ...(model.active ? [model.started] : [])];
    return open[this.which % Math.max(open.length, 1)];
  }
  check = (model: Readonly<Model>) => this.week(model) !== undefined;
  async apply(model: Model) {
    const week = this.week(model)!;
    await ownerAction(bed, `weeks/${week}/finish`);
    if (model.active && week === model.started) model.active = false;
    model.frozen.delete(week);
    await writeRoundStats(model, week, this.seed);
    model.locked.add(week);
    await bed.scoreRounds({ seasonId: bed.realSeason.id, weeks: [week] });
  }
  toString = () => `lock(#${this.which})`;
}

/** The owner corrects a locked round's score sheet: one player's points change, and fantasy scores the round again. */
class CorrectStats extends Step {
  protected override readonly scores = true;
  constructor(
    private readonly which: number,
    private readonly player: number,
    private readonly points: number,
  ) {
    super();
  }
  check = (model: Readonly<Model>) => model.locked.size > 0;
  async apply(model: Model) {
    const week = [...model.locked][this.which % model.locked.size]!;
    const player = bed.realSeason.pool[this.player % bed.realSeason.pool.length]!;
    const seasonId = new Types.ObjectId(bed.realSeason.id);
    await peerCollection('player_stats').updateOne(
      { seasonId, week, playerId: new Types.ObjectId(player.id) },
      { $set: { points: this.points } },
    );
    await statsChanged(seasonId);
    model.points.set(`${week}:${player.id}`, this.points);
    forgetSeasonPlayerPoints(bed.realSeason.id);
    await bed.scoreRounds({ seasonId: bed.realSeason.id, weeks: [week] });
  }
  toString = () => `correct(locked #${this.which}, player #${this.player} → ${this.points})`;
}

/** Every locked round scored again with unchanged statistics (the owner's recalculation, a replayed word). */
class Recalculate extends Step {
  protected override readonly scores = true;
  check = (model: Readonly<Model>) => model.locked.size > 0;
  async apply(model: Model) {
    await bed.scoreRounds({ seasonId: bed.realSeason.id, weeks: [...model.locked] });
  }
  toString = () => 'recalculate';
}

const team = fc.integer({ min: 0, max: 3 });
const index = fc.nat({ max: 13 });
const COMMANDS = [
  fc.tuple(team, index, fc.constantFrom('active' as const, 'bench' as const)).map(([t, p, d]) => new Move(t, p, d)),
  fc.tuple(team, index, index).map(([t, a, b]) => new Switch(t, a, b)),
  fc.tuple(team, index).map(([t, p]) => new Cut(t, p)),
  fc.tuple(team, fc.nat({ max: 40 })).map(([t, c]) => new PickFreeAgent(t, c)),
  fc.tuple(team, team, index, index).map(([f, t, a, b]) => new ProposeTrade(f, t, a, b)),
  // Mostly accepted: a trade is what moves players between two rosters at once.
  fc.tuple(fc.nat({ max: 5 }), fc.constantFrom(true, true, true, false)).map(([w, a]) => new AnswerTrade(w, a)),
  fc.tuple(fc.boolean(), fc.boolean()).map(([told, sweep]) => new StartRound(told, sweep)),
  fc.constant(new FreezeRound()),
  fc.tuple(fc.nat({ max: 3 }), fc.nat({ max: 1_000 })).map(([w, s]) => new LockRound(w, s)),
  fc
    .tuple(fc.nat({ max: 4 }), fc.nat({ max: 79 }), fc.integer({ min: -5, max: 40 }))
    .map(([w, p, x]) => new CorrectStats(w, p, x)),
  fc.constant(new Recalculate()),
];

describe('final results', () => {
  it('when managers and the owner act in any order, then a locked round changes only through a statistics correction, and standings, trophies and the leaderboard follow the games', async () => {
    await fc.assert(
      fc.asyncProperty(fc.commands(COMMANDS, { maxCommands: 50, size: 'max' }), async (commands) => {
        await emptyDraftCollections();
        await resetGamesSeason(bed, [...TRADE_MODELS, Trophy]);
        const drafted = await draftedLeague(bed);
        await setLifecycle(bed, { status: 'ongoing', currentWeek: 0, isWeekActive: false });
        const model: Model = {
          started: 0,
          active: false,
          frozen: new Set(),
          locked: new Set(),
          lineups: new Map(),
          points: new Map(),
          proposals: [],
        };
        await fc.asyncModelRun(() => ({ model, real: { drafted } }), commands);
      }),
      // About 500 commands a run of the suite, each checked against the model (25 runs took 5 minutes of CI's 15);
      // every run draws new interleavings, so the runs add up.
      { numRuns: 12, endOnFailure: true },
    );
  });
});
