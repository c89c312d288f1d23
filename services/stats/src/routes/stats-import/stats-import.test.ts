import request from 'supertest';
import ExcelJS from 'exceljs';
import type { Express } from 'express';
import type { StatsImportPreview } from '@hfl/contracts';
import { internalHeaders, stopWithTestDatabase } from '@hfl/kit/testing';
import { Game } from '../../models/game';
import { Player } from '../../models/player';
import { PlayerStat } from '../../models/player-stat';
import { ScoreConfigModel } from '../../models/score-config';
import { StatsImport } from '../../models/stats-import';
import {
  asOwner,
  asUser,
  createPlayer,
  importRound,
  SEASON_MODELS,
  startFantasyRecorder,
  type FantasyRecorder,
  setUpStatsTests,
} from '../../testing/season-fixtures';

let app: Express;
let fantasy: FantasyRecorder;

beforeAll(async () => {
  fantasy = await startFantasyRecorder();
  stopWithTestDatabase(fantasy.close);
});

setUpStatsTests(
  'stats_import',
  (built) => {
    app = built;
  },
  { peers: () => ({ FANTASY_URL: fantasy.url }), models: [...SEASON_MODELS, ScoreConfigModel, StatsImport] },
);

beforeEach(() => fantasy.reset());

/** Round 1 locked, round 2 active: Győri Sasok – Wolves and Bulls – Rams each round. */
async function world() {
  const { clubs, season, eaglesGame, bullsGame } = await importRound();
  const { eagles, wolves, bulls, rams } = clubs;
  const players = {
    qb: await createPlayer(eagles._id, 'QB', 'Kovács Ákos', { jerseyNumber: 12 }),
    k: await createPlayer(eagles._id, 'K', 'Kim Kicker', { jerseyNumber: 3 }),
    def: await createPlayer(eagles._id, 'DEF', 'Sasok Defense'),
    benched: await createPlayer(eagles._id, 'WR', 'Tóth Bence', { status: 'inactive', jerseyNumber: 80 }),
    wolfQb: await createPlayer(wolves._id, 'QB', 'Wes Wolf', { jerseyNumber: 7 }),
    bullRb: await createPlayer(bulls._id, 'RB', 'Bo Bull', { jerseyNumber: 22 }),
    ramTe: await createPlayer(rams._id, 'TE', 'Ron Ram', { jerseyNumber: 88 }),
  };
  return { season, players, eaglesGame, bullsGame };
}
type World = Awaited<ReturnType<typeof world>>;

/** The owner with the Hungarian UI. */
const asHungarianOwner = () =>
  internalHeaders({ userId: '0123456789abcdef01234567', roles: ['SUPER_ADMIN'], locale: 'hu' });

const round = (w: World, week = 2) => `/seasons/${w.season.id}/weeks/${week}`;

/** A round's file in the template's English headers, semicolon-separated as Hungarian Excel writes it. */
const ROUND_CSV = [
  'Club;Number;Player;Score;Pass yds;Rush yds;TD;INT;FG;XP;Sacks',
  'Győri Sasok;;;28;;;;;;;',
  'Gyori Sasok;12;Kovacs Akos;;250;-4;3;1;;;',
  'Győri Sasok;3;;;;;;;2;4;',
  'Győri Sasok;;Sasok Defense;;;;;;;;3',
  'Wolves;;;21;;;;;;;',
  'Wolves;7;Wes Wolf;;180;;2;0;;;',
  'Bulls;;;14;;;;;;;',
  'Bulls;22;Bo Bull;;;95;1;;;;',
  'Rams;;;10;;;;;;;',
].join('\n');

const upload = (path: string, data: Buffer | string, name = 'round.csv') =>
  request(app).post(path).attach('file', Buffer.from(data), name);

async function preview(w: World, data: Buffer | string = ROUND_CSV, name?: string) {
  return upload(`${round(w)}/stats-import/preview`, data, name).set(await asOwner());
}

async function apply(w: World, data: Buffer | string = ROUND_CSV, resolutions?: Record<string, string>) {
  const req = upload(`${round(w)}/stats-import/apply`, data).set(await asOwner());
  if (resolutions) void req.field('resolutions', JSON.stringify(resolutions));
  return req;
}

async function workbook(rows: unknown[][], formulaAt?: [number, number]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Round');
  sheet.addRows(rows);
  if (formulaAt) sheet.getCell(formulaAt[0], formulaAt[1]).value = { formula: 'SUM(1,2)', result: 3 };
  return Buffer.from(await book.xlsx.writeBuffer());
}

