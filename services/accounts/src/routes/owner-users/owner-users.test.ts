import request from 'supertest';
import type { Express } from 'express';
import ExcelJS from 'exceljs';
import mongoose from 'mongoose';
import { ROLES } from '@hfl/contracts';
import {
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  startPeers,
  testDatabaseName,
  allowTestTime,
} from '@hfl/kit/testing';
import { BannedEmail, emailHash } from '../../models/banned-email';
import { User, type UserDocument } from '../../models/user';
import { turnOff } from '../../alerts/settings';
import { createUser, TEST_PASSWORD } from '../../testing/factories';
import { storedLeague, storedMemberships, writeLeague } from '../../testing/peer-storage';
import { as, asVisitor, startAccounts } from '../../testing/support';

allowTestTime(60_000);

let app: Express;
const NAME = 'accounts_owner_users';

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName(NAME));
  const { stats } = await startPeers(['stats']);
  const { fantasy } = await startPeers(['fantasy'], { fantasy: { STATS_URL: stats.url } });
  const { leagues } = await startPeers(['leagues'], { leagues: { FANTASY_URL: fantasy.url } });
  // Kept nothing between requests: every test sees the database as it wrote it.
  app = await startAccounts(NAME, {
    LEAGUES_URL: leagues.url,
    FANTASY_URL: fantasy.url,
    OWNER_USERS_FACTS_FRESH_MS: '0',
    OWNER_USERS_LIST_FRESH_MS: '0',
  });
});

afterAll(dropTestDatabase);

beforeEach(async () => {
  const db = mongoose.connection.db!;
  await Promise.all(
    ['users', 'leagues', 'memberships', 'banned_emails', 'league_admin_changes'].map((name) =>
      db.collection(name).deleteMany({}),
    ),
  );
});

const owner = () => createUser({ firstName: 'Olga', lastName: 'Owner', roles: [ROLES.USER, ROLES.SUPER_ADMIN] });

/** Anna runs a full league of 2 with Béla; Csaba is in no league and reads the newsletter; Dénes is deleted. */
async function people() {
  const boss = await owner();
  const anna = await createUser({ firstName: 'Anna', lastName: 'Admin' });
  const bela = await createUser({ firstName: 'Béla', lastName: 'Member' });
  const csaba = await createUser({ firstName: 'Csaba', lastName: 'Reader', newsletter: true });
  await createUser({ firstName: 'Dénes', lastName: 'Gone', deletedAt: new Date() });
  const leagueId = await writeLeague(2, [
    { userId: anna.id as string, role: 'LEAGUE_ADMIN' },
    { userId: bela.id as string },
  ]);
  const open = await writeLeague(4, [{ userId: bela.id as string }]);
  return { boss, anna, bela, csaba, leagueId, open };
}

const get = async (path: string, who: UserDocument) =>
  request(app)
    .get(path)
    .set(await as(who));

const names = (rows: { name: string }[]) => rows.map((row) => row.name).sort();

