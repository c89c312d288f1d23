/**
 * `npm run bench:alerts [-- --leagues N]`: a locked round's result alerts (issue 38) for N leagues of 16 teams (default
 * 1,000: 16,000 managers) through the outbox (no SendGrid key: the stored e-mail is the delivery, as in development).
 * Starts the database (embedded FerretDB, or MONGO_URL) and the real accounts service as a process with its job
 * worker, publishing to a stand-in BFF that counts the live events. Seeds the managers (half English, half Hungarian)
 * directly, then times from the first of fantasy's `POST /internal/notifications/batch` (each manager's
 * `resultFinal`, keyed, up to 500 a call, as fantasy tells them) until every alert is in the outbox. Target: ≤ 60 s for
 * 16,000. Afterwards: one alert per manager, none twice, each in the manager's language with its button to the game.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import { NOTIFICATION_BATCH_MAX, type NotificationCreatePayload } from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@hfl/kit';
import { startDatabase } from '../../tools/src/db';
import { prefixedLogger, type ManagedProcess } from '../../tools/src/processes';
import { startAccountsProcess } from './accounts-process';
import { describeDatabase, inDatabase } from './database';
import { record, seconds } from './report';

const TARGET_MS = 60_000;
const DEFAULT_LEAGUES = 1_000;
const TEAMS = 16;
/** Fantasy's worker tells a scoring's results in batches, a couple at once. */
const CONCURRENT_CALLS = 2;
const POLL_MS = 250;
const TIMEOUT_MS = 10 * 60_000;

function leaguesArgument(): number {
  const index = process.argv.indexOf('--leagues');
  const value = index >= 0 ? Number(process.argv[index + 1]) : DEFAULT_LEAGUES;
  if (!Number.isInteger(value) || value < 1) throw new Error('--leagues takes a positive whole number');
  return value;
}

/** The managers, written directly (half of them Hungarian), in insert batches; answers their ids by league. */
async function seedManagers(leagues: number): Promise<string[][]> {
  const users = mongoose.connection.db!.collection('users');
  const byLeague: string[][] = [];
  const now = new Date();
  for (let league = 0; league < leagues; league += 50) {
    const batch = [];
    for (let l = league; l < Math.min(leagues, league + 50); l++) {
      const ids: string[] = [];
      for (let t = 0; t < TEAMS; t++) {
        const _id = new Types.ObjectId();
        ids.push(_id.toHexString());
        const n = l * TEAMS + t;
        batch.push({
          _id,
          email: `manager-${n}@example.com`,
          passwordHash: 'not-a-real-hash',
          firstName: `Manager${n}`,
          lastName: 'Bench',
          newsletter: false,
          roles: ['USER'],
          locale: n % 2 === 0 ? 'en' : 'hu',
          confirmedAt: now,
          deletedAt: null,
          leaguesReleasePending: false,
          createdAt: now,
        });
      }
      byLeague.push(ids);
    }
    await users.insertMany(batch, { ordered: false });
  }
  return byLeague;
}

/** One league's final results as fantasy tells them: each manager his own game, keyed by his team's game. */
function resultsOf(league: number, managers: string[]): NotificationCreatePayload[] {
  const leagueId = new Types.ObjectId().toHexString();
  const seasonId = new Types.ObjectId().toHexString();
  return managers.map((userId, team) => ({
    key: `result:${seasonId}:g${team >> 1}:t${team}`,
    userIds: [userId],
    type: 'LEAGUE',
    kind: 'resultFinal',
    league: { id: leagueId, name: `Bench League ${league}` },
    params: { name: `Team ${team ^ 1}`, week: '3', score: '103.2–98.8', place: String(team + 1) },
    link: `/game-center?league=${leagueId}&week=3&game=${new Types.ObjectId().toHexString()}`,
  }));
}

/**
 * The BFF as accounts sees it: it takes every live event (`POST /internal/events` and `/batch`) and counts them; the
 * browsers behind it are not this bench's subject.
 */