const writtenNothing = async () => {
  expect(await PlayerStat.countDocuments()).toBe(0);
  expect(await StatsImport.countDocuments()).toBe(0);
  expect(await Game.countDocuments({ hasStats: true })).toBe(0);
};

describe('POST /seasons/:id/weeks/:week/stats-import/preview', () => {
  it('when a round file is previewed, then each game shows its new lines and scores, names are matched without accents, and nothing is written', async () => {
    const w = await world();

    const res = await preview(w);

    expect(res.status).toBe(200);
    const body = res.body as StatsImportPreview;
    expect(body.canApply).toBe(true);
    expect(body.counts).toEqual({ new: 5, changed: 0, unchanged: 0, notFound: 0, errors: 0 });
    const [eagles, bulls] = body.games;
    expect(eagles!.team1).toMatchObject({ name: 'Győri Sasok', score: { old: null, new: 28 } });
    expect(eagles!.team2).toMatchObject({ name: 'Wolves', score: { old: null, new: 21 } });
    expect(eagles!.lines.map((line) => [line.row, line.player?.name, line.status])).toEqual([
      [3, 'Kovács Ákos', 'new'],
      [4, 'Kim Kicker', 'new'],
      [5, 'Sasok Defense', 'new'],
      [7, 'Wes Wolf', 'new'],
    ]);
    expect(eagles!.lines[0]!.changes).toEqual([
      { key: 'pass_yds', old: null, new: 250 },
      { key: 'rush_yds', old: null, new: -4 },
      { key: 'catch_yds', old: null, new: 0 },
      { key: 'td', old: null, new: 3 },
      { key: '_2pt', old: null, new: 0 },
      { key: 'fumble', old: null, new: 0 },
      { key: 'int', old: null, new: 1 },
    ]);
    expect(bulls!.lines.map((line) => line.player?.name)).toEqual(['Bo Bull']);
    // Ron Ram is on the sheet but not in the file.
    expect(bulls!.untouched).toBe(1);
    await writtenNothing();
  });

  it("when a row names a player who is not on the club's sheet, then close matches are offered, the club's own first, never the other side's", async () => {
    const w = await world();
    const file = [
      'Club,#,Name,TD',
      'Győri Sasok,80,Toth Bence,1',
      'Győri Sasok,,Kovač Akos,1',
      'Wolves,,Kovacs Akos,1',
    ].join('\n');

    const res = await preview(w, file);

    const lines = (res.body as StatsImportPreview).games[0]!.lines;
    expect(lines.map((line) => [line.row, line.status])).toEqual([
      [2, 'notFound'],
      [3, 'notFound'],
      [4, 'notFound'],
    ]);
    // Tóth Bence is inactive, so not on the sheet: choosing him adds him to it.
    expect(lines[0]!.candidates[0]).toMatchObject({
      name: 'Tóth Bence',
      team: { name: 'Győri Sasok' },
      onSheet: false,
    });
    expect(lines[1]!.candidates.map((candidate) => [candidate.name, candidate.onSheet])).toEqual([
      ['Kovács Ákos', true],
    ]);
    // Kovács Ákos plays on the other side of the game: not offered for the Wolves.
    expect(lines[2]!.candidates).toEqual([]);
    expect((res.body as StatsImportPreview).canApply).toBe(false);
  });

  it('when cells are pasted (tab-separated), then they are read like a file', async () => {
    const w = await world();
    const text = ['Csapat\tMezszám\tJátékos\tEredmény\tTD', 'Bulls\t\t\t7\t', 'Rams\t\t\t3\t', 'Bulls\t22\t\t\t1'].join(
      '\n',
    );

    const res = await request(app)
      .post(`${round(w)}/stats-import/preview`)
      .set(await asOwner())
      .send({ text });

    expect(res.status).toBe(200);
    expect(res.body.games[1].lines).toMatchObject([{ row: 4, status: 'new', player: { name: 'Bo Bull' } }]);
    expect(res.body.games[1].team1.score.new).toBe(7);
    expect(res.body.canApply).toBe(true);
  });

  it("when cells hold a formula, a negative count, a word or a score on a player's row, then those rows are errors saying why", async () => {
    const w = await world();
    const file = await workbook(
      [
        ['Club', 'Number', 'Player', 'Score', 'TD', 'Pass yds'],
        ['Wolves', '', '', 21, '', ''],
        ['Győri Sasok', '', '', 28, '', ''],
        ['Győri Sasok', 12, '', '', -1, ''],
        ['Wolves', 7, '', '', 'two', ''],
        ['Győri Sasok', 3, '', 5, '', ''],
        ['Bulls', 22, '', '', 0, ''],
        ['Nowhere FC', 1, '', '', 0, ''],
      ],
      [7, 6],
    );

    const res = await preview(w, file, 'round.xlsx');

    expect(res.status).toBe(200);
    const body = res.body as StatsImportPreview;
    const errors = [...body.games.flatMap((game) => game.lines), ...body.rows]
      .filter((line) => line.status === 'error')
      .map((line) => [line.row, line.errors.map((error) => error.message)]);
    expect(errors).toEqual([
      [4, ['errors:statsImportNegative']],
      [5, ['errors:statsImportNotNumber']],
      [6, ['errors:statsImportScoreOnPlayer']],
      [7, ['errors:statsImportFormula']],
      [8, ['errors:statsImportUnknownClub']],
    ]);
    expect(body.canApply).toBe(false);
    // The Bulls' game has no score in the file.
    expect(body.games[1]!.errors).toEqual([{ message: 'errors:statsImportNoScore' }]);
  });

  it.each([
    [
      'a picture',
      Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex'),
      'This file cannot be read: upload a CSV or an Excel (.xlsx) file.',
    ],
    ['an empty file', Buffer.alloc(0), "Choose a file or paste the cells of the round's statistics."],
    ['a header alone', Buffer.from('Club;Number;TD\n'), 'The file is empty: it has no statistics rows.'],
    [
      'a broken workbook',
      Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(100, 7)]),
      'This file cannot be read: upload a CSV or an Excel (.xlsx) file.',
    ],
    [
      'an unknown column',
      Buffer.from('Club;Number;Touchdowns scored\nWolves;7;1\n'),
      'Unknown column "Touchdowns scored": use the columns of the template.',
    ],
    [
      'no player column',
      Buffer.from('Club;TD\nWolves;1\n'),
      'The first row must name the columns: Club, Number or Player, and the statistics.',
    ],
  ])('when the file is %s, then a 400 envelope says so and nothing is written', async (_what, data, message) => {
    const w = await world();

    const res = await preview(w, data);
    const applied = await apply(w, data);

    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({ message, violations: [{ property: 'file', message }] });
    expect(applied.status).toBe(400);
    await writtenNothing();
  });

  it('when a workbook declares files far larger than a round (a zip bomb), then it is refused before it is inflated', async () => {
    const w = await world();
    const bomb = await workbook([['Club', 'Number', 'TD']]);
    // Every central directory entry claims 100 MB once inflated.
    for (
      let at = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
      at >= 0;
      at = bomb.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), at + 4)
    )
      bomb.writeUInt32LE(100 * 1024 * 1024, at + 24);

    const res = await preview(w, bomb, 'round.xlsx');

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('This file cannot be read: upload a CSV or an Excel (.xlsx) file.');
    await writtenNothing();
  });

  it('when 10 MB of junk is sent, then it is refused as too large before it is read, with nothing written', async () => {
    const w = await world();

    const res = await preview(w, Buffer.alloc(10 * 1024 * 1024, 'x'));

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('The file is too large (at most 2 MB).');
    await writtenNothing();
  });

  it('when the owner is Hungarian, then the envelope speaks Hungarian', async () => {
    const w = await world();

    const res = await upload(`${round(w)}/stats-import/preview`, 'Csapat;Mezszám;Gólok\nWolves;7;1\n').set(
      await asHungarianOwner(),
    );

    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Ismeretlen oszlop: „Gólok”. A sablon oszlopait használd.');
  });

  it('when someone other than the owner sends a file, then 403 and nothing is read', async () => {
    const w = await world();

    const res = await upload(`${round(w)}/stats-import/preview`, ROUND_CSV).set(await asUser());

    expect(res.status).toBe(403);
  });
});

