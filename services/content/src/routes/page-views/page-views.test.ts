import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import type { PageViewCount } from '@hfl/contracts';
import { internalHeaders, setUpServiceTests } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadContentConfig } from '../../config';
import {
  pageViewCollection,
  pageViewCollectionName,
  pageViewDays,
  PageViewDay,
  PageViewDayCounted,
} from '../../models/page-view';
import { dayKey, pageViewCounts, sweepPageViews } from '../../page-views/page-views';

let app: Express;

setUpServiceTests(
  'content_page_views',
  (env) => buildApp(loadContentConfig(env)),
  [PageViewDay, PageViewDayCounted],
  (built) => {
    app = built;
  },
);

const DAY_MS = 24 * 60 * 60 * 1000;
const id = () => new mongoose.Types.ObjectId().toHexString();
const owner = () => internalHeaders({ userId: id(), roles: ['SUPER_ADMIN'] });
const player = (locale: 'en' | 'hu' = 'en') => internalHeaders({ userId: id(), roles: ['USER'], locale });
const visitor = (locale: 'en' | 'hu' = 'en') => internalHeaders({ locale });

/** Views of `path`, `daysAgo` days before now (one per entry), each in its day's collection. */
async function storeViews(path: string, daysAgo: number[], now = Date.now()) {
  for (const days of daysAgo) {
    const at = new Date(now - days * DAY_MS);
    await pageViewCollection(dayKey(at.getTime())).insertOne({ path, at, locale: 'en', signedIn: false });
  }
}

/** Every stored view, oldest day first. */
async function storedViews() {
  const days = await pageViewDays();
  return (await Promise.all(days.map((day) => pageViewCollection(day).find({}).toArray()))).flat();
}

async function dropViews() {
  for (const day of await pageViewDays()) await mongoose.connection.db!.dropCollection(pageViewCollectionName(day));
}

beforeEach(dropViews);

describe('POST /page-views', () => {
  it('when a visitor opens a league page, then the page is stored without query or ids, and nothing that names them', async () => {
    const res = await request(app)
      .post('/page-views')
      .set(await visitor('hu'))
      .send({ path: `/leagues/${id()}/standings?week=2` });

    expect(res.status).toBe(204);
    const stored = await storedViews();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toEqual({
      _id: expect.any(mongoose.Types.ObjectId),
      path: '/leagues/:id/standings',
      at: expect.any(Date),
      locale: 'hu',
      signedIn: false,
    });
    expect(Date.now() - stored[0]!.at.getTime()).toBeLessThan(10_000);
  });

  it('when a signed-in player opens a page, then it is stored as signed in, without their id', async () => {
    const res = await request(app)
      .post('/page-views')
      .set(await player())
      .send({ path: '/game-center' });

    expect(res.status).toBe(204);
    const stored = await storedViews();
    expect(stored.map(({ path, signedIn, locale }) => ({ path, signedIn, locale }))).toEqual([
      { path: '/game-center', signedIn: true, locale: 'en' },
    ]);
    expect(Object.keys(stored[0]!).sort()).toEqual(['_id', 'at', 'locale', 'path', 'signedIn']);
  });

  it.each([
    ['no path', {}],
    ['a path not starting with /', { path: 'leagues' }],
    ['an object', { path: { $gt: '' } }],
    ['a path too long', { path: `/${'a'.repeat(2001)}` }],
  ])('when the body has %s, then 400 and nothing is stored', async (_case, body) => {
    const res = await request(app)
      .post('/page-views')
      .set(await visitor())
      .send(body);

    expect(res.status).toBe(400);
    expect(await storedViews()).toEqual([]);
  });

  it('when called without the internal token, then 401 and nothing is stored', async () => {
    const res = await request(app).post('/page-views').send({ path: '/' });

    expect(res.status).toBe(401);
    expect(await storedViews()).toEqual([]);
  });
});

