import request from 'supertest';
import type { Express } from 'express';
import { internalHeaders, stopWithTestDatabase, testSecret } from '@hfl/kit/testing';
import { Game } from '../models/game';
import { Player } from '../models/player';
import { PlayerStat } from '../models/player-stat';
import { SeasonModel } from '../models/season';
import { StatsImport, type StoredStatsImport } from '../models/stats-import';
import { createFantasy } from '../peers/fantasy';
import type { StoredSeason } from '../seasons/season-access';
import {
  asOwner,
  createPlayer,
  importRound,
  SEASON_MODELS,
  setUpStatsTests,
  startFantasyRecorder,
  type FantasyRecorder,
} from '../testing/season-fixtures';
import { recordImport, resumeStaleImports, runImportStep, STALE_IMPORT_MS, type ImportDeps } from './apply';

let app: Express;
let fantasy: FantasyRecorder;
let deps: ImportDeps;

beforeAll(async () => {
  fantasy = await startFantasyRecorder();
  stopWithTestDatabase(fantasy.close);
  deps = { fantasy: createFantasy({ fantasyUrl: fantasy.url, internalTokenSecret: testSecret() }) };
});

setUpStatsTests(
  'stats_import_apply',
  (built) => {
    app = built;
  },
  { peers: () => ({ FANTASY_URL: fantasy.url }), models: [...SEASON_MODELS, StatsImport] },
);

beforeEach(() => fantasy.reset());

/** Round 2 active: Győri Sasok – Wolves, then Bulls – Rams. */
async function world() {
  const { clubs, season, eaglesGame, bullsGame } = await importRound();
  await createPlayer(clubs.eagles._id, 'QB', 'Kovács Ákos', { jerseyNumber: 12 });
  await createPlayer(clubs.wolves._id, 'QB', 'Wes Wolf', { jerseyNumber: 7 });
  await createPlayer(clubs.bulls._id, 'RB', 'Bo Bull', { jerseyNumber: 22 });
  await createPlayer(clubs.rams._id, 'TE', 'Ron Ram', { jerseyNumber: 88 });
  const stored = (await SeasonModel.findById(season.id).lean<StoredSeason>())!;
  return { season: stored, eaglesGame, bullsGame };
}

/** Pasted cells: both games of round 2, and a player found nowhere (row 5) added to Wolves as a new WR. */
const ROUND = [
  'Club\tNumber\tPlayer\tScore\tPass yds\tRush yds\tTD',
  'Győri Sasok\t\t\t28\t\t\t',
  'Győri Sasok\t12\tKovács Ákos\t\t250\t-4\t3',
  'Wolves\t\t\t21\t\t\t',
  'Wolves\t19\tÚj Játékos\t\t\t\t1',
  'Bulls\t\t\t14\t\t\t',
  'Bulls\t22\tBo Bull\t\t\t95\t1',
  'Rams\t\t\t10\t\t\t',
].join('\n');
const CHOICES = { '5': 'new:WR' };

const round = (w: Awaited<ReturnType<typeof world>>) => `/seasons/${w.season._id.toHexString()}/weeks/2`;

/** The import recorded and its first `steps` steps run, then the runner dies (as a crash would leave it). */
async function crashAfter(w: Awaited<ReturnType<typeof world>>, steps: number) {
  const importId = await recordImport(w.season, 2, { text: ROUND }, CHOICES, null);
  const record = (await StatsImport.findById(importId).lean<StoredStatsImport>())!;
  for (let index = 0; index < steps; index++) await runImportStep(record, index, deps);
  return importId;
}

/** Everything the import writes, to compare before and after. */
const written = async () => ({
  players: await Player.find().sort({ _id: 1 }).lean(),
  stats: await PlayerStat.find().sort({ _id: 1 }).lean(),
  games: await Game.find().sort({ _id: 1 }).lean(),
});

it("when an import is recorded, then its plan is stored with it: the new player with his id, then each changed game's sheet, in order", async () => {
  const w = await world();

  const importId = await recordImport(w.season, 2, { text: ROUND }, CHOICES, null);

  const record = (await StatsImport.findById(importId).lean<StoredStatsImport>())!;
  expect(record).toMatchObject({ status: 'applying', done: 0, games: 2, lines: 3 });
  expect(record.players).toMatchObject([
    { name: 'Új Játékos', position: 'WR', jerseyNumber: 19, teamId: w.eaglesGame.team2Id },
  ]);
  expect(record.sheets.map((sheet) => sheet.gameId)).toEqual([w.eaglesGame._id, w.bullsGame._id]);
  expect(record.sheets[0]!.payload).toMatchObject({ scoreTeam1: 28, scoreTeam2: 21 });
  expect(record.sheets[0]!.payload.addPlayersTeam2).toEqual([record.players[0]!.playerId.toHexString()]);
  expect(await Player.countDocuments({ name: 'Új Játékos' })).toBe(0);
  expect(await PlayerStat.countDocuments()).toBe(0);
});