describe('POST /seasons/:id/weeks/:week/stats-import/apply', () => {
  it("when a round file is applied, then every game is saved and scored as the owner's save would, fantasy told, and the same file again changes nothing", async () => {
    const w = await world();

    const res = await apply(w);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ alreadyApplied: false, games: 2, lines: 5 });
    const eagles = (await Game.findById(w.eaglesGame._id).lean())!;
    expect(eagles).toMatchObject({ score1: 28, score2: 21, hasStats: true });
    const qb = (await PlayerStat.findOne({ playerId: w.players.qb._id }).lean())!;
    expect(qb.stats).toEqual({ pass_yds: 250, rush_yds: -4, catch_yds: 0, td: 3, _2pt: 0, fumble: 0, int: 1 });
    // 24.6 yards' worth, 18 for the touchdowns, -6 for the interception.
    expect(qb.points).toBeCloseTo(36.6);
    const def = (await PlayerStat.findOne({ playerId: w.players.def._id }).lean())!;
    expect(def.stats).toEqual({ defense_int: 0, fum_forced: 0, sack: 3, pts_allowed: 21 });
    // Ron Ram, not in the file, is on the sheet with zeros.
    expect((await PlayerStat.findOne({ playerId: w.players.ramTe._id }).lean())!.stats).toMatchObject({ td: 0 });
    expect(fantasy.calls.map((call) => call.path)).toEqual(['/internal/live-points', '/internal/live-points']);
    const stored = await PlayerStat.find().sort({ _id: 1 }).lean();

    fantasy.reset();
    const again = await apply(w);
    const previewAgain = await preview(w);

    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ alreadyApplied: true, games: 0, lines: 0, id: res.body.id });
    expect(await PlayerStat.find().sort({ _id: 1 }).lean()).toEqual(stored);
    expect(await StatsImport.countDocuments()).toBe(1);
    expect(fantasy.calls).toEqual([]);
    expect(previewAgain.body.appliedAt).toBe(res.body.appliedAt);
    expect(previewAgain.body.counts).toMatchObject({ new: 0, changed: 0, unchanged: 5 });
  });

  it('when a saved game is imported with other values, then the preview shows old → new and apply writes them', async () => {
    const w = await world();
    await apply(w);
    const changed = ROUND_CSV.replace(
      'Gyori Sasok;12;Kovacs Akos;;250;-4;3;1;;;',
      'Gyori Sasok;12;Kovacs Akos;;300;-4;3;1;;;',
    );

    const res = await preview(w, changed);
    const applied = await apply(w, changed);

    expect(res.body.counts).toMatchObject({ changed: 1, unchanged: 4 });
    expect(res.body.games[0].lines[0].changes).toEqual([{ key: 'pass_yds', old: 250, new: 300 }]);
    expect(applied.body).toMatchObject({ alreadyApplied: false, games: 1, lines: 1 });
    expect((await PlayerStat.findOne({ playerId: w.players.qb._id }).lean())!.stats.pass_yds).toBe(300);
  });

  it("when a not-found player is chosen from the close matches, then he is added to the club's list of the sheet with his line", async () => {
    const w = await world();
    const file = `${ROUND_CSV}\nGyőri Sasok;80;Toth Bence;;;;1;;;;`;
    const notFound = await preview(w, file);
    expect(notFound.body.counts.notFound).toBe(1);

    const res = await apply(w, file, { '11': notFound.body.games[0].lines[4].candidates[0].id });

    expect(res.status).toBe(200);
    const game = (await Game.findById(w.eaglesGame._id).lean())!;
    expect(game.team1Players.map(String)).toContain(w.players.benched.id);
    expect((await PlayerStat.findOne({ playerId: w.players.benched._id }).lean())!.stats.td).toBe(1);
  });

  it("when a player found nowhere is added to the club's list as a new WR, then he is created on the club with his line, once", async () => {
    const w = await world();
    const file = `${ROUND_CSV}\nWolves;19;Új Játékos;;;;1;;;;`;

    const previewed = await upload(`${round(w)}/stats-import/preview`, file)
      .field('resolutions', JSON.stringify({ '11': 'new:WR' }))
      .set(await asOwner());
    const res = await apply(w, file, { '11': 'new:WR' });
    const again = await apply(w, file, { '11': 'new:WR' });

    expect(previewed.body.games[0].lines[4]).toMatchObject({
      status: 'new',
      player: { id: '', name: 'Új Játékos', position: 'WR', jerseyNumber: 19 },
    });
    expect(res.status).toBe(200);
    const created = await Player.find({ name: 'Új Játékos' }).lean();
    expect(created).toMatchObject([
      { position: 'WR', jerseyNumber: 19, teamId: w.eaglesGame.team2Id, status: 'active' },
    ]);
    expect((await PlayerStat.findOne({ playerId: created[0]!._id }).lean())!.stats.td).toBe(1);
    const game = (await Game.findById(w.eaglesGame._id).lean())!;
    expect(game.team2Players.map(String)).toContain(created[0]!._id.toHexString());
    expect(again.body.alreadyApplied).toBe(true);
    expect(await Player.countDocuments({ name: 'Új Játékos' })).toBe(1);
  });

  it('when a new player is asked for a DEF unit or with a choice of no form, then the choice is refused', async () => {
    const w = await world();

    const res = await apply(w, `${ROUND_CSV}\nWolves;19;Új Játékos;;;;1;;;;`, { '11': 'new:DEF' });

    expect(res.status).toBe(400);
    await writtenNothing();
  });

  it('when the import has a row with an error or a player not found, then apply is refused and nothing is written', async () => {
    const w = await world();

    const broken = await apply(w, `${ROUND_CSV}\nWolves;7;Wes Wolf;;x;;;;;;`);
    const unresolved = await apply(w, `${ROUND_CSV}\nWolves;99;Nobody;;;;;;;;`);

    expect(broken.status).toBe(400);
    expect(broken.body.error.message).toMatch(/rows with errors or players not found/);
    expect(broken.body.error.violations).toEqual([
      { property: 'rows.11', message: 'Pass yds: "x" is not a whole number.' },
    ]);
    expect(unresolved.status).toBe(400);
    await writtenNothing();
  });

  it('when a not-found row is skipped, then the rest is applied', async () => {
    const w = await world();

    const res = await apply(w, `${ROUND_CSV}\nWolves;99;Nobody;;;;;;;;`, { '11': 'skip' });

    expect(res.status).toBe(200);
    expect(res.body.lines).toBe(5);
  });

  it('when the round is locked, then the preview says so and apply writes nothing', async () => {
    const w = await world();

    const res = await upload(`${round(w, 1)}/stats-import/preview`, ROUND_CSV).set(await asOwner());
    const applied = await upload(`${round(w, 1)}/stats-import/apply`, ROUND_CSV).set(await asOwner());

    expect(res.body.games[0].errors).toEqual([{ message: 'errors:gameStatsLocked' }]);
    expect(applied.status).toBe(400);
    await writtenNothing();
  });
  it("when a round's template is filled for one game only, then the other game, left as it came, is not imported", async () => {
    const w = await world();
    const template = await request(app)
      .get(`${round(w)}/stats-template.csv`)
      .set(await asOwner());
    const filled = template.text
      .replace('"Győri Sasok","","","",', '"Győri Sasok","","",28,')
      .replace('"Wolves","","","",', '"Wolves","","",21,');

    const res = await preview(w, filled);
    const applied = await apply(w, filled);

    expect(res.body.canApply).toBe(true);
    expect(res.body.games.map((game: { inFile: boolean }) => game.inFile)).toEqual([true, false]);
    expect(applied.body).toMatchObject({ games: 1 });
    expect(await Game.countDocuments({ hasStats: true })).toBe(1);
  });
});

