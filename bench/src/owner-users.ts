/**
 * `npm run bench:users`: the owner's users table (`GET /api/users` with filters) over 10,000 users (BENCH_USERS to
 * change it), through the real stack (tools/src/stack.ts: the database — embedded FerretDB, or MONGO_URL —, the five
 * services, fantasy's worker and the BFF on free ports). Written straight into the databases (the services' own
 * models): the users (a tenth on the newsletter), a league for every ten of them (sizes 8 and 12, each run by its
 * first member, some full, a few users in two leagues and some in none), and half the leagues with a season of the
 * demo real season (draft done). The users have Hungarian names (accents and all) and their stored search text, as
 * accounts writes it. Timed: the owner's browser (signed in through the BFF, kept-alive node:http) asks for a page of
 * 25 with a filter, a name or e-mail search (accents and case ignored) and an order (name, registration date, number of
 * leagues, either way), REQUESTS calls one after another over a set of such queries, then CONCURRENCY at a time.
 * Target: p95 ≤ 200 ms. Every answer is checked (200, at most 25 rows, X-Total-Count, a search finds someone).
 * Prints p50/p95 and the database.
 * With MONGO_URL the stack writes into that server's hfl_* databases: point it at a scratch server.
 */
import mongoose, { Types } from 'mongoose';
import { API, CSRF_HEADER, DEMO_SEASON_ID, type OwnerUserRow } from '@hfl/contracts';
import { keptAliveAgent } from '@hfl/kit';
import { Browser } from '../../bff/src/testing/browser';
import { hashPassword, User, userSearchText } from '../../services/accounts/src/models/user';
import { League } from '../../services/leagues/src/models/league';
import { Membership, userKey } from '../../services/leagues/src/models/membership';
import type { RunningStack } from '../../tools/src/stack';
import { withBenchStack } from './bench-stack';
import { inDatabase } from './database';
import { insertOngoingSeasons } from './fantasy-seasons';
import { describeAloneAndTogether, timeAloneAndTogether, timedGet } from './latency';
import { record, seconds } from './report';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 300);
const CONCURRENCY = 10;
const PAGE_SIZE = 25;
const TARGET_MS = 200;
const INSERT_BATCH = 2_000;
const SIZES = [8, 12] as const;

const FIRST_NAMES = ['Ákos', 'Bence', 'Csaba', 'Dóra', 'Éva', 'Gergő', 'Réka', 'Máté', 'Zsófia', 'Ödön', 'Ünige'];
const LAST_NAMES = [
  'Kovács',
  'Nagy',
  'Tóth',
  'Szabó',
  'Horváth',
  'Varga',
  'Kiss',
  'Molnár',
  'Németh',
  'Farkas',
  'Győri',
];

/**
 * What the owner asks for: one filter dimension, several together, a search by name (without the accents the names
 * have, and in capitals) or by e-mail, alone or with a filter, each in an order, paging further down. Every query of
 * the owner's table is a sorted one (registration date when none is chosen).
 */
const QUERIES: { query: string; finds?: boolean }[] = [
  { query: '' },
  { query: 'sort=name' },
  { query: 'term=akos&sort=name', finds: true },
  { query: 'term=KOVACS&sort=createdAt&direction=desc', finds: true },
  { query: 'term=gyori%20&sort=nbLeagues&direction=desc', finds: true },
  { query: 'term=hfl.local&sort=name&direction=desc', finds: true },
  { query: 'term=bench-users-12&sort=nbLeagues', finds: true },
  { query: 'memberType=LEAGUE_ADMIN&term=eva&sort=name', finds: true },
  { query: 'memberType=LEAGUE_USER&leagueFillStatus=full&sort=nbLeagues&direction=desc' },
  { query: 'nbLeagues=0&term=zsofia%20t&sort=createdAt&direction=desc' },
  { query: 'nbLeagues=1,2&sort=name' },
  { query: 'leagueSizeGrade=big&term=o&sort=name' },
  { query: 'draftStatus=done&draftLength=*-3&sort=nbLeagues' },
  { query: 'draftStatus=not_scheduled&term=nagy&sort=name&direction=desc', finds: true },
  { query: 'newsletter=1&term=ode&sort=createdAt' },
  { query: 'memberType=LEAGUE_ADMIN&leagueSizeGrade=ok&newsletter=0&sort=name&direction=desc' },
];

const agent = keptAliveAgent('http:', { maxSockets: CONCURRENCY * 2 });

const insertInBatches = async <T>(docs: T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let i = 0; i < docs.length; i += INSERT_BATCH) await insert(docs.slice(i, i + INSERT_BATCH));
};