describe('GET /users', () => {
  it.each([
    ['no filter', '', ['Anna Admin', 'Béla Member', 'Csaba Reader', 'Olga Owner']],
    ['Admin', '?memberType=LEAGUE_ADMIN', ['Anna Admin']],
    ['User', '?memberType=LEAGUE_USER', ['Béla Member']],
    ['no league', '?nbLeagues=0', ['Csaba Reader', 'Olga Owner']],
    ['2 leagues', '?nbLeagues=2', ['Béla Member']],
    ['1 or 2 leagues', '?nbLeagues=1,2', ['Anna Admin', 'Béla Member']],
    ['an available league', '?leagueFillStatus=available', ['Béla Member']],
    ['Admin of an available league', '?memberType=LEAGUE_ADMIN&leagueFillStatus=available', []],
    ['no season: every league ok', '?leagueSizeGrade=ok', ['Anna Admin', 'Béla Member']],
    ['no season: no league big', '?leagueSizeGrade=big', []],
    ['no season: no draft scheduled', '?draftStatus=not_scheduled', ['Anna Admin', 'Béla Member']],
    ['newsletter yes', '?newsletter=1', ['Csaba Reader']],
    ['newsletter no', '?newsletter=0', ['Anna Admin', 'Béla Member', 'Olga Owner']],
  ])(
    'when the owner filters by %s, then only the matching users are listed (never a deleted one)',
    async (_what, query, expected) => {
      const { boss } = await people();

      const res = await get(`/users${query}`, boss);

      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    },
  );

  it('when the owner asks for a page, then the rows of that page, oldest account first, with their facts', async () => {
    const { boss, bela } = await people();

    const res = await get('/users?limit=2&offset=2', boss);

    expect(res.status).toBe(200);
    expect(res.headers['x-total-count']).toBe('4');
    expect(res.body).toEqual([
      {
        id: bela.id,
        name: 'Béla Member',
        email: bela.email,
        memberTypes: ['LEAGUE_USER'],
        nbLeagues: 2,
        newsletter: false,
        createdAt: bela.createdAt.toISOString(),
        status: 'active',
        suspendedReason: null,
        isSuperAdmin: false,
      },
      expect.objectContaining({ name: 'Csaba Reader', newsletter: true, nbLeagues: 0, memberTypes: [] }),
    ]);
  });

  it.each([
    ['an unknown member type', '?memberType=OWNER'],
    ['a repeated parameter', '?memberType=LEAGUE_ADMIN&memberType=LEAGUE_USER'],
    ['a negative number of leagues', '?nbLeagues=-1'],
    ['an unknown draft length', '?draftLength=3-25'],
    ['an empty value in a list', '?leagueFillStatus=full,'],
    ['a newsletter word', '?newsletter=yes'],
    ['a page too long', '?limit=101'],
  ])('when the query holds %s, then 400 and no rows', async (_what, query) => {
    const { boss } = await people();

    const res = await get(`/users${query}`, boss);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });
});

describe('GET /users-filters, GET /users/ids', () => {
  it('when the owner asks for the options, then the most leagues anyone is in and the spec values', async () => {
    const { boss } = await people();

    const res = await get('/users-filters', boss);

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      memberTypes: ['LEAGUE_ADMIN', 'LEAGUE_USER'],
      nbMaxLeagues: 2,
      leagueFillStatuses: ['full', 'available'],
      leagueSizeGrades: ['ok', 'big'],
      draftStatuses: ['done', 'scheduled', 'not_scheduled'],
      draftLengths: ['*-3', '3-24', '24-48', '48-72', '72-168', '168-336', '336-504', '504-672', '672-*'],
    });
  });

  it('when the owner asks for every matching id, then all of them, not a page', async () => {
    const { boss, anna, bela } = await people();

    const res = await get('/users/ids?nbLeagues=1,2', boss);

    expect(res.status).toBe(200);
    expect([...res.body.ids].sort()).toEqual([anna.id, bela.id].sort());
  });
});