describe('GET /owner/page-views', () => {
  it.each([
    ['a visitor', 401, visitor],
    ['a player', 403, player],
  ])('when %s asks, then %i', async (_who, status, headers) => {
    const res = await request(app)
      .get('/owner/page-views')
      .set(await headers());

    expect(res.status).toBe(status);
  });

  it('when nothing was viewed, then the owner gets an empty list', async () => {
    const res = await request(app)
      .get('/owner/page-views')
      .set(await owner());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('when pages were viewed over the last weeks, then the owner gets per page the 7- and 30-day counts, most viewed over 30 days first', async () => {
    await storeViews('/leaderboard', [0, 0, 1, 3, 10, 20, 29.5]);
    await storeViews('/', [0, 2, 8, 40, 89]);
    await storeViews('/faq', [0.01, 12, 13, 14, 15, 16, 17, 18]);

    const res = await request(app)
      .get('/owner/page-views')
      .set(await owner());

    expect(res.status).toBe(200);
    // Days are UTC calendar days: a view 29.5 days ago may fall on the 31st day back, one 0.01 day ago on yesterday.
    const byPath = Object.fromEntries((res.body as PageViewCount[]).map((row) => [row.path, row]));
    expect(res.body.map((row: { path: string }) => row.path)).toEqual(['/faq', '/leaderboard', '/']);
    expect(byPath['/faq']).toEqual({ path: '/faq', last7Days: 1, last30Days: 8 });
    expect(byPath['/']).toEqual({ path: '/', last7Days: 2, last30Days: 3 });
    expect(byPath['/leaderboard']!.last7Days).toBe(4);
    expect([6, 7]).toContain(byPath['/leaderboard']!.last30Days);
  });

  it('when a finished day was read once, then its counts are stored per page and later reads do not count its views again', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    await storeViews('/blog', [1, 1, 2], now.getTime());

    const first = await pageViewCounts(now);
    expect(first).toEqual([{ path: '/blog', last7Days: 3, last30Days: 3 }]);
    expect((await PageViewDay.find({}).sort({ _id: 1 }).lean()).map(({ _id, count }) => ({ _id, count }))).toEqual([
      { _id: '2026-03-08 /blog', count: 1 },
      { _id: '2026-03-09 /blog', count: 2 },
    ]);
    expect(await PageViewDayCounted.countDocuments({ _id: '2026-03-09' })).toBe(1);

    // Two reads at once count a day once: the second's inserts are duplicates.
    await PageViewDayCounted.deleteMany({});
    const [a, b] = await Promise.all([pageViewCounts(now), pageViewCounts(now)]);
    expect(a).toEqual(first);
    expect(b).toEqual(first);
    expect(await PageViewDay.countDocuments()).toBe(2);

    // From the stored counts alone: the views could be gone, the counts stay.
    await dropViews();
    expect(await pageViewCounts(now)).toEqual(first);
  });
});

describe('the retention sweep', () => {
  it("when views are older than 90 days, then the sweep drops their days' collections and deletes their day counts, and keeps the rest", async () => {
    const now = new Date('2026-06-01T08:00:00Z');
    await storeViews('/old', [91, 95], now.getTime());
    await storeViews('/recent', [1, 89], now.getTime());
    await PageViewDay.create({ _id: '2026-01-01 /old', day: '2026-01-01', path: '/old', count: 4 });
    await PageViewDayCounted.create({ _id: '2026-01-01' });

    const { droppedDays } = await sweepPageViews(now);

    expect(droppedDays).toEqual(['2026-02-26', '2026-03-02']);
    expect(await pageViewDays()).toEqual(['2026-03-04', '2026-05-31']);
    expect((await storedViews()).map((v) => v.path)).toEqual(['/recent', '/recent']);
    expect(await PageViewDay.countDocuments({ path: '/old' })).toBe(0);
    expect(await PageViewDayCounted.countDocuments({ _id: '2026-01-01' })).toBe(0);
    // The finished days of the window are counted ready for the owner's first read.
    expect(await PageViewDay.countDocuments({ _id: '2026-05-31 /recent' })).toBe(1);
  });
});
