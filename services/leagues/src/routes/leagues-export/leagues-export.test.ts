import request from 'supertest';
import type { Express } from 'express';
import ExcelJS from 'exceljs';
import mongoose from 'mongoose';
import { internalHeaders } from '@hfl/kit/testing';
import { PAGE_SIZE_MAX } from '@hfl/contracts';
import { League } from '../../models/league';
import { addMember, createLeague } from '../../testing/factories';
import {
  asSuperAdmin,
  asUser,
  asVisitor,
  buildLeaguesApp,
  createAccountsUser,
  newUserId,
  setUpLeaguesTests,
  UNREACHABLE_URL,
} from '../../testing/support';

let app: Express;

setUpLeaguesTests('leagues_export', (service) => {
  app = service.app;
});

// The owner's timezone lives in content's settings, which the leagues' own clean-up leaves alone.
beforeEach(() => mongoose.connection.db!.collection('settings').deleteMany({}));

/** Collects the binary answer; supertest only buffers text and JSON by itself. */
function binary(res: request.Response, done: (error: Error | null, body: Buffer) => void): void {
  // In Node the response handed to a parser is the incoming stream.
  const stream = res as unknown as NodeJS.ReadableStream;
  const parts: Buffer[] = [];
  stream.on('data', (part: Buffer) => parts.push(part));
  stream.on('end', () => done(null, Buffer.concat(parts)));
}

async function download(headers: Record<string, string>, query = '') {
  return request(app).get(`/leagues.xlsx${query}`).set(headers).buffer(true).parse(binary);
}

async function sheetOf(body: Buffer): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ExcelJS.Buffer);
  return workbook.worksheets[0]!;
}

/** Every row's cell values (exceljs keeps a leading empty cell for column 0). */
function rowsOf(sheet: ExcelJS.Worksheet): unknown[][] {
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** Stored timestamps are set by the database; a test moves one to a chosen instant. */
async function createdAt(leagueId: mongoose.Types.ObjectId, at: string): Promise<void> {
  await mongoose.connection
    .db!.collection('leagues')
    .updateOne({ _id: leagueId }, { $set: { createdAt: new Date(at) } });
}

describe('GET /leagues.xlsx', () => {
  it('when the owner exports, then an .xlsx download holds the leagues table: bold header, admin, members x/max, date, description', async () => {
    const adminUserId = await createAccountsUser('Anna', 'Szabó');
    const { league: bulls } = await createLeague({
      name: 'Budapest Bulls',
      nbMaxTeams: 8,
      description: 'Friends',
      adminUserId,
    });
    await addMember(bulls);
    await addMember(bulls, { status: 'pending' });
    const { league: open } = await createLeague({
      name: 'Open League',
      nbMaxTeams: 4,
      description: '',
      adminUserId: null,
    });
    await createdAt(bulls._id, '2026-03-01T20:00:00Z');
    await createdAt(open._id, '2026-11-20T09:30:00Z');

    const res = await download(await asSuperAdmin());

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leagues.xlsx"');
    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.name).toBe('Leagues');
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(rowsOf(sheet)).toEqual([
      ['Name', 'Admin', 'Members', 'Created', 'Description'],
      // Budapest: 1 March 2026, 21:00 (the default site timezone).
      ['Budapest Bulls', 'Anna Szabó', '2/8', new Date('2026-03-01T00:00:00Z'), 'Friends'],
      ['Open League', '—', '0/4', new Date('2026-11-20T00:00:00Z'), ''],
    ]);
    expect(sheet.getCell('D2').numFmt).toBe('dd/mm/yyyy');
  });

  it("when the site runs on another timezone, then the date is that zone's day, and the header is in the caller's language", async () => {
    await mongoose.connection.db!.collection('settings').insertOne({ key: 'site', timezone: 'Asia/Tokyo' });
    const { league } = await createLeague({ name: 'Late', adminUserId: null });
    await createdAt(league._id, '2026-03-01T20:00:00Z');
    const hungarianOwner = await internalHeaders({ userId: newUserId(), roles: ['USER', 'SUPER_ADMIN'], locale: 'hu' });

    const res = await download(hungarianOwner);

    const sheet = await sheetOf(res.body as Buffer);
    expect(sheet.name).toBe('Ligák');
    expect(rowsOf(sheet)).toEqual([
      ['Név', 'Adminisztrátor', 'Tagok', 'Létrehozva', 'Leírás'],
      ['Late', '—', '0/4', new Date('2026-03-02T00:00:00Z'), 'A friendly league'],
    ]);
  });

  it('when a term is given, then only the matching leagues are exported', async () => {
    await createLeague({ name: 'Budapest Bulls' });
    await createLeague({ name: 'Győr Sharks' });

    const res = await download(await asSuperAdmin(), '?term=bulls');

    expect(rowsOf(await sheetOf(res.body as Buffer)).map((row) => row[0])).toEqual(['Name', 'Budapest Bulls']);
  });

  it("when there are more leagues than the list's largest page, then the export still holds every one", async () => {
    const names = Array.from({ length: PAGE_SIZE_MAX + 1 }, (_, i) => `League ${String(i + 1).padStart(3, '0')}`);
    await League.insertMany(names.map((name) => ({ name, description: '', nbMaxTeams: 4, adminUserId: null })));

    const res = await download(await asSuperAdmin());

    expect(rowsOf(await sheetOf(res.body as Buffer)).map((row) => row[0])).toEqual(['Name', ...names]);
  });

  it('when a league admin (not the owner) or a visitor asks, then 403 / 401 and no file', async () => {
    const { adminUserId } = await createLeague();

    const user = await request(app)
      .get('/leagues.xlsx')
      .set(await asUser(adminUserId!));
    const visitor = await request(app)
      .get('/leagues.xlsx')
      .set(await asVisitor());

    expect(user.status).toBe(403);
    expect(user.body.error.code).toBe('not_allowed');
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.code).toBe('authentication_required');
  });

  it('when accounts cannot name the admins, then 503 rather than a file with wrong names', async () => {
    await createLeague();
    const offline = buildLeaguesApp({ ACCOUNTS_URL: UNREACHABLE_URL });

    const res = await request(offline)
      .get('/leagues.xlsx')
      .set(await asSuperAdmin());

    expect(res.status).toBe(503);
  });
});