describe('GET /users.csv, GET /users.xlsx', () => {
  it('when the owner exports for the newsletter, then the subscribers with their e-mail, name and language, and nobody who unsubscribed or cannot be written to', async () => {
    const { boss, csaba } = await people();
    const eszter = await createUser({ firstName: 'Eszter', lastName: 'Őri', newsletter: true, locale: 'hu' });
    const gone = await createUser({ firstName: 'Gábor', lastName: 'Left', newsletter: true });
    // Gábor follows the newsletter's unsubscribe link.
    await turnOff(gone._id, 'newsletter');
    // Subscribed, but an address never confirmed, a suspended and a disabled account are not written to.
    await createUser({ firstName: 'Ubul', lastName: 'Unconfirmed', newsletter: true, confirmedAt: null });
    await createUser({ firstName: 'Sára', lastName: 'Suspended', newsletter: true, suspendedAt: new Date() });
    await createUser({ firstName: 'Dezső', lastName: 'Disabled', newsletter: true, disabledAt: new Date() });

    const res = await get('/users.csv?newsletter=1', boss);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    // With a BOM (accents survive Excel), every text quoted (one cell whatever the list separator); each name as
    // its subscriber's language writes it.
    expect(res.text).toBe(
      '\uFEFF"email","name","language"\r\n' +
        `"${csaba.email}","Csaba Reader","en"\r\n` +
        `"${eszter.email}","Őri Eszter","hu"\r\n`,
    );
  });

  it('when the owner exports to Excel, then a real workbook of the filtered users', async () => {
    const { boss, anna } = await people();

    const res = await request(app)
      .get('/users.xlsx?memberType=LEAGUE_ADMIN')
      .set(await as(boss))
      .buffer(true)
      .parse((stream, done) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => done(null, Buffer.concat(chunks)));
      });

    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(1).getCell(1).value).toBe('Name');
    expect(sheet.getRow(2).getCell(1).value).toBe('Anna Admin');
    expect(sheet.getRow(2).getCell(2).value).toBe(anna.email);
    expect(sheet.getRow(2).getCell(3).value).toBe('Admin');
  });

  it("when the owner exports a sorted table, then the file's rows come in the table's order", async () => {
    const { boss } = await people();
    const family = `Sorted${Date.now()}`;
    for (const firstName of ['Béla', 'Ádám', 'Cecil']) await createUser({ firstName, lastName: family });

    const byName = async (direction: string) => {
      const res = await get(`/users.csv?term=${family}&sort=name&direction=${direction}`, boss);
      expect(res.status).toBe(200);
      return res.text
        .split('\r\n')
        .slice(1, -1)
        .map((line) => line.split(',')[0]);
    };

    expect(await byName('asc')).toEqual([`"Ádám ${family}"`, `"Béla ${family}"`, `"Cecil ${family}"`]);
    expect(await byName('desc')).toEqual([`"Cecil ${family}"`, `"Béla ${family}"`, `"Ádám ${family}"`]);
  });
});

describe('who may', () => {
  const routes: [string, string][] = [
    ['GET', '/users-filters'],
    ['GET', '/users'],
    ['GET', '/users/ids'],
    ['GET', '/users.csv?newsletter=1'],
    ['GET', '/users.xlsx'],
    ['POST', '/users/:id/suspend'],
    ['POST', '/users/:id/unsuspend'],
    ['POST', '/users/:id/disable'],
    ['POST', '/users/:id/enable'],
    ['DELETE', '/users/:id'],
  ];

  it.each(routes)('when a visitor calls %s %s, then 401', async (method, path) => {
    const target = await createUser();
    const call = request(app)[method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'delete'](
      path.replace(':id', target.id as string),
    );

    const res = await call.set(await asVisitor()).send({ reason: 'Spam' });

    expect(res.status).toBe(401);
    expect(await User.findById(target.id)).toMatchObject({ suspendedAt: null, disabledAt: null, deletedAt: null });
  });

  it.each(routes)('when a user calls %s %s, then 403', async (method, path) => {
    const [user, target] = await Promise.all([createUser(), createUser()]);
    const call = request(app)[method === 'GET' ? 'get' : method === 'POST' ? 'post' : 'delete'](
      path.replace(':id', target.id as string),
    );

    const res = await call.set(await as(user)).send({ reason: 'Spam' });

    expect(res.status).toBe(403);
    expect(await User.findById(target.id)).toMatchObject({ suspendedAt: null, disabledAt: null, deletedAt: null });
  });

  it.each([
    ['suspend', 'post', '/suspend'],
    ['disable', 'post', '/disable'],
    ['delete', 'delete', ''],
  ] as const)(
    'when the owner tries to %s their own or another owner account, then 403 with the reason',
    async (_what, method, suffix) => {
      const [boss, other] = await Promise.all([owner(), owner()]);

      for (const target of [boss, other]) {
        const res = await request(app)
          [method](`/users/${target.id}${suffix}`)
          .set(await as(boss))
          .send({ reason: 'Spam' });

        expect(res.status).toBe(403);
        expect(res.body.error.message).toBe(
          "You cannot do this to your own account or to another site owner's account.",
        );
        expect(await User.findById(target.id)).toMatchObject({ suspendedAt: null, disabledAt: null, deletedAt: null });
      }
    },
  );

  it.each([
    ['a malformed id', 'not-an-id'],
    ['an unknown id', new mongoose.Types.ObjectId().toHexString()],
  ])('when the owner acts on %s, then 404', async (_what, id) => {
    const boss = await owner();

    const res = await request(app)
      .post(`/users/${id}/disable`)
      .set(await as(boss));

    expect(res.status).toBe(404);
  });
});

