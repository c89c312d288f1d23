/**
 * `npm run bench:waivers [-- --leagues N]`: the waiver runs (issue 42) of N leagues of 16 teams (default 1,000) with
 * 5 claims per team, through the real stack (tools/src/stack.ts: the database — embedded FerretDB, or MONGO_URL —, the
 * five services, fantasy's worker and the BFF on free ports; no demo season). Written straight into the databases (the
 * services' own models, in bulk): a real season in stats (16 clubs × 20 players and their games, rosters open), the
 * leagues with their teams in leagues, and in fantasy each league's ongoing season with 16 full rosters (8 starters, 6
 * on the bench, their cards and lineups), each team's 5 claims (each dropping a bench player; a team's claims overlap its neighbours', and every
 * other team names one drop twice, so claims are won, lost and failed) and the round's run, published and due. The
 * worker's own sweep (every minute) queues the runs and its `waivers:run` jobs decide them, with its real peers.
 * Timed from the first run job queued to the last run done. Afterwards: every claim decided exactly once (a decision
 * per claim in the runs' records, none left waiting), one activity line per won and per failed claim, every roster still full.
 */
import os from 'node:os';
import mongoose, { Types } from 'mongoose';
import {
  ROSTER_BENCH,
  ROSTER_SIZE,
  ROSTER_SLOTS,
  slotAccepts,
  type FantasyPosition,
  type Position,
} from '@hfl/contracts';
import { encodeLineup } from '@hfl/fantasy/models/lineup-codec';
import { Roster } from '@hfl/fantasy/models/roster';
import { RosterActivity } from '@hfl/fantasy/models/roster-activity';
import { RosterCard, rosterCardId } from '@hfl/fantasy/models/roster-card';
import { RosterPlayer } from '@hfl/fantasy/models/roster-player';
import { recordedDecisions, WaiverClaim, WaiverPeriod, WaiverRunRecord } from '@hfl/fantasy/models/waivers';
import { Game } from '@hfl/stats/models/game';
import { Player } from '@hfl/stats/models/player';
import { RealTeam } from '@hfl/stats/models/real-team';
import { ACTIVE_SEASON_KEY, SeasonModel } from '@hfl/stats/models/season';
import { FantasyTeam } from '../../services/leagues/src/models/fantasy-team';
import { League } from '../../services/leagues/src/models/league';
import { Membership, userKey } from '../../services/leagues/src/models/membership';
import { SlotClaim } from '../../services/leagues/src/models/slot-claim';
import { withBenchStack } from './bench-stack';
import { inDatabase } from './database';
import { insertOngoingSeasons } from './fantasy-seasons';
import { cpuSnapshot, cpuUse, describeCpuUse, type CpuSnapshot } from './process-cpu';
import { record, seconds } from './report';

const TARGET_MS = 30_000;
const DEFAULT_LEAGUES = 1_000;
const TEAMS = 16;
const CLAIMS_PER_TEAM = 5;
/** A league of 16 teams needs 16 real clubs: each roster starts its own DEF unit and head coach. */
const CLUBS = 16;
const CLUB_ROSTER: Readonly<Record<Position, number>> = { QB: 2, RB: 4, WR: 7, TE: 3, K: 2, DEF: 1, HC: 1 };
const POSITIONS = Object.keys(CLUB_ROSTER) as Position[];
const BENCH_POSITIONS: readonly Position[] = ['QB', 'RB', 'WR', 'TE', 'WR', 'TE'];
/** The round whose run is timed (a label here: a run reads no round). */
const ROUND = 1;
const INSERT_LEAGUES = 50;
const POLL_MS = 1_000;
const TIMEOUT_MS = 60 * 60_000;

function leaguesArgument(): number {
  const index = process.argv.indexOf('--leagues');
  const value = index >= 0 ? Number(process.argv[index + 1]) : DEFAULT_LEAGUES;
  if (!Number.isInteger(value) || value < 1) throw new Error('--leagues takes a positive whole number');
  return value;
}

interface PoolPlayer {
  _id: Types.ObjectId;
  position: Position;
}

/**
 * The real season in stats: its clubs and their players, every round's games, ongoing before its first round (rosters
 * open). Not after a locked round: the worker would then score, snapshot and tell the rounds of every seeded league
 * while the runs are timed, work a real league has done at each lock, the day before its run.
 */