it('when an import dies after its first game, then the preview says it is being applied, and the resume finishes it once it is stale', async () => {
  const w = await world();
  const importId = await crashAfter(w, 2);
  expect(await StatsImport.findById(importId).lean()).toMatchObject({ status: 'applying', done: 2 });
  expect(await Game.findById(w.eaglesGame._id).lean()).toMatchObject({ hasStats: true, score1: 28 });
  expect(await Game.findById(w.bullsGame._id).lean()).toMatchObject({ hasStats: false });

  const preview = await request(app)
    .post(`${round(w)}/stats-import/preview`)
    .send({ text: ROUND, resolutions: CHOICES })
    .set(await asOwner());
  const notYet = await resumeStaleImports(deps);
  const resumed = await resumeStaleImports(deps, Date.now() + STALE_IMPORT_MS + 1_000);

  expect(preview.body.applyingSince).toEqual(expect.any(String));
  expect(notYet).toBe(0);
  expect(resumed).toBe(1);
  expect(await StatsImport.findById(importId).lean()).toMatchObject({ status: 'applied', done: 3 });
  expect(await Game.findById(w.bullsGame._id).lean()).toMatchObject({ hasStats: true, score1: 14, score2: 10 });
  const bo = (await Player.findOne({ name: 'Bo Bull' }).lean())!;
  expect((await PlayerStat.findOne({ playerId: bo._id }).lean())!.stats).toMatchObject({ rush_yds: 95, td: 1 });
  expect(await Player.countDocuments({ name: 'Új Játékos' })).toBe(1);
  const afterPreview = await request(app)
    .post(`${round(w)}/stats-import/preview`)
    .send({ text: ROUND, resolutions: CHOICES })
    .set(await asOwner());
  expect(afterPreview.body).toMatchObject({ applyingSince: null, appliedAt: expect.any(String) });
});

it('when the resume runs twice, or a step already done runs again, then nothing changes the second time', async () => {
  const w = await world();
  const importId = await crashAfter(w, 2);
  const record = (await StatsImport.findById(importId).lean<StoredStatsImport>())!;
  // A crash between a step's writes and its progress mark: the step is run again.
  await runImportStep(record, 1, deps);
  await runImportStep(record, 0, deps);
  expect(await StatsImport.findById(importId).lean()).toMatchObject({ done: 2 });
  await resumeStaleImports(deps, Date.now() + STALE_IMPORT_MS + 1_000);
  const once = await written();

  const again = await resumeStaleImports(deps, Date.now() + STALE_IMPORT_MS + 1_000);

  expect(again).toBe(0);
  expect(await written()).toEqual(once);
  expect(await Player.countDocuments({ name: 'Új Játékos' })).toBe(1);
});

it('when the same file is applied again after the resume, then it answers alreadyApplied and writes nothing', async () => {
  const w = await world();
  const importId = await crashAfter(w, 1);
  await resumeStaleImports(deps, Date.now() + STALE_IMPORT_MS + 1_000);
  const once = await written();
  fantasy.reset();

  const res = await request(app)
    .post(`${round(w)}/stats-import/apply`)
    .send({ text: ROUND, resolutions: CHOICES })
    .set(await asOwner());

  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: importId.toHexString(), alreadyApplied: true, games: 0, lines: 0 });
  expect(await written()).toEqual(once);
  expect(fantasy.calls).toEqual([]);
  expect(await StatsImport.countDocuments()).toBe(1);
});

it('when the same file is applied again while its import is left half-applied, then the rest is applied and it answers finished', async () => {
  const w = await world();
  const importId = await crashAfter(w, 1);

  const res = await request(app)
    .post(`${round(w)}/stats-import/apply`)
    .send({ text: ROUND, resolutions: CHOICES })
    .set(await asOwner());

  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ id: importId.toHexString(), alreadyApplied: false, games: 2, lines: 3 });
  expect(await Game.countDocuments({ week: 2, hasStats: true })).toBe(2);
  expect(await Player.countDocuments({ name: 'Új Játékos' })).toBe(1);
});

it('when the round is locked before a half-applied import is resumed, then the import is marked failed and the resume stops trying', async () => {
  const w = await world();
  const importId = await crashAfter(w, 2);
  const lock = await request(app)
    .post('/seasons/current/weeks/2/finish')
    .set(await internalHeaders({ userId: '0123456789abcdef01234567', roles: ['SUPER_ADMIN'] }));
  expect(lock.status).toBe(200);

  const first = await resumeStaleImports(deps, Date.now() + STALE_IMPORT_MS + 1_000);
  const second = await resumeStaleImports(deps, Date.now() + STALE_IMPORT_MS + 1_000);

  expect([first, second]).toEqual([0, 0]);
  expect(await StatsImport.findById(importId).lean()).toMatchObject({
    status: 'failed',
    failure: 'errors:gameStatsLocked',
    done: 2,
  });
  expect(await Game.findById(w.bullsGame._id).lean()).toMatchObject({ hasStats: false });
});
