/**
 * `npm run bench:stats-import`: the owner imports a whole round's statistics from one file (issue 40). Starts the
 * database (embedded FerretDB, or MONGO_URL) and the real stats service as a process on a free port (fantasy, which it
 * tells of new points, is a stand-in answering at once), seeds a season whose active round has 4 games of two clubs ×
 * 40 players (80 player lines a game, 320 in all), writes the round as the template's CSV with invented statistics,
 * and times through stats' HTTP API, as the BFF calls it: (a) the preview (PREVIEWS times; 320 new lines expected),
 * (b) the apply (every game's sheet saved and scored), (c) the same file applied again (nothing written), (d) a file
 * changing every line, previewed and applied. Target: preview and apply ≤ 2 s each. Prints the figures and the database.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import {
  createRandom,
  enteredStatKeys,
  IMPORT_STAT_KEYS,
  type Position,
  type Random,
  type StatsImportPreview,
  type StatsImportResult,
} from '@hfl/contracts';
import { INTERNAL_TOKEN_HEADER, signInternalToken } from '@hfl/kit';
import { Game } from '@hfl/stats/models/game';
import { Player } from '@hfl/stats/models/player';
import { PlayerStat } from '@hfl/stats/models/player-stat';
import { RealTeam } from '@hfl/stats/models/real-team';
import { ACTIVE_SEASON_KEY, SeasonModel } from '@hfl/stats/models/season';
import { startDatabase } from '../../tools/src/db';
import { freePort, waitForPort } from '../../tools/src/free-port';
import { prefixedLogger, runTs, type ManagedProcess } from '../../tools/src/processes';
import { describeDatabase, inDatabase } from './database';
import { describeSummary, summary } from './latency';
import { record } from './report';

const TARGET_MS = 2_000;
const GAMES = 4;
const PLAYERS_PER_CLUB = 40;
const PREVIEWS = Number(process.env.BENCH_ROUNDS ?? 5);
/** A club's squad: 40 players, every position. */
const SQUAD: Readonly<Record<Position, number>> = { QB: 4, RB: 8, WR: 17, TE: 6, K: 3, DEF: 1, HC: 1 };
const ROUND = 1;

interface Club {
  name: string;
  players: { name: string; position: Position; jerseyNumber: number | null }[];
}

/** Eight clubs, four games in round 1 (and round 2 to come), the round active. */
async function seedRound(): Promise<{ seasonId: string; clubs: Club[] }> {
  const clubs: Club[] = [];
  const teamIds: Types.ObjectId[] = [];
  for (let c = 0; c < GAMES * 2; c++) {
    const team = await RealTeam.create({ name: `Bench Club ${c + 1}` });
    teamIds.push(team._id);
    const players: Club['players'] = [];
    let jersey = 1;
    for (const [position, count] of Object.entries(SQUAD) as [Position, number][]) {
      for (let i = 0; i < count; i++) {
        const unit = position === 'DEF' || position === 'HC';
        players.push({
          name: unit ? `Bench Club ${c + 1} ${position}` : `Játékos ${c + 1}-${players.length + 1}`,
          position,
          jerseyNumber: unit ? null : jersey++,
        });
      }
    }
    await Player.insertMany(players.map((player) => ({ ...player, teamId: team._id })));
    clubs.push({ name: team.name, players });
  }
  if (clubs.some((club) => club.players.length !== PLAYERS_PER_CLUB)) throw new Error('a squad is not 40 players');
  const seasonId = new Types.ObjectId();
  const year = new Date().getUTCFullYear();
  await SeasonModel.create({
    _id: seasonId,
    startsAt: `${year}-01-01`,
    endsAt: `${year}-12-31`,
    draftWindow: {
      startDate: new Date(`${year - 1}-12-01T10:00:00Z`),
      endDate: new Date(`${year - 1}-12-01T14:00:00Z`),
    },
    nbPlayoffWeeks: 1,
    nbMaxFantasyTeams: 8,
    nbWeeks: 2,
    nbTeams: clubs.length,
    status: 'ongoing',
    currentWeek: ROUND,
    isWeekActive: true,
    frozenWeeks: [],
    version: 0,
    activeKey: ACTIVE_SEASON_KEY,
  });
  await Game.insertMany(
    [1, 2].flatMap((week) =>
      Array.from({ length: GAMES }, (_, g) => ({
        seasonId,
        week,
        date: `${year}-02-0${week}`,
        team1Id: teamIds[2 * g]!,
        team2Id: teamIds[2 * g + 1]!,
      })),
    ),
  );
  return { seasonId: seasonId.toHexString(), clubs };
}

/** The round as the template's English CSV (semicolons), with invented statistics; `bump` changes every line. */
function roundCsv(clubs: Club[], random: Random, bump = 0): string {
  const header = ['Club', 'Number', 'Player', 'Score', ...IMPORT_STAT_KEYS];
  const rows: (string | number)[][] = [header];
  for (const club of clubs) {
    rows.push([club.name, '', '', 10 + random.int(0, 40), ...IMPORT_STAT_KEYS.map(() => '')]);
    for (const player of club.players) {
      const entered = new Set(enteredStatKeys(player.position));
      rows.push([
        club.name,
        player.jerseyNumber ?? '',
        player.name,
        '',
        ...IMPORT_STAT_KEYS.map((key) => (entered.has(key) ? random.int(0, 3) + bump : '')),
      ]);
    }
  }
  return rows.map((row) => row.join(';')).join('\n');
}