async function seed(stack: RunningStack): Promise<{ leagues: number }> {
  const userIds = Array.from({ length: USERS }, () => new Types.ObjectId());
  const passwordHash = await hashPassword('Bench-Users-2026!');
  await inDatabase(stack.mongoUrl, 'hfl_accounts', async () => {
    await insertInBatches(
      userIds.map((_id, u) => {
        const person = {
          email: `bench-users-${u + 1}@hfl.local`,
          firstName: FIRST_NAMES[u % FIRST_NAMES.length]!,
          lastName: LAST_NAMES[Math.floor(u / FIRST_NAMES.length) % LAST_NAMES.length]!,
        };
        return {
          _id,
          ...person,
          search: userSearchText(person),
          passwordHash,
          newsletter: u % 10 === 0,
          roles: ['USER'],
          locale: u % 3 === 0 ? 'hu' : 'en',
          confirmedAt: new Date(),
        };
      }),
      (batch) => User.insertMany(batch),
    );
  });
  // Every ten users share a league: its first is the admin; the last of every ten is in none; every 7th league is
  // full (its size filled up with users of the next leagues, who are then in two).
  const leagueCount = Math.max(1, Math.floor(USERS / 10));
  const leagueIds = Array.from({ length: leagueCount }, () => new Types.ObjectId());
  const memberships: { leagueId: Types.ObjectId; userId: string; role: string }[] = [];
  leagueIds.forEach((leagueId, l) => {
    const size = SIZES[l % SIZES.length]!;
    const members = l % 7 === 0 ? size : 9;
    for (let m = 0; m < members; m++) {
      const user = userIds[(l * 10 + m) % USERS]!;
      memberships.push({ leagueId, userId: String(user), role: m === 0 ? 'LEAGUE_ADMIN' : 'LEAGUE_USER' });
    }
  });
  await inDatabase(stack.mongoUrl, 'hfl_leagues', async () => {
    await League.insertMany(
      leagueIds.map((_id, l) => ({
        _id,
        name: `Bench league ${l + 1}`,
        description: '',
        nbMaxTeams: SIZES[l % SIZES.length]!,
        adminUserId: String(userIds[(l * 10) % USERS]),
      })),
    );
    await insertInBatches(
      memberships.map(({ leagueId, userId, role }) => ({
        leagueId,
        key: userKey(userId),
        userId,
        role,
        status: 'active',
        type: null,
        teamId: new Types.ObjectId(),
      })),
      (batch) => Membership.insertMany(batch),
    );
  });
  await inDatabase(stack.mongoUrl, 'hfl_fantasy', async () => {
    await insertOngoingSeasons(
      leagueIds.filter((_, l) => l % 2 === 0),
      new Types.ObjectId(DEMO_SEASON_ID),
    );
  });
  return { leagues: leagueCount };
}

function callOf(i: number): string {
  const { query } = QUERIES[i % QUERIES.length]!;
  const page = `limit=${PAGE_SIZE}&offset=${i % 4 === 3 ? PAGE_SIZE : 0}`;
  return API.users(query ? `${query}&${page}` : page);
}

async function timedCall(owner: Browser, i: number): Promise<{ ms: number; total: number }> {
  const answer = await timedGet(new URL(callOf(i), owner.baseUrl), agent, { cookie: owner.cookieHeader });
  if (answer.status !== 200) throw new Error(`${callOf(i)} answered ${answer.status}: ${answer.text}`);
  const rows = JSON.parse(answer.text) as OwnerUserRow[];
  if (rows.length > PAGE_SIZE || !Number.isInteger(answer.total) || rows.length > answer.total)
    throw new Error(`${callOf(i)}: ${rows.length} rows, X-Total-Count ${answer.total}`);
  if (QUERIES[i % QUERIES.length]!.finds && answer.total === 0) throw new Error(`${callOf(i)} found nobody`);
  return { ms: answer.ms, total: answer.total };
}

export async function measureOwnerUsers(): Promise<void> {
  await withBenchStack('users', {}, async ({ stack, database }) => {
    try {
      console.log(`owner users: ${USERS} users on ${database}; setting up…`);
      const seedStarted = performance.now();
      const { leagues } = await seed(stack);
      const seedMs = performance.now() - seedStarted;
      const ownerAccount = stack.demoAccounts.find((account) => account.role === 'SUPER_ADMIN');
      if (!ownerAccount) throw new Error('the seed made no owner account');
      const owner = new Browser(stack.url);
      await owner.signIn(ownerAccount.email, ownerAccount.password);
      if (!owner.csrfToken) throw new Error(`no ${CSRF_HEADER} token after signing in`);
      // Warm-up: the first read fills the accounts process's copy of the users and the peers' facts.
      const warmUp = await timedCall(owner, 0);
      const timed = await timeAloneAndTogether({ requests: REQUESTS, clients: CONCURRENCY, targetMs: TARGET_MS }, (i) =>
        timedCall(owner, i),
      );
      const figures = {
        database,
        users: USERS,
        leagues,
        seed: seconds(seedMs),
        firstReadMs: Math.round(warmUp.ms),
        ...timed,
      };
      record('owner-users', figures);
      console.log(
        `owner users on ${database}: ${USERS} users in ${leagues} leagues (seeded in ${seconds(seedMs)}); ` +
          `the first read ${Math.round(warmUp.ms)} ms\n` +
          describeAloneAndTogether('GET /api/users?<filter>&term=&sort=&direction=&limit=25', timed, 'users'),
      );
    } finally {
      agent.destroy();
      await mongoose.disconnect();
    }
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await measureOwnerUsers();