async function seedStats(realSeasonId: Types.ObjectId): Promise<PoolPlayer[]> {
  const clubs = Array.from({ length: CLUBS }, (_, i) => ({
    _id: new Types.ObjectId(),
    name: `Bench Waiver Club ${i + 1}`,
    status: 'active',
  }));
  const players = clubs.flatMap(({ _id: teamId }, c) =>
    POSITIONS.flatMap((position) =>
      Array.from({ length: CLUB_ROSTER[position] }, (_, i) => ({
        _id: new Types.ObjectId(),
        position,
        teamId,
        name: `Bench ${position} ${c + 1}-${i + 1}`,
        birthDate: position === 'DEF' ? null : '1998-05-05',
        status: 'active',
      })),
    ),
  );
  const year = new Date().getUTCFullYear();
  const weeks = CLUBS - 1;
  // Each club meets every other once (the circle method, club 0 fixed).
  const games = Array.from({ length: weeks }, (_, w) => {
    const order = [0, ...Array.from({ length: CLUBS - 1 }, (_, i) => 1 + ((i + w) % (CLUBS - 1)))];
    return Array.from({ length: CLUBS / 2 }, (_, i) => ({
      seasonId: realSeasonId,
      week: w + 1,
      date: `${year}-${String(3 + Math.floor(w / 4)).padStart(2, '0')}-${String(1 + (w % 4) * 7).padStart(2, '0')}`,
      team1Id: clubs[order[i]!]!._id,
      team2Id: clubs[order[CLUBS - 1 - i]!]!._id,
      score1: null,
      score2: null,
      team1Players: [],
      team2Players: [],
      hasStats: false,
    }));
  }).flat();
  await RealTeam.insertMany(clubs);
  await Player.insertMany(players);
  await SeasonModel.insertMany([
    {
      _id: realSeasonId,
      startsAt: `${year}-01-10`,
      endsAt: `${year}-12-20`,
      draftWindow: { startDate: new Date(`${year}-01-02T10:00:00Z`), endDate: new Date(`${year}-01-02T14:00:00Z`) },
      nbPlayoffWeeks: 1,
      nbMaxFantasyTeams: TEAMS,
      nbWeeks: weeks,
      nbTeams: CLUBS,
      status: 'ongoing',
      currentWeek: 0,
      isWeekActive: false,
      frozenWeeks: [],
      activeKey: ACTIVE_SEASON_KEY,
    },
  ]);
  await Game.insertMany(games);
  return players.map(({ _id, position }) => ({ _id, position }));
}

interface BenchLeague {
  leagueId: Types.ObjectId;
  teamIds: Types.ObjectId[];
  userIds: string[];
}

/** The leagues in leagues: each with its 16 members and their teams. */
async function seedLeagues(leagues: number): Promise<BenchLeague[]> {
  const seeded: BenchLeague[] = Array.from({ length: leagues }, () => ({
    leagueId: new Types.ObjectId(),
    teamIds: Array.from({ length: TEAMS }, () => new Types.ObjectId()),
    userIds: Array.from({ length: TEAMS }, () => new Types.ObjectId().toHexString()),
  }));
  for (let from = 0; from < leagues; from += INSERT_LEAGUES) {
    const batch = seeded.slice(from, from + INSERT_LEAGUES);
    await League.insertMany(
      batch.map(({ leagueId }, i) => ({
        _id: leagueId,
        name: `Bench Waivers ${from + i + 1}`,
        description: '',
        nbMaxTeams: TEAMS,
      })),
    );
    const memberships = batch.flatMap(({ leagueId, teamIds, userIds }) =>
      userIds.map((userId, t) => ({
        _id: new Types.ObjectId(),
        leagueId,
        key: userKey(userId),
        userId,
        role: 'LEAGUE_USER',
        status: 'active',
        type: null,
        displayName: `Bench ${t + 1}`,
        request: { teamName: `Bench ${t + 1}`, timezone: 'Europe/Budapest', logoFileId: null },
        teamId: teamIds[t],
        slot: t,
      })),
    );
    await Membership.insertMany(memberships.map(({ slot: _slot, ...membership }) => membership));
    await SlotClaim.insertMany(memberships.map(({ _id, leagueId, slot }) => ({ leagueId, slot, membershipId: _id })));
    await FantasyTeam.insertMany(
      batch.flatMap(({ leagueId, teamIds, userIds }) =>
        teamIds.map((_id, t) => ({
          _id,
          leagueId,
          userId: userIds[t],
          name: `Bench ${t + 1}`,
          timezone: 'Europe/Budapest',
          logoFileId: null,
        })),
      ),
    );
  }
  return seeded;
}