/** Fantasy as stats sees it: every call answered at once (its own work is not this bench's). */
async function startFantasyStandIn(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => res.writeHead(202, { 'content-type': 'application/json' }).end('{"jobId":"bench"}'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

async function waitForHealth(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${url}/health`).then(
        (res) => res.ok,
        () => false,
      )
    )
      return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not report healthy within 60 s`);
}

export async function measureStatsImport(): Promise<void> {
  const log = prefixedLogger(process.stderr);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-bench-stats-import-'));
  const db = await startDatabase({ dataDir, log: (line) => log('database', line) });
  const statsDb = `bench_stats_${randomBytes(4).toString('hex')}`;
  const processes: ManagedProcess[] = [];
  const fantasy = await startFantasyStandIn();
  try {
    const database = await describeDatabase(db.url, db.embedded);
    const secret = randomBytes(32).toString('hex');
    const random = createRandom('bench stats import');
    let seeded: Awaited<ReturnType<typeof seedRound>> | undefined;
    await inDatabase(db.url, statsDb, async () => {
      await Promise.all([RealTeam, Player, SeasonModel, Game, PlayerStat].map((model) => model.init()));
      seeded = await seedRound();
    });
    const { seasonId, clubs } = seeded!;
    const port = await freePort();
    const statsUrl = `http://127.0.0.1:${port}`;
    processes.push(
      runTs(
        'stats',
        'services/stats/src/server.ts',
        {
          MONGO_URL: db.url,
          INTERNAL_TOKEN_SECRET: secret,
          LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
          PORT: String(port),
          MONGO_DB: statsDb,
          SERVICE_NAME: 'stats',
          FANTASY_URL: fantasy.url,
        },
        log,
      ),
    );
    await waitForPort(port, 60_000);
    await waitForHealth(statsUrl);

    const ownerToken = () =>
      signInternalToken(
        { userId: new Types.ObjectId().toHexString(), roles: ['SUPER_ADMIN'], locale: 'en' },
        secret,
        'stats',
      );
    const post = async <T>(step: 'preview' | 'apply', csv: string): Promise<{ ms: number; body: T }> => {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'round.csv');
      const headers = { [INTERNAL_TOKEN_HEADER]: await ownerToken() };
      const started = performance.now();
      const res = await fetch(`${statsUrl}/seasons/${seasonId}/weeks/${ROUND}/stats-import/${step}`, {
        method: 'POST',
        headers,
        body: form,
      });
      const body = (await res.json()) as T;
      const ms = performance.now() - started;
      if (!res.ok) throw new Error(`${step} answered ${res.status}: ${JSON.stringify(body)}`);
      return { ms, body };
    };

    const csv = roundCsv(clubs, random);
    const previews: number[] = [];
    for (let i = 0; i < PREVIEWS; i++) {
      const { ms, body } = await post<StatsImportPreview>('preview', csv);
      if (body.counts.new !== GAMES * 2 * PLAYERS_PER_CLUB || !body.canApply)
        throw new Error(`the preview did not find 320 new lines: ${JSON.stringify(body.counts)}`);
      previews.push(ms);
    }
    const applied = await post<StatsImportResult>('apply', csv);
    if (applied.body.lines !== GAMES * 2 * PLAYERS_PER_CLUB) throw new Error(`apply wrote ${applied.body.lines} lines`);
    const again = await post<StatsImportResult>('apply', csv);
    if (!again.body.alreadyApplied) throw new Error('the same file was applied twice');
    const changedCsv = roundCsv(clubs, createRandom('bench stats import'), 1);
    const changedPreview = await post<StatsImportPreview>('preview', changedCsv);
    const changedApply = await post<StatsImportResult>('apply', changedCsv);
    let storedLines = 0;
    await inDatabase(db.url, statsDb, async () => {
      storedLines = await PlayerStat.countDocuments({ week: ROUND });
    });
    if (storedLines !== GAMES * 2 * PLAYERS_PER_CLUB) throw new Error(`${storedLines} lines stored, not 320`);

    const previewSummary = summary(previews);
    const met = (ms: number) => (ms <= TARGET_MS ? 'met' : 'NOT met');
    console.log(
      `stats import on ${database}: a round of ${GAMES} games × ${2 * PLAYERS_PER_CLUB} player lines (CSV, ${csv.length} bytes)`,
    );
    console.log(
      `  preview (${PREVIEWS}×, 320 new lines): ${describeSummary(previewSummary)} — target ≤ ${TARGET_MS} ms ${met(previewSummary.max)}`,
    );
    console.log(`  apply (4 sheets saved, 320 lines scored): ${Math.round(applied.ms)} ms — target ${met(applied.ms)}`);
    console.log(`  the same file again (nothing written): ${Math.round(again.ms)} ms`);
    console.log(
      `  a file changing every line: preview ${Math.round(changedPreview.ms)} ms (${changedPreview.body.counts.changed} changed), ` +
        `apply ${Math.round(changedApply.ms)} ms — target ${met(Math.max(changedPreview.ms, changedApply.ms))}`,
    );
    record('stats-import', {
      database,
      games: GAMES,
      lines: GAMES * 2 * PLAYERS_PER_CLUB,
      previewMs: previewSummary,
      applyMs: Math.round(applied.ms),
      reapplyMs: Math.round(again.ms),
      changedPreviewMs: Math.round(changedPreview.ms),
      changedApplyMs: Math.round(changedApply.ms),
      targetMs: TARGET_MS,
      targetMet: Math.max(previewSummary.max, applied.ms, changedPreview.ms, changedApply.ms) <= TARGET_MS,
    });
  } finally {
    await Promise.all(processes.map((service) => service.stop()));
    await fantasy.close();
    if (!db.embedded) {
      await inDatabase(db.url, statsDb, async () => {
        await mongoose.connection.dropDatabase();
      });
    }
    await db.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await measureStatsImport();