describe('GET /seasons/:id/weeks/:week/stats-template.xlsx|csv', () => {
  it("when the Hungarian owner downloads the workbook, then its headers are Hungarian and it lists the round's clubs and players", async () => {
    const w = await world();

    const res = await request(app)
      .get(`${round(w)}/stats-template.xlsx`)
      .set(await asHungarianOwner())
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });

    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toContain('statisztika-2-fordulo.xlsx');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as ExcelJS.Buffer);
    const rows = book.worksheets[0]!.getSheetValues().slice(1) as unknown[][];
    expect(rows[0]!.slice(1, 6)).toEqual(['Csapat', 'Mezszám', 'Játékos', 'Eredmény', 'Passz yard']);
    expect(rows.slice(1, 5).map((row) => row.slice(1, 4))).toEqual([
      ['Győri Sasok', undefined, undefined],
      ['Győri Sasok', 12, 'Kovács Ákos'],
      ['Győri Sasok', 3, 'Kim Kicker'],
      ['Győri Sasok', undefined, 'Sasok Defense'],
    ]);
  });

  it("when a saved round's CSV template is imported untouched, then nothing would change", async () => {
    const w = await world();
    await apply(w);
    const template = await request(app)
      .get(`${round(w)}/stats-template.csv`)
      .set(await asOwner());

    const res = await preview(w, template.text);

    expect(res.body.counts).toMatchObject({ new: 0, changed: 0, notFound: 0, errors: 0 });
    expect(res.body.games[1].team1.score).toEqual({ old: 14, new: 14 });
  });
});