const logIn = async (email: string, locale: 'en' | 'hu' = 'en') =>
  request(app)
    .post('/auth')
    .set(await internalHeaders({ service: 'bff', locale }))
    .send({ username: email, password: TEST_PASSWORD });

describe('suspend, disable', () => {
  it('when the owner suspends a user, then the login is refused with the reason (both languages) until lifted', async () => {
    const [boss, user] = await Promise.all([owner(), createUser()]);

    const suspended = await request(app)
      .post(`/users/${user.id}/suspend`)
      .set(await as(boss))
      .send({ reason: 'Abusive team names' });

    expect(suspended.status).toBe(204);
    expect(await User.findById(user.id)).toMatchObject({ suspendedReason: 'Abusive team names' });
    const refused = await logIn(user.email);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({
      code: 'account_suspended',
      message: 'Your account has been suspended: Abusive team names',
    });
    expect((await logIn(user.email, 'hu')).body.error.message).toBe(
      'A fiókodat felfüggesztettük. Indoklás: Abusive team names',
    );
    expect((await get('/users', boss)).body.find((row: { id: string }) => row.id === user.id)).toMatchObject({
      status: 'suspended',
      suspendedReason: 'Abusive team names',
    });

    const lifted = await request(app)
      .post(`/users/${user.id}/unsuspend`)
      .set(await as(boss));

    expect(lifted.status).toBe(204);
    expect((await logIn(user.email)).status).toBe(200);
  });

  it.each([
    ['no reason', {}],
    ['a blank reason', { reason: '   ' }],
    ['a reason too long', { reason: 'x'.repeat(501) }],
  ])('when the owner suspends with %s, then 400 and nothing changes', async (_what, body) => {
    const [boss, user] = await Promise.all([owner(), createUser()]);

    const res = await request(app)
      .post(`/users/${user.id}/suspend`)
      .set(await as(boss))
      .send(body);

    expect(res.status).toBe(400);
    expect(await User.findById(user.id)).toMatchObject({ suspendedAt: null });
  });

  it('when the owner disables a user, then the login is refused as disabled until enabled', async () => {
    const [boss, user] = await Promise.all([owner(), createUser()]);

    expect(
      (
        await request(app)
          .post(`/users/${user.id}/disable`)
          .set(await as(boss))
      ).status,
    ).toBe(204);

    const refused = await logIn(user.email);
    expect(refused.status).toBe(401);
    expect(refused.body.error).toMatchObject({ code: 'account_disabled', message: 'This account has been disabled.' });

    await request(app)
      .post(`/users/${user.id}/enable`)
      .set(await as(boss));
    expect((await logIn(user.email)).status).toBe(200);
  });

  it('when a wrong password is given for a suspended account, then only "incorrect credentials" (the reason stays private)', async () => {
    const [boss, user] = await Promise.all([owner(), createUser()]);
    await request(app)
      .post(`/users/${user.id}/suspend`)
      .set(await as(boss))
      .send({ reason: 'Private reason' });

    const res = await request(app)
      .post('/auth')
      .set(await internalHeaders({ service: 'bff' }))
      .send({ username: user.email, password: 'Wrong-Password-1' });

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('invalid_credentials');
  });
});

