import ExcelJS from 'exceljs';
import { API, TOTAL_COUNT_HEADER, type LeagueDetails } from '@hfl/contracts';
import { TEST_IMAGES } from '@hfl/kit/testing';
import { OWNER, startStack, type Stack } from './testing/stack';

/** Multipart league forms, stored pictures and the owner's Excel export, through the BFF's proxy to real services. */

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_league_uploads');
});

afterAll(async () => {
  await stack.stop();
});

function leagueForm(slides: { title: string; image: Buffer; filename: string }[]): FormData {
  const form = new FormData();
  form.append('name', 'Proxy Bowl');
  form.append('nbMaxTeams', '6');
  form.append('description', 'Made through the BFF');
  slides.forEach((slide, i) => {
    form.append(`images[${i}][title]`, slide.title);
    form.append(`images[${i}][image]`, new Blob([Uint8Array.from(slide.image)]), slide.filename);
  });
  return form;
}

describe('league pictures through the BFF', () => {
  it('when the owner creates a league with two slides (multipart), then the details list them and each picture is served with caching', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);

    const created = await owner.post<{ id: string }>(
      API.leagues,
      leagueForm([
        { title: 'Kick-off', image: TEST_IMAGES.png, filename: 'kickoff.png' },
        { title: 'Trophy', image: TEST_IMAGES.jpeg, filename: 'trophy.jpg' },
      ]),
    );

    expect(created.status).toBe(201);
    const details = await stack.browser().get<LeagueDetails>(API.league(created.body.id));
    expect(details.body).toMatchObject({ name: 'Proxy Bowl', nbMaxTeams: 6, adminUser: null, currentSeason: null });
    expect(details.body.slides.map((s) => s.title)).toEqual(['Kick-off', 'Trophy']);
    const pictures = await Promise.all(details.body.slides.map((s) => stack.browser().get<Buffer>(s.image)));
    expect(pictures.map((p) => [p.status, p.headers.get('content-type'), p.headers.get('cache-control')])).toEqual([
      [200, 'image/png', 'public, max-age=31536000, immutable'],
      [200, 'image/jpeg', 'public, max-age=31536000, immutable'],
    ]);
    expect(pictures.map((p) => p.body)).toEqual([TEST_IMAGES.png, TEST_IMAGES.jpeg]);
  });

  it('when a slide is a text file called x.png, then the violation comes through and no league is made', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);
    // The list is paged: its total comes through the BFF in X-Total-Count.
    const leagueCount = async () => {
      const total = (await owner.get<unknown[]>(API.leagues)).headers.get(TOTAL_COUNT_HEADER);
      expect(total).toMatch(/^\d+$/);
      return Number(total);
    };
    const before = await leagueCount();

    const res = await owner.post(
      API.leagues,
      leagueForm([{ title: 'Fake', image: Buffer.from('plain text'), filename: 'x.png' }]),
    );

    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: {
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [{ property: 'images[0].image', message: 'Unsupported Format' }],
      },
    });
    expect(await leagueCount()).toBe(before);
  });

  it('when a multipart form comes without the CSRF token, then the BFF refuses it before any service', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);

    const res = await owner.request('POST', API.leagues, {
      body: leagueForm([{ title: 'Sneaky', image: TEST_IMAGES.png, filename: 's.png' }]),
      csrf: false,
    });

    expect(res.status).toBe(403);
  });
});

describe('GET /api/leagues.xlsx through the BFF', () => {
  it('when the owner exports, then the workbook arrives as a download', async () => {
    const owner = stack.browser();
    await owner.signIn(OWNER.email, OWNER.password);
    await owner.post(API.leagues, { name: 'Export Me', nbMaxTeams: 4, description: 'In the sheet' });

    const res = await owner.get<Buffer>(API.leaguesExport);

    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="leagues.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.body as unknown as ExcelJS.Buffer);
    const names = (workbook.worksheets[0]!.getColumn(1).values as unknown[]).slice(1);
    expect(names[0]).toBe('Name');
    expect(names).toContain('Export Me');
  });

  it('when a visitor asks, then 401', async () => {
    const res = await stack.browser().get(API.leaguesExport);

    expect(res.status).toBe(401);
  });
});