/**
 * Who has whom in every league (the same split in each): per team its 8 starters in slots that take them and 6 on
 * the bench; the players left are the free agents the claims name.
 */
function draftPlan(pool: readonly PoolPlayer[]) {
  const left = new Map(POSITIONS.map((position) => [position, pool.filter((p) => p.position === position)]));
  const take = (position: Position) => {
    const player = left.get(position)!.shift();
    if (!player) throw new Error(`not enough ${position}s for ${TEAMS} teams`);
    return player;
  };
  const starters = Array.from({ length: TEAMS }, () =>
    ROSTER_SLOTS.map((slot) => {
      const position = POSITIONS.find((p) => slotAccepts(slot, p) && left.get(p)!.length > 0)!;
      return { player: take(position), fantasyPosition: slot as FantasyPosition };
    }),
  );
  const rosters = starters.map((slots) => [
    ...slots,
    ...BENCH_POSITIONS.slice(0, ROSTER_BENCH).map((position) => ({
      player: take(position),
      fantasyPosition: 'BENCH' as FantasyPosition,
    })),
  ]);
  const freeAgents = [...left.values()].flat();
  return { rosters, freeAgents };
}

/**
 * Each league's season, full rosters (documents, packed lineups and cards, as a draft and the rounds since leave
 * them), each team's claims and the round's run, published and due now; in insert batches.
 */
async function seedFantasy(leagues: readonly BenchLeague[], realSeasonId: Types.ObjectId, pool: PoolPlayer[]) {
  const { rosters: plan, freeAgents } = draftPlan(pool);
  if (freeAgents.length < 2 * TEAMS + CLAIMS_PER_TEAM) throw new Error('too few free agents for the claims');
  const past = new Date(Date.now() - 30 * 86_400_000);
  const claimedAt = new Date(Date.now() - 3_600_000);
  let claims = 0;
  for (let from = 0; from < leagues.length; from += INSERT_LEAGUES) {
    const batch = leagues.slice(from, from + INSERT_LEAGUES);
    const seasons = await insertOngoingSeasons(
      batch.map(({ leagueId }) => leagueId),
      realSeasonId,
    );
    const rosters = [];
    const players = [];
    const cards = [];
    const waiting = [];
    for (const [l, { teamIds, userIds }] of batch.entries()) {
      const leagueSeasonId = seasons[l]!._id;
      for (const [t, fantasyTeamId] of teamIds.entries()) {
        const rosterId = new Types.ObjectId();
        const entries = plan[t]!.map(({ player, fantasyPosition }) => ({
          _id: new Types.ObjectId(),
          leagueSeasonId,
          rosterId,
          playerId: player._id,
          fantasyPosition,
          activityStatus: fantasyPosition === 'BENCH' ? ('bench' as const) : ('active' as const),
          addedAt: past,
        }));
        players.push(...entries);
        const card = entries.map((entry) => ({
          id: entry._id.toHexString(),
          playerId: entry.playerId.toHexString(),
          fantasyPosition: entry.fantasyPosition,
          activityStatus: entry.activityStatus,
          addedAt: entry.addedAt.toISOString(),
        }));
        rosters.push({
          _id: rosterId,
          leagueSeasonId,
          realSeasonId,
          fantasyTeamId,
          status: 'open',
          lineup: encodeLineup(card.map(({ playerId, activityStatus }) => ({ playerId, activityStatus }))),
        });
        cards.push({
          _id: rosterCardId(leagueSeasonId, fantasyTeamId),
          rosterId,
          players: JSON.stringify(card.sort((a, b) => a.id.localeCompare(b.id))),
          pending: false,
          snapshotWeek: 0,
        });
        const bench = entries.filter((entry) => entry.fantasyPosition === 'BENCH');
        for (let k = 0; k < CLAIMS_PER_TEAM; k++) {
          // Every other team names its fourth claim's drop again in its fifth: once one is won, the other fails.
          const drop = bench[t % 2 === 1 && k === CLAIMS_PER_TEAM - 1 ? k - 1 : k]!;
          waiting.push({
            leagueSeasonId,
            teamId: fantasyTeamId,
            rosterId,
            userId: userIds[t]!,
            playerId: freeAgents[(2 * t + k) % freeAgents.length]!._id,
            drop: drop._id,
            rank: k + 1,
            createdAt: claimedAt,
          });
        }
      }
    }
    await Roster.insertMany(rosters, { lean: true });
    await RosterPlayer.insertMany(players, { lean: true });
    await RosterCard.insertMany(cards, { lean: true });
    await WaiverClaim.insertMany(waiting, { lean: true });
    claims += waiting.length;
    await WaiverPeriod.insertMany(
      batch.map(({ leagueId }, l) => ({
        _id: `${String(seasons[l]!._id)}:${ROUND}`,
        leagueSeasonId: seasons[l]!._id,
        leagueId,
        week: ROUND,
        runAt: new Date(Date.now() + 3_600_000),
        doneAt: null,
      })),
      { lean: true },
    );
  }
  return claims;
}

