/**
 * `npm run bench:leaderboard`: the public leaderboard of a real season over 10,000 fantasy teams, through the real
 * stack (tools/src/stack.ts: the database — embedded FerretDB, or MONGO_URL —, the five services, fantasy's worker and
 * the BFF on free ports). Written straight into the databases (the services' own models): 10,000 users, 1,000 leagues
 * of the demo real season (500 of 8 teams, 500 of 12, all full) with their memberships and teams, each league's season
 * under way with a roster per team and three scored rounds of points (RosterWeekPoints, as the scoring stores them).
 * Then fantasy's own refresh (`refreshLeaderboard`, the one the scoring runs) rewrites the season's rows, timed, with
 * leagues naming the teams through its bulk internal call. Timed: `GET /api/leaderboard/{seasonId}?nbTeams=&term=`
 * as a visitor's browser sends it (kept-alive node:http): REQUESTS calls one after another, each with a size filter
 * and a search term (a manager's, team's or league's name part, accents or not), then the same calls CONCURRENCY at a
 * time. Target: p95 ≤ 100 ms for a page with a term and a size filter. Every answer is checked (200, a page in rank
 * order, X-Total-Count), and the stored rows against the seeded points.
 * With MONGO_URL the stack writes into that server's hfl_* databases: point it at a scratch server.
 */
import mongoose, { Types } from 'mongoose';
import { API, DEMO_SEASON_ID, type LeaderboardRow as LeaderboardRowView } from '@hfl/contracts';
import { keptAliveAgent } from '@hfl/kit';
import { LeaderboardRow } from '@hfl/fantasy/models/leaderboard-row';
import { Roster } from '@hfl/fantasy/models/roster';
import { RosterWeekPoints } from '@hfl/fantasy/models/roster-week-points';
import { hashPassword, User } from '../../services/accounts/src/models/user';
import { refreshLeaderboard } from '../../services/fantasy/src/leaderboard/refresh-leaderboard';
import { createLeagues } from '../../services/fantasy/src/peers/leagues';
import { FantasyTeam } from '../../services/leagues/src/models/fantasy-team';
import { League } from '../../services/leagues/src/models/league';
import { Membership, userKey } from '../../services/leagues/src/models/membership';
import { SlotClaim } from '../../services/leagues/src/models/slot-claim';
import { loadOrCreateSecrets } from '../../tools/src/secrets';
import type { RunningStack } from '../../tools/src/stack';
import { withBenchStack } from './bench-stack';
import { inDatabase } from './database';
import { insertOngoingSeasons } from './fantasy-seasons';
import { describeAloneAndTogether, timeAloneAndTogether, timedGet } from './latency';
import { record, seconds } from './report';

const LEAGUES = 1_000;
/** Half the leagues of each size, every one full: 500 × 8 + 500 × 12 = 10,000 teams. */
const SIZES = [8, 12] as const;
const ROUNDS = 3;
const REQUESTS = 300;
const CONCURRENCY = 10;
const PAGE_SIZE = 25;
const TARGET_MS = 100;
const INSERT_BATCH = 2_000;

const FIRST_NAMES = ['Péter', 'Anna', 'Bence', 'Zsófia', 'Gábor', 'Eszter', 'Ödön', 'Réka', 'László', 'Júlia'];
const LAST_NAMES = ['Tóth', 'Szabó', 'Nagy', 'Kovács', 'Horváth', 'Kiss', 'Varga', 'Molnár', 'Németh', 'Fekete'];
const CITIES = ['Budapest', 'Győr', 'Szeged', 'Pécs', 'Debrecen', 'Eger', 'Sopron', 'Miskolc', 'Tata', 'Vác'];
const MASCOTS = ['Bulls', 'Griffins', 'Wolves', 'Eagles', 'Sharks', 'Rams', 'Titans', 'Vipers', 'Hawks', 'Bears'];
/** What visitors type: parts of managers', teams' and leagues' names, with accents or without, and no match at all. */
const TERMS = ['toth', 'Szabó', 'gyor', 'eagles', 'ödön', 'pecs', 'kiss', 'team 12', 'nobody here', 'a'];

const agent = keptAliveAgent('http:', { maxSockets: CONCURRENCY * 2 });

interface Seeded {
  /** Every team's season points, by team id. */
  pointsOf: Map<string, number>;
  teams: number;
}

