import mongoose from 'mongoose';
import type { AdPage } from '@hfl/contracts';
import { startStack, type Stack } from './testing/stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startStack('bff_page_views', { PAGE_VIEW_RATE_LIMIT: '3' });
});

afterAll(async () => {
  await stack.stop();
});

/** The views content stored today (one collection per UTC day; the test runs within a minute or two). */
const storedViews = () =>
  mongoose.connection
    .db!.collection(`page_views_${new Date().toISOString().slice(0, 10).replace(/-/g, '')}`)
    .find({}, { projection: { _id: 0, path: 1, signedIn: 1 } })
    .toArray();

describe('POST /api/page-views', () => {
  it('when a visitor posts without the CSRF token, then 403 and nothing is stored', async () => {
    const res = await stack.browser().post('/api/page-views', { path: '/faq' }, { csrf: false });

    expect(res.status).toBe(403);
    expect(await storedViews()).toEqual([]);
  });

  it('when a visitor sends more page views than the limit, then the rest are refused 429 and not stored; another visitor is not affected', async () => {
    const visitor = stack.browser();
    const statuses = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await visitor.post('/api/page-views', { path: `/leagues/l${i}` })).status);
    const other = await stack.browser().post('/api/page-views', { path: '/faq', extra: 'ignored' });

    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(other.status).toBe(204);
    expect(await storedViews()).toEqual([
      { path: '/leagues/:id', signedIn: false },
      { path: '/leagues/:id', signedIn: false },
      { path: '/leagues/:id', signedIn: false },
      { path: '/faq', signedIn: false },
    ]);
  });
});

describe('POST /api/ads/{id}/clicks', () => {
  /** An ad in a slot the seed leaves empty, stored as content stores it (the stack shares content's database). */
  const anAd = async (page: AdPage) => {
    const id = new mongoose.Types.ObjectId();
    await mongoose.connection.db!.collection('ads').insertOne({
      _id: id,
      page,
      placement: 'top',
      image: new mongoose.Types.ObjectId(),
      url: '/create-league',
    });
    return id.toHexString();
  };
  const storedClicks = (ad: string) =>
    mongoose.connection.db!.collection('ad_clicks').countDocuments({ ad: new mongoose.Types.ObjectId(ad) });

  it('when a visitor clicks without the CSRF token, then 403 and nothing is counted', async () => {
    const ad = await anAd('team');

    const res = await stack.browser().post(`/api/ads/${ad}/clicks`, {}, { csrf: false });

    expect(res.status).toBe(403);
    expect(await storedClicks(ad)).toBe(0);
  });

  it('when a visitor sends more clicks than the limit, then the rest are refused 429 and not counted', async () => {
    const ad = await anAd('league');
    const visitor = stack.browser();
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await visitor.post(`/api/ads/${ad}/clicks`, {})).status);

    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(await storedClicks(ad)).toBe(3);
  });
});