describe('GET /leagues.csv', () => {
  async function downloadCsv(headers: Record<string, string>, query = '') {
    return request(app).get(`/leagues.csv${query}`).set(headers).buffer(true).parse(binary);
  }
  const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

  it('when the owner exports, then a UTF-8 CSV with a BOM holds the same rows as the workbook, every text quoted', async () => {
    const adminUserId = await createAccountsUser('Anna', 'Szabó');
    const { league: bulls } = await createLeague({
      name: 'Budapest "Bulls", Ltd',
      nbMaxTeams: 8,
      description: 'Friends\nfrom work',
      adminUserId,
    });
    await addMember(bulls);
    const { league: formula } = await createLeague({
      name: '=HYPERLINK("http://evil")',
      nbMaxTeams: 4,
      description: 'Árvíztűrő; tükörfúrógép',
      adminUserId: null,
    });
    await createdAt(bulls._id, '2026-03-01T20:00:00Z');
    await createdAt(formula._id, '2026-11-20T09:30:00Z');

    const res = await downloadCsv(await asSuperAdmin());

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="leagues.csv"');
    const body = res.body as Buffer;
    expect(body.subarray(0, 3)).toEqual(BOM);
    expect(body.subarray(3).toString('utf8')).toBe(
      [
        '"Name","Admin","Members","Created","Description"',
        '"Budapest ""Bulls"", Ltd","Anna Szabó","2/8","01/03/2026","Friends\nfrom work"',
        // A spreadsheet must not run a league name as a formula, nor split a text at a semicolon (Hungarian Excel).
        `"'=HYPERLINK(""http://evil"")","—","0/4","20/11/2026","Árvíztűrő; tükörfúrógép"`,
        '',
      ].join('\r\n'),
    );
  });

  it("when a term is given, then only the matching leagues come, with headers in the caller's language", async () => {
    await createLeague({ name: 'Budapest Bulls', adminUserId: null });
    await createLeague({ name: 'Győr Sharks', adminUserId: null });
    const hungarianOwner = await internalHeaders({ userId: newUserId(), roles: ['USER', 'SUPER_ADMIN'], locale: 'hu' });

    const res = await downloadCsv(hungarianOwner, '?term=sharks');

    const lines = (res.body as Buffer).subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toBe('"Név","Adminisztrátor","Tagok","Létrehozva","Leírás"');
    expect(lines.slice(1, -1).map((line) => line.split(',')[0])).toEqual(['"Győr Sharks"']);
  });

  it.each([
    ['a league admin (not the owner)', 403, (userId: string) => asUser(userId)],
    ['a visitor', 401, () => asVisitor()],
  ])('when %s asks, then %i and no file', async (_who, status, headers) => {
    const { adminUserId } = await createLeague();

    const res = await request(app)
      .get('/leagues.csv')
      .set(await headers(adminUserId!));

    expect(res.status).toBe(status);
    expect(res.headers['content-disposition']).toBeUndefined();
  });
});