const insertInBatches = async <T>(docs: T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < docs.length; i += INSERT_BATCH) await insert(docs.slice(i, i + INSERT_BATCH));
};

async function seed(stack: RunningStack): Promise<Seeded> {
  const sizeOf = (l: number) => SIZES[l % SIZES.length]!;
  const leagueIds = Array.from({ length: LEAGUES }, () => new Types.ObjectId());
  const teams = leagueIds.flatMap((leagueId, l) =>
    Array.from({ length: sizeOf(l) }, (_, slot) => ({ leagueId, l, slot })),
  );
  const members = teams.map((team, m) => ({
    ...team,
    m,
    userId: new Types.ObjectId(),
    teamId: new Types.ObjectId(),
    firstName: FIRST_NAMES[m % FIRST_NAMES.length]!,
    lastName: `${LAST_NAMES[Math.floor(m / FIRST_NAMES.length) % LAST_NAMES.length]!}`,
    teamName: `${MASCOTS[m % MASCOTS.length]} Team ${m + 1}`,
  }));
  const passwordHash = await hashPassword('Bench-Leaderboard-2026!');
  await inDatabase(stack.mongoUrl, 'hfl_accounts', async () => {
    await insertInBatches(
      members.map(({ userId, firstName, lastName, m }) => ({
        _id: userId,
        email: `bench-leaderboard-${m + 1}@hfl.local`,
        passwordHash,
        firstName,
        lastName,
        roles: ['USER'],
        locale: 'en',
        confirmedAt: new Date(),
      })),
      (batch) => User.insertMany(batch),
    );
  });
  const timezone = 'Europe/Budapest';
  await inDatabase(stack.mongoUrl, 'hfl_leagues', async () => {
    await League.insertMany(
      leagueIds.map((_id, l) => ({
        _id,
        name: `${CITIES[l % CITIES.length]} ${MASCOTS[Math.floor(l / CITIES.length) % MASCOTS.length]} ${l + 1}`,
        description: '',
        nbMaxTeams: sizeOf(l),
      })),
    );
    const memberships = members.map(({ leagueId, userId, teamId, teamName, m }) => ({
      _id: new Types.ObjectId(),
      leagueId,
      key: userKey(String(userId)),
      userId: String(userId),
      role: 'LEAGUE_USER',
      status: 'active',
      type: null,
      displayName: teamName,
      request: { teamName, timezone, logoFileId: null },
      teamId,
      m,
    }));
    await insertInBatches(
      memberships.map(({ m: _m, ...membership }) => membership),
      (batch) => Membership.insertMany(batch),
    );
    await insertInBatches(
      memberships.map((membership) => ({
        leagueId: membership.leagueId,
        slot: members[membership.m]!.slot,
        membershipId: membership._id,
      })),
      (batch) => SlotClaim.insertMany(batch),
    );
    await insertInBatches(
      members.map(({ teamId, leagueId, userId, teamName }) => ({
        _id: teamId,
        leagueId,
        userId: String(userId),
        name: teamName,
        timezone,
        logoFileId: null,
      })),
      (batch) => FantasyTeam.insertMany(batch),
    );
  });
  const realSeasonId = new Types.ObjectId(DEMO_SEASON_ID);
  const pointsOf = new Map<string, number>();
  await inDatabase(stack.mongoUrl, 'hfl_fantasy', async () => {
    const seasons = await insertOngoingSeasons(leagueIds, realSeasonId);
    const rosters = members.map(({ l, teamId }) => ({
      _id: new Types.ObjectId(),
      leagueSeasonId: seasons[l]!._id,
      realSeasonId,
      fantasyTeamId: teamId,
    }));
    await insertInBatches(rosters, (batch) => Roster.insertMany(batch));
    // Whole and half points, many teams tied: the ranks share places.
    const weekPoints = rosters.flatMap((roster, m) =>
      Array.from({ length: ROUNDS }, (_, w) => {
        const points = ((m * 7 + w * 13) % 120) / 2;
        pointsOf.set(
          roster.fantasyTeamId.toHexString(),
          (pointsOf.get(roster.fantasyTeamId.toHexString()) ?? 0) + points,
        );
        return { rosterId: roster._id, realSeasonId, week: w + 1, points, benchPoints: 0 };
      }),
    );
    await insertInBatches(weekPoints, (batch) => RosterWeekPoints.insertMany(batch, { lean: true }));
  });
  return { pointsOf, teams: members.length };
}