describe('DELETE /users/:id', () => {
  it('when the owner deletes a league admin, then the account is emptied, the rights pass to the longest-standing member, the name comes back', async () => {
    const { boss, anna, bela, leagueId } = await people();

    const res = await request(app)
      .delete(`/users/${anna.id}`)
      .set(await as(boss));

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ name: 'Anna Admin' });
    const stored = await User.findById(anna.id);
    expect(stored).toMatchObject({ firstName: null, passwordHash: null, email: `deleted+${anna.id}@invalid` });
    expect(stored!.deletedAt).toBeInstanceOf(Date);
    expect(stored!.leaguesReleasePending).toBe(false);
    expect((await storedLeague(leagueId))!.adminUserId).toBe(bela.id);
    const roles = Object.fromEntries((await storedMemberships(leagueId)).map((m) => [m.userId, m.role]));
    expect(roles).toEqual({ [anna.id as string]: 'LEAGUE_USER', [bela.id as string]: 'LEAGUE_ADMIN' });
    expect(await BannedEmail.countDocuments()).toBe(0);
    expect(names((await get('/users', boss)).body)).not.toContain('Anna Admin');
  });

  it('when the owner deletes the lone member of a league, then the league stays, without an admin', async () => {
    const boss = await owner();
    const lone = await createUser({ firstName: 'Lone', lastName: 'Ranger' });
    const leagueId = await writeLeague(4, [{ userId: lone.id as string, role: 'LEAGUE_ADMIN' }]);

    const res = await request(app)
      .delete(`/users/${lone.id}`)
      .set(await as(boss));

    expect(res.status).toBe(200);
    expect(await storedLeague(leagueId)).toMatchObject({ adminUserId: null });
    expect((await storedMemberships(leagueId)).map((m) => m.role)).toEqual(['LEAGUE_USER']);
    expect(await User.findById(lone.id)).toMatchObject({ deletedByOwner: true, leaguesReleasePending: false });
  });

  it('when the owner deletes for a breach, then the address is kept hashed and registering with it is refused (both languages)', async () => {
    const [boss, user] = await Promise.all([owner(), createUser()]);

    const res = await request(app)
      .delete(`/users/${user.id}?breach=1`)
      .set(await as(boss));

    expect(res.status).toBe(200);
    expect(await BannedEmail.findById(emailHash(user.email.toUpperCase()))).not.toBeNull();
    const registration = (locale: 'en' | 'hu') =>
      request(app).post('/user/register').set(internalHeadersFor(locale)).send({
        firstName: 'Again',
        lastName: 'Spammer',
        gender: 'm',
        location: 'Pécs',
        birthDate: '1990-01-01',
        email: user.email.toUpperCase(),
        emailConfirm: user.email,
        password: 'Touchdown-2026',
        passwordConfirm: 'Touchdown-2026',
        newsletter: false,
      });
    const refused = await registration('en');
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(
      'This e-mail address cannot be used to register: its account was deleted for a breach of the rules.',
    );
    expect((await registration('hu')).body.error.message).toContain('szabályszegés miatt');
    expect(await User.countDocuments({ email: user.email })).toBe(0);
  });

  it('when the breach query is not 0 or 1, then 400 and the account stays', async () => {
    const [boss, user] = await Promise.all([owner(), createUser()]);

    const res = await request(app)
      .delete(`/users/${user.id}?breach=yes`)
      .set(await as(boss));

    expect(res.status).toBe(400);
    expect(await User.findById(user.id)).toMatchObject({ deletedAt: null });
  });
});

let headerCache: Record<string, Record<string, string>> = {};
function internalHeadersFor(locale: 'en' | 'hu'): Record<string, string> {
  return headerCache[locale]!;
}
beforeAll(async () => {
  headerCache = { en: await asVisitor('en'), hu: await asVisitor('hu') };
});