async function startStandInBff() {
  let calls = 0;
  let events = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      calls += 1;
      const parsed = JSON.parse(body || '{}') as { events?: unknown[] };
      events += parsed.events ? parsed.events.length : 1;
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"delivered":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    calls: () => calls,
    events: () => events,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export async function measureResultAlerts(): Promise<void> {
  const leagues = leaguesArgument();
  const managers = leagues * TEAMS;
  const log = prefixedLogger(process.stderr);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-bench-alerts-'));
  const db = await startDatabase({ dataDir, log: (line) => log('database', line) });
  // A database of its own, so MONGO_URL's real data is never touched; dropped at the end.
  const accountsDb = `bench_accounts_${randomBytes(4).toString('hex')}`;
  const processes: ManagedProcess[] = [];
  const closers: Array<() => Promise<void>> = [];
  try {
    const database = await describeDatabase(db.url, db.embedded);
    const secret = randomBytes(32).toString('hex');

    let byLeague: string[][] = [];
    let seeded = Date.now();
    await inDatabase(db.url, accountsDb, async () => {
      byLeague = await seedManagers(leagues);
    });
    seeded = Date.now() - seeded;
    log('bench', `seeded ${managers} managers in ${seconds(seeded)}`);

    const bff = await startStandInBff();
    closers.push(bff.close);
    const accounts = await startAccountsProcess({ mongoUrl: db.url, dbName: accountsDb, secret, log, bffUrl: bff.url });
    processes.push(accounts.process);
    const accountsUrl = accounts.url;

    // Signed anew for every call, as a service does: an internal token lives 60 seconds.
    const fantasyHeaders = async () => ({
      [INTERNAL_TOKEN_HEADER]: await signInternalToken(
        { service: 'fantasy', roles: [], locale: 'en' },
        secret,
        'accounts',
      ),
      'content-type': 'application/json',
    });
    const results = byLeague.flatMap((ids, league) => resultsOf(league, ids));
    const calls = Array.from({ length: Math.ceil(results.length / NOTIFICATION_BATCH_MAX) }, (_, i) =>
      results.slice(i * NOTIFICATION_BATCH_MAX, (i + 1) * NOTIFICATION_BATCH_MAX),
    );
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CONCURRENT_CALLS }, async () => {
        while (next < calls.length) {
          const notifications = calls[next++]!;
          const answer = await fetch(`${accountsUrl}/internal/notifications/batch`, {
            method: 'POST',
            headers: await fantasyHeaders(),
            body: JSON.stringify({ notifications }),
          });
          if (answer.status !== 201)
            throw new Error(`a notification answered ${answer.status}: ${await answer.text()}`);
        }
      }),
    );
    const toldMs = performance.now() - started;
    log('bench', `${results.length} notifications told in ${calls.length} calls in ${seconds(toldMs)}`);

    let stored = 0;
    for (;;) {
      await inDatabase(db.url, accountsDb, async () => {
        stored = await mongoose.connection.db!.collection('emails').countDocuments({ template: 'alert' });
      });
      if (stored >= managers) break;
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`${stored} alerts after ${seconds(TIMEOUT_MS)}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const totalMs = performance.now() - started;

    // The outbox itself: one alert per manager, none twice, in the manager's language, with the game's button.
    let distinct = 0;
    let hungarian = 0;
    let withButton = 0;
    await inDatabase(db.url, accountsDb, async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000)); // a second copy would have arrived by now
      const emails = mongoose.connection.db!.collection('emails');
      stored = await emails.countDocuments({ template: 'alert' });
      distinct = (await emails.distinct('to', { template: 'alert' })).length;
      hungarian = await emails.countDocuments({ template: 'alert', locale: 'hu' });
      withButton = await emails.countDocuments({ template: 'alert', text: { $regex: '/game-center\\?league=' } });
    });
    if (stored !== managers || distinct !== managers)
      throw new Error(`${stored} alerts stored for ${distinct} managers; expected ${managers}, each once`);
    if (hungarian !== managers / 2) throw new Error(`${hungarian} alerts in Hungarian, expected ${managers / 2}`);
    if (withButton !== managers) throw new Error(`${withButton} of ${managers} alerts carry the game's link`);

    const load = os.loadavg()[0]!.toFixed(1);
    console.log(`database: ${database}; ${os.cpus().length} CPUs, load average ${load} at the end`);
    console.log(`result alerts of a locked round: ${leagues} leagues × ${TEAMS} teams (${managers} managers):`);
    console.log(`  ${results.length} notifications told by fantasy in ${calls.length} calls in ${seconds(toldMs)}`);
    console.log(`  ${bff.events()} live notification events published to the BFF in ${bff.calls()} calls`);
    console.log(`  ${stored} alerts in the outbox, one per manager (${hungarian} in Hungarian), each with its game`);
    const target =
      leagues >= DEFAULT_LEAGUES
        ? ` — target ≤ ${seconds(TARGET_MS)}: ${totalMs <= TARGET_MS ? 'met' : 'NOT met'}`
        : '';
    console.log(`  from the first notification to the last alert stored: ${seconds(totalMs)}${target}`);
    record('result-alerts', {
      database,
      cpus: os.cpus().length,
      loadAverage: Number(load),
      leagues,
      managers,
      seedMs: seeded,
      toldMs: Math.round(toldMs),
      totalMs: Math.round(totalMs),
      targetMs: TARGET_MS,
      targetMet: leagues >= DEFAULT_LEAGUES ? totalMs <= TARGET_MS : null,
    });
  } finally {
    await Promise.all([...processes.map((service) => service.stop()), ...closers.map((close) => close())]);
    if (!db.embedded) {
      await inDatabase(db.url, accountsDb, async () => {
        await mongoose.connection.dropDatabase();
      });
    }
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureResultAlerts();