/** The i-th call: a size filter and a term, with a page further down now and then. */
function callOf(i: number): string {
  const params = new URLSearchParams({
    nbTeams: String(SIZES[i % SIZES.length]),
    term: TERMS[i % TERMS.length]!,
    limit: String(PAGE_SIZE),
    offset: String(i % 4 === 3 ? PAGE_SIZE : 0),
  });
  return `${API.leaderboard(DEMO_SEASON_ID)}?${params}`;
}

async function timedCall(baseUrl: string, i: number): Promise<{ ms: number; total: number }> {
  const answer = await timedGet(new URL(callOf(i), baseUrl), agent);
  if (answer.status !== 200) throw new Error(`${callOf(i)} answered ${answer.status}: ${answer.text}`);
  const rows = JSON.parse(answer.text) as LeaderboardRowView[];
  const nbTeams = SIZES[i % SIZES.length];
  if (rows.some((row, r) => row.nbTeams !== nbTeams || (r > 0 && row.rank < rows[r - 1]!.rank)))
    throw new Error(`${callOf(i)}: a row of another size or out of rank order`);
  if (!Number.isInteger(answer.total) || rows.length > answer.total)
    throw new Error(`${callOf(i)}: X-Total-Count ${answer.total} for ${rows.length} rows`);
  return { ms: answer.ms, total: answer.total };
}

export async function measureLeaderboard(): Promise<void> {
  await withBenchStack('leaderboard', {}, async ({ stack, database, servicePorts, dataDir }) => {
    try {
      console.log(`leaderboard: ${LEAGUES} leagues on ${database}; setting up…`);
      const seedStarted = performance.now();
      const seeded = await seed(stack);
      const seedMs = performance.now() - seedStarted;
      // Fantasy's own refresh, in this process on fantasy's database, leagues naming the teams through its bulk call.
      const leagues = createLeagues({
        leaguesUrl: `http://127.0.0.1:${servicePorts.leagues}`,
        internalTokenSecret: loadOrCreateSecrets(dataDir).INTERNAL_TOKEN_SECRET,
      });
      let refreshMs = 0;
      let rows = 0;
      let wrong = 0;
      await inDatabase(stack.mongoUrl, 'hfl_fantasy', async () => {
        const started = performance.now();
        rows = await refreshLeaderboard(leagues, DEMO_SEASON_ID);
        refreshMs = performance.now() - started;
        const stored = await LeaderboardRow.find(
          { realSeasonId: new Types.ObjectId(DEMO_SEASON_ID) },
          { teamId: 1, points: 1 },
        ).lean();
        wrong = stored.filter((row) => {
          const expected = seeded.pointsOf.get(row.teamId.toHexString());
          return expected !== undefined && Math.abs(expected - row.points) > 1e-9;
        }).length;
        if (stored.filter((row) => seeded.pointsOf.has(row.teamId.toHexString())).length !== seeded.teams) wrong += 1;
      });
      if (wrong > 0) throw new Error(`${wrong} stored leaderboard rows disagree with the seeded points`);
      // Warm-up: the first read fills the fantasy process's copy of the rows.
      const warmUp = await timedCall(stack.url, 0);
      const timed = await timeAloneAndTogether({ requests: REQUESTS, clients: CONCURRENCY, targetMs: TARGET_MS }, (i) =>
        timedCall(stack.url, i),
      );
      const figures = {
        database,
        teams: seeded.teams,
        leagues: LEAGUES,
        rowsRefreshed: rows,
        seed: seconds(seedMs),
        refreshMs: Math.round(refreshMs),
        firstReadMs: Math.round(warmUp.ms),
        ...timed,
      };
      record('leaderboard', figures);
      console.log(
        `leaderboard on ${database}: ${seeded.teams} teams in ${LEAGUES} leagues (${rows} rows with the demo's), ` +
          `refreshed in ${seconds(refreshMs)}; the first read after it ${Math.round(warmUp.ms)} ms\n` +
          describeAloneAndTogether('GET /api/leaderboard/{seasonId}?nbTeams=&term=', timed, 'rows'),
      );
    } finally {
      agent.destroy();
      await mongoose.disconnect();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await measureLeaderboard();