describe('GET /users: search, order and page size', () => {
  /** Ákos and Zoltán besides the others; Zoltán's address is the only one at pelda.hu. */
  async function searchable() {
    const found = await people();
    const akos = await createUser({ firstName: 'Ákos', lastName: 'Kiss', email: 'kiss.a@example.com' });
    const zoltan = await createUser({ firstName: 'Zoltán', lastName: 'Nagy', email: 'zoli@pelda.hu' });
    return { ...found, akos, zoltan };
  }

  it.each([
    ['akos', ['Ákos Kiss']],
    ['ÁKOS', ['Ákos Kiss']],
    ['  Ákos  ', ['Ákos Kiss']],
    ['zoltan nagy', ['Zoltán Nagy']],
    ['PELDA.HU', ['Zoltán Nagy']],
    ['bela', ['Béla Member']],
    ['nagy@pelda', []],
    ['.*', []],
  ])(
    'when the owner searches "%s", then the users whose name or e-mail holds it, accents and case ignored',
    async (term, expected) => {
      const { boss } = await searchable();

      const res = await get(`/users?term=${encodeURIComponent(term)}`, boss);

      expect(res.status).toBe(200);
      expect(names(res.body)).toEqual(expected);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
    },
  );

  it('when the owner searches and filters, then both apply together', async () => {
    const { boss } = await searchable();

    const res = await get('/users?term=a&nbLeagues=0', boss);

    expect(names(res.body)).toEqual(['Csaba Reader', 'Olga Owner', 'Zoltán Nagy', 'Ákos Kiss'].sort());
  });

  it('when the whole list of a search is asked for, then every match, as the bulk message and exports take it', async () => {
    const { boss, akos } = await searchable();

    const ids = await get('/users/ids?term=KISS', boss);
    const csv = await request(app)
      .get('/users.csv?term=kiss')
      .set(await as(boss));

    expect(ids.body.ids).toEqual([akos.id]);
    expect(csv.text).toContain('Ákos Kiss');
    expect(csv.text).not.toContain('Zoltán');
  });

  it.each([
    ['name', 'asc', ['Anna Admin', 'Ákos Kiss', 'Béla Member', 'Zoltán Nagy', 'Olga Owner', 'Csaba Reader']],
    ['name', 'desc', ['Csaba Reader', 'Olga Owner', 'Zoltán Nagy', 'Béla Member', 'Ákos Kiss', 'Anna Admin']],
    ['createdAt', 'asc', ['Olga Owner', 'Anna Admin', 'Béla Member', 'Csaba Reader', 'Ákos Kiss', 'Zoltán Nagy']],
    ['createdAt', 'desc', ['Zoltán Nagy', 'Ákos Kiss', 'Csaba Reader', 'Béla Member', 'Anna Admin', 'Olga Owner']],
  ])('when the owner sorts by %s %s, then the rows come in that order', async (sort, direction, expected) => {
    const { boss } = await searchable();

    const res = await get(`/users?sort=${sort}&direction=${direction}`, boss);

    expect(res.status).toBe(200);
    expect(res.body.map((row: { name: string }) => row.name)).toEqual(expected);
  });

  it('when the owner reads the table in Hungarian, then names read family name first, the order by name unchanged', async () => {
    const { boss } = await searchable();

    const res = await request(app)
      .get('/users?sort=name&direction=asc')
      .set(await as(boss, 'hu'));
    const csv = await request(app)
      .get('/users.csv?term=kiss')
      .set(await as(boss, 'hu'));

    expect(res.body.map((row: { name: string }) => row.name)).toEqual([
      'Admin Anna',
      'Kiss Ákos',
      'Member Béla',
      'Nagy Zoltán',
      'Owner Olga',
      'Reader Csaba',
    ]);
    expect(csv.text).toContain('"Kiss Ákos"');
  });

  it('when the owner sorts by the number of leagues, then the most first (descending), ties newest first', async () => {
    const { boss } = await searchable();

    const res = await get('/users?sort=nbLeagues&direction=desc&limit=25', boss);

    expect(res.body.map((row: { name: string; nbLeagues: number }) => `${row.name} ${row.nbLeagues}`)).toEqual([
      'Béla Member 2',
      'Anna Admin 1',
      'Zoltán Nagy 0',
      'Ákos Kiss 0',
      'Csaba Reader 0',
      'Olga Owner 0',
    ]);
  });

  it('when the owner pages a sorted search, then the page is cut from the sorted matches', async () => {
    const { boss } = await searchable();

    const res = await get('/users?term=a&sort=name&limit=25&offset=0', boss);
    const second = await get('/users?sort=name&direction=desc&limit=50&offset=5', boss);

    expect(res.body.map((row: { name: string }) => row.name)).toEqual([
      'Anna Admin',
      'Ákos Kiss',
      'Béla Member',
      'Zoltán Nagy',
      'Olga Owner',
      'Csaba Reader',
    ]);
    expect(second.body.map((row: { name: string }) => row.name)).toEqual(['Anna Admin']);
    expect(second.headers['x-total-count']).toBe('6');
  });

  it.each([
    ['a page of 101', '?limit=101&sort=name'],
    ['an unknown order', '?sort=email'],
    ['an unknown direction', '?sort=name&direction=up'],
    ['a repeated order', '?sort=name&sort=createdAt'],
    ['a term too long', `?term=${'a'.repeat(101)}`],
    ['a repeated term', '?term=a&term=b'],
  ])('when the query holds %s, then 400 in the error envelope', async (_what, query) => {
    const { boss } = await people();

    const res = await get(`/users${query}`, boss);

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when accounts were stored before their search text, then the list gives it to them once and finds them', async () => {
    const { boss } = await people();
    const { insertedId } = await User.collection.insertOne({
      email: 'old.timer@example.com',
      passwordHash: 'x',
      firstName: 'Örs',
      lastName: 'Régi',
      newsletter: false,
      emailAlertsOff: [],
      emailDailySummary: false,
      roles: [ROLES.USER],
      locale: 'hu',
      confirmedAt: new Date(),
      deletedAt: null,
      leaguesReleasePending: false,
      deletedByOwner: false,
      createdAt: new Date(),
    });

    const res = await get('/users?term=ors%20regi', boss);
    const again = await get('/users?term=ors%20regi', boss);

    expect(names(res.body)).toEqual(['Örs Régi']);
    expect(names(again.body)).toEqual(['Örs Régi']);
    const stored = await User.findById(insertedId).lean();
    expect(stored?.search).toBe('ors regi\u0001old.timer@example.com');
  });

  it('when a user renames themselves or is deleted, then the search follows at once', async () => {
    const { boss, anna, csaba } = await people();

    await request(app)
      .post('/users/me')
      .set(await as(anna))
      .send({ firstName: 'Annamária', lastName: 'Ürge', gender: 'f', location: 'Győr', birthDate: '1990-01-01' })
      .expect(200);
    await request(app)
      .delete(`/users/${csaba.id}`)
      .set(await as(boss))
      .expect(200);

    expect(names((await get('/users?term=annamaria%20urge', boss)).body)).toEqual(['Annamária Ürge']);
    expect(names((await get('/users?term=anna%20admin', boss)).body)).toEqual([]);
    expect(names((await get('/users?term=csaba', boss)).body)).toEqual([]);
  });

  it('when code updates a name without its search text, then the update is refused (the search never goes stale)', async () => {
    const { anna } = await people();

    await expect(User.updateOne({ _id: anna._id }, { $set: { firstName: 'Hanna' } })).rejects.toThrow(/search/);
    await expect(User.updateOne({ _id: anna._id }, { lastName: 'Hanna' })).rejects.toThrow(/search/);
  });
});