interface RunJob {
  name: string;
  nextRunAt?: Date | null;
  lastRunAt?: Date;
  failReason?: string;
}

export async function measureWaivers(): Promise<void> {
  const leagues = leaguesArgument();
  await withBenchStack('waivers', { demoSeason: false }, async ({ stack, database }) => {
    console.log(`waivers: ${leagues} leagues × ${TEAMS} teams on ${database}; setting up…`);
    const setupStarted = performance.now();
    const realSeasonId = new Types.ObjectId();
    let pool: PoolPlayer[] = [];
    await inDatabase(stack.mongoUrl, 'hfl_stats', async () => {
      pool = await seedStats(realSeasonId);
    });
    let seeded: BenchLeague[] = [];
    await inDatabase(stack.mongoUrl, 'hfl_leagues', async () => {
      seeded = await seedLeagues(leagues);
    });
    let claims = 0;
    await inDatabase(stack.mongoUrl, 'hfl_fantasy', async () => {
      claims = await seedFantasy(seeded, realSeasonId, pool);
    });
    const setupMs = performance.now() - setupStarted;
    console.log(`  set up in ${seconds(setupMs)}: ${claims} claims waiting; the runs are due now`);

    let figures: Record<string, unknown> = {};
    await inDatabase(stack.mongoUrl, 'hfl_fantasy', async () => {
      const jobs = mongoose.connection.db!.collection<RunJob>('agendaJobs');
      // The runs' time comes: the worker's next sweep (within a minute) queues them.
      const dueAt = new Date();
      await WaiverPeriod.updateMany({ week: ROUND }, { $set: { runAt: dueAt } });
      const waitedFrom = performance.now();
      // A run's job is removed once done: the jobs are watched while they wait, for when the first was queued.
      const seen = new Set<string>();
      let firstQueued = Infinity;
      // Where the CPU went while the runs ran: from the first run job seen to the last run done.
      let cpuFrom: CpuSnapshot | null = null;
      for (;;) {
        const queued = await jobs.find({ name: 'waivers:run' }).toArray();
        if (queued.length > 0 && !cpuFrom) cpuFrom = cpuSnapshot();
        for (const job of queued) {
          seen.add(String(job._id));
          for (const at of [job.nextRunAt, job.lastRunAt]) if (at) firstQueued = Math.min(firstQueued, at.getTime());
        }
        // Whether any run is left, not how many: a count reads every period (a scan on FerretDB), and a bench that
        // polls with it takes a sixth of the database's CPU from the runs it times. The times come from the
        // periods' doneAt, not from this loop.
        if (!(await WaiverPeriod.exists({ doneAt: null }))) break;
        if (performance.now() - waitedFrom > TIMEOUT_MS)
          throw new Error(`${await WaiverPeriod.countDocuments({ doneAt: null })} runs not done after the timeout`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      const cpuTo = cpuSnapshot();
      const cpu = cpuFrom && cpuTo ? cpuUse(cpuFrom, cpuTo) : null;
      const periods = await WaiverPeriod.find({}, { doneAt: 1 }).lean();
      const lastDone = Math.max(...periods.map((period) => period.doneAt!.getTime()));
      const runMs = lastDone - firstQueued;
      const failedJobs = await jobs.countDocuments({ name: 'waivers:run', failReason: { $exists: true } });

      // Every claim decided exactly once: a decision per claim (in its run's record), none waiting, one line each.
      const decisions = (await WaiverRunRecord.find({}, { decisions: 1 }).lean()).flatMap(recordedDecisions);
      const distinct = new Set(decisions.map((decision) => decision.claimId)).size;
      const outcomes = { won: 0, lost: 0, failed: 0 };
      for (const decision of decisions) outcomes[decision.outcome] += 1;
      const [left, wonLines, failedLines, rostered] = await Promise.all([
        WaiverClaim.countDocuments({}),
        RosterActivity.countDocuments({ type: 'waiver' }),
        RosterActivity.countDocuments({ type: 'waiverFailed' }),
        RosterPlayer.countDocuments({}),
      ]);
      const exactlyOnce = decisions.length === claims && distinct === claims && left === 0 && wonLines === outcomes.won;
      const linesRight = failedLines === outcomes.failed;
      const full = rostered === leagues * TEAMS * ROSTER_SIZE;
      const full1000 = leagues >= DEFAULT_LEAGUES;
      const load = os.loadavg()[0]!.toFixed(1);
      console.log(`waiver runs on ${database}; ${os.cpus().length} CPUs, load average ${load} at the end`);
      console.log(`  ${leagues} leagues × ${TEAMS} teams × ${CLAIMS_PER_TEAM} claims`);
      console.log(
        `  claims: ${claims}; decided: ${decisions.length} (${outcomes.won} won, ${outcomes.lost} lost, ` +
          `${outcomes.failed} failed); still waiting: ${left}`,
      );
      console.log(
        `  each claim decided exactly once: ${exactlyOnce ? 'yes' : 'NO'} (${distinct} distinct claims decided, ` +
          `${wonLines} won lines, ${failedLines} failed lines: ${linesRight ? 'one each' : 'NOT one each'}); ` +
          `rosters still full: ${full ? 'yes' : `NO (${rostered} players)`}`,
      );
      console.log(
        `  ${seen.size} run jobs seen queued (${failedJobs} failed); from the first run queued to the last run done: ` +
          `${seconds(runMs)}, ${Math.round((decisions.length / runMs) * 1000)} claims/s ` +
          `(${(runMs / leagues).toFixed(0)} ms per league); from the runs due to done: ` +
          `${seconds(lastDone - dueAt.getTime())} (the sweep comes every minute)`,
      );
      if (cpu) console.log(`  CPU while the runs ran: ${describeCpuUse(cpu)}`);
      const projectedMs = (runMs / claims) * DEFAULT_LEAGUES * TEAMS * CLAIMS_PER_TEAM;
      console.log(
        `  target ≤ ${seconds(TARGET_MS)} for ${DEFAULT_LEAGUES} × ${TEAMS} × ${CLAIMS_PER_TEAM}: ` +
          (full1000
            ? runMs <= TARGET_MS
              ? 'met'
              : 'NOT met'
            : `not measured at this size (at this rate, linearly: ${seconds(projectedMs)})`),
      );
      figures = {
        database,
        cpus: os.cpus().length,
        loadAverage: Number(load),
        leagues,
        teams: TEAMS,
        claimsPerTeam: CLAIMS_PER_TEAM,
        claims,
        decided: decisions.length,
        outcomes,
        exactlyOnce,
        activityLinesRight: linesRight,
        rostersFull: full,
        runJobsSeen: seen.size,
        failedJobs,
        setupMs: Math.round(setupMs),
        runMs,
        cpu,
        claimsPerSecond: Math.round((decisions.length / runMs) * 1000),
        targetMs: TARGET_MS,
        targetMet: full1000 ? runMs <= TARGET_MS : null,
      };
    });
    record('waivers', figures);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await measureWaivers();
