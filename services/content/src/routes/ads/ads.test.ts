import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { IMAGE_UPLOAD, type Role } from '@hfl/contracts';
import {
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  TEST_IMAGES,
  testDatabaseName,
  testEnv,
} from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadContentConfig } from '../../config';
import { findFile, storeFile } from '../../files/file-store';
import { Ad } from '../../models/ad';

const INVALID_URL = 'Please input a valid URL (http:// or https://) or a page of this site (such as /create-league)';

const dbName = testDatabaseName('content_ads');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await Ad.init();
  app = buildApp(loadContentConfig(testEnv(dbName)));
});

beforeEach(async () => {
  await Ad.deleteMany({});
  await mongoose.connection.db!.collection('files.files').deleteMany({});
  await mongoose.connection.db!.collection('files.chunks').deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

const visitor = (locale: 'en' | 'hu' = 'en') => internalHeaders({ locale });

const anAd = (overrides: Record<string, unknown> = {}) =>
  Ad.create({
    page: 'blog',
    placement: 'top',
    image: new mongoose.Types.ObjectId(),
    url: 'https://example.com/',
    ...overrides,
  });

describe('GET /ads/:page/:placement', () => {
  it('when the slot has an ad, then a visitor gets its image path and link', async () => {
    const ad = await anAd({ page: 'leaderboard', placement: 'right', url: '/create-league' });
    await anAd({ page: 'leaderboard', placement: 'top' });

    const res = await request(app)
      .get('/ads/leaderboard/right')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: ad.id,
      page: 'leaderboard',
      placement: 'right',
      imageUrl: `/api/files/${ad.image.toHexString()}`,
      url: '/create-league',
    });
  });

  it('when the slot has no ad, then 204 without a body (the site shows none)', async () => {
    await anAd({ page: 'blog', placement: 'top' });

    const res = await request(app)
      .get('/ads/blog/right')
      .set(await visitor());

    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });

  it.each([
    ['page', '/ads/homepage/top', 'Please select page'],
    ['placement', '/ads/blog/bottom', 'Please select ad placement'],
  ])('when the %s is not one of the spec, then 400 with its message', async (property, url, message) => {
    const res = await request(app)
      .get(url)
      .set(await visitor());

    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'input_invalid',
      message: 'Invalid data provided',
      violations: [{ property, message }],
    });
  });

  it('when a Hungarian visitor asks for an unknown page, then the message is Hungarian', async () => {
    const res = await request(app)
      .get('/ads/homepage/top')
      .set(await visitor('hu'));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'page', message: 'Válassz oldalt' }]);
  });
});

describe('GET /ads', () => {
  it('when ads exist, then all of them come back, by page and placement', async () => {
    const faqTop = await anAd({ page: 'faq', placement: 'top' });
    const blogRight = await anAd({ page: 'blog', placement: 'right' });
    const blogTop = await anAd({ page: 'blog', placement: 'top' });

    const res = await request(app)
      .get('/ads')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body.map((a: { id: string }) => a.id)).toEqual([blogRight.id, blogTop.id, faqTop.id]);
  });

  it('when there are none, then an empty list', async () => {
    const res = await request(app)
      .get('/ads')
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('the ad model', () => {
  it('when a second ad is stored for a taken slot, then the database refuses it', async () => {
    await anAd({ page: 'faq', placement: 'right' });

    await expect(anAd({ page: 'faq', placement: 'right' })).rejects.toMatchObject({ code: 11000 });
    expect(await Ad.countDocuments({ page: 'faq', placement: 'right' })).toBe(1);
  });
});

const storedFiles = () => mongoose.connection.db!.collection('files.files').countDocuments();
const someone = (roles: Role[], locale: 'en' | 'hu' = 'en') =>
  internalHeaders({ userId: new mongoose.Types.ObjectId().toHexString(), roles, locale });
const owner = (locale: 'en' | 'hu' = 'en') => someone(['SUPER_ADMIN'], locale);

interface AdForm {
  page?: string;
  placement?: string;
  url?: string;
  file?: Buffer | null;
  field?: string;
}

/** POST /ads as the owner's form sends it: multipart text fields and the picture. */
async function postAd(
  {
    page = 'blog',
    placement = 'top',
    url = 'https://example.com/spring',
    file = TEST_IMAGES.png,
    field = 'file',
  }: AdForm,
  headers?: Record<string, string>,
) {
  const req = request(app)
    .post('/ads')
    .set(headers ?? (await owner()));
  if (page !== '') req.field('page', page);
  if (placement !== '') req.field('placement', placement);
  if (url !== '') req.field('url', url);
  if (file) req.attach(field, file, 'ad.png');
  return req;
}

const served = async (imageUrl: string) =>
  request(app)
    .get(imageUrl.replace('/api', ''))
    .set(await visitor());

describe('POST /ads', () => {
  it('when the owner saves an ad for an empty slot, then it is stored and the public slot shows it', async () => {
    const res = await postAd({ page: 'game_center', placement: 'right', file: TEST_IMAGES.gif });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      page: 'game_center',
      placement: 'right',
      imageUrl: expect.stringMatching(/^\/api\/files\/[0-9a-f]{24}$/),
      url: 'https://example.com/spring',
    });
    const stored = await Ad.find({});
    expect(stored).toHaveLength(1);
    expect(stored[0]!.url).toBe('https://example.com/spring');
    expect((await served(res.body.imageUrl as string)).headers['content-type']).toBe('image/gif');
    const slot = await request(app)
      .get('/ads/game_center/right')
      .set(await visitor());
    expect(slot.body).toEqual(res.body);
  });

  it('when a slot with an ad gets a new picture, then the ad is replaced and the old picture removed', async () => {
    const first = await postAd({ page: 'faq', placement: 'top', url: 'http://old.example.com' });
    const other = await postAd({ page: 'faq', placement: 'right' });
    const oldFile = new mongoose.Types.ObjectId((first.body.imageUrl as string).split('/').pop());

    const res = await postAd({
      page: 'faq',
      placement: 'top',
      url: 'https://new.example.com/',
      file: TEST_IMAGES.jpeg,
    });

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: first.body.id, url: 'https://new.example.com/' });
    expect(res.body.imageUrl).not.toBe(first.body.imageUrl);
    expect(await Ad.countDocuments({ page: 'faq', placement: 'top' })).toBe(1);
    expect(await findFile(oldFile)).toBeNull();
    expect((await served(res.body.imageUrl as string)).headers['content-type']).toBe('image/jpeg');
    expect(await storedFiles()).toBe(2);
    expect((await Ad.findById(other.body.id))!.image.toHexString()).toBe(
      (other.body.imageUrl as string).split('/').pop(),
    );
  });

  it('when a slot with an ad gets only a new URL, then the link changes and the picture stays', async () => {
    const first = await postAd({ page: 'league', placement: 'right' });

    const res = await postAd({
      page: 'league',
      placement: 'right',
      url: 'https://other.example.com/x?y=1',
      file: null,
    });

    expect(res.status).toBe(200);
    expect(res.body).toEqual({ ...first.body, url: 'https://other.example.com/x?y=1' });
    expect((await Ad.findById(first.body.id))!.url).toBe('https://other.example.com/x?y=1');
    expect(await storedFiles()).toBe(1);
  });

  it('when a house ad keeps its link to a page of this site and gets a new picture, then it is saved', async () => {
    const res = await postAd({ page: 'faq', placement: 'top', url: '/create-league' });

    expect(res.status).toBe(200);
    expect((await Ad.findById(res.body.id))!.url).toBe('/create-league');
  });

  it('when two pictures are saved for one empty slot at once, then one ad holds the slot and one picture is kept', async () => {
    const [a, b] = await Promise.all([
      postAd({ page: 'players', placement: 'top', url: 'https://a.example.com/' }),
      postAd({ page: 'players', placement: 'top', url: 'https://b.example.com/' }),
    ]);

    expect([a.status, b.status]).toEqual([200, 200]);
    const stored = await Ad.find({ page: 'players', placement: 'top' });
    expect(stored).toHaveLength(1);
    expect(await storedFiles()).toBe(1);
    expect(await findFile(stored[0]!.image)).not.toBeNull();
  });

  const big = () => Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - TEST_IMAGES.png.length)]);
  it.each<[string, AdForm, { property: string; message: string }[]]>([
    ['no page', { page: '' }, [{ property: 'page', message: 'Please select page' }]],
    ['an unknown page', { page: 'homepage' }, [{ property: 'page', message: 'Please select page' }]],
    ['no placement', { placement: '' }, [{ property: 'placement', message: 'Please select ad placement' }]],
    [
      'an unknown placement',
      { placement: 'bottom' },
      [{ property: 'placement', message: 'Please select ad placement' }],
    ],
    ['no URL', { url: '' }, [{ property: 'url', message: "Please input the ad's URL" }]],
    ['a URL without scheme', { url: 'example.com' }, [{ property: 'url', message: INVALID_URL }]],
    ['a javascript: URL', { url: 'javascript:alert(1)' }, [{ property: 'url', message: INVALID_URL }]],
    [
      'a protocol-relative link to another host',
      { url: '//evil.example/a' },
      [{ property: 'url', message: INVALID_URL }],
    ],
    ['an ftp URL', { url: 'ftp://example.com/a' }, [{ property: 'url', message: INVALID_URL }]],
    ['a too long URL', { url: `https://example.com/${'a'.repeat(2000)}` }, [{ property: 'url', message: INVALID_URL }]],
    ['no picture for an empty slot', { file: null }, [{ property: 'file', message: 'Please select picture' }]],
    ['a picture in another field', { field: 'image' }, [{ property: 'file', message: 'Please select picture' }]],
    [
      'a text file called ad.png',
      { file: Buffer.from('not a picture') },
      [{ property: 'file', message: 'Unsupported Format' }],
    ],
    ['a picture over 5 MB', { file: big() }, [{ property: 'file', message: 'File too large' }]],
  ])('when the form has %s, then 400 with its message and nothing is stored', async (_case, form, violations) => {
    const res = await postAd(form);

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual(violations);
    expect(await Ad.countDocuments()).toBe(0);
    expect(await storedFiles()).toBe(0);
  });

  it('when a refused form names a slot that has an ad, then the ad and its picture are unchanged', async () => {
    const first = await postAd({ page: 'team', placement: 'top' });

    const res = await postAd({ page: 'team', placement: 'top', url: 'not a url' });

    expect(res.status).toBe(400);
    const stored = await Ad.findById(first.body.id);
    expect(stored!.url).toBe('https://example.com/spring');
    expect(await storedFiles()).toBe(1);
  });

  it('when a Hungarian owner sends a bad URL, then the message is Hungarian', async () => {
    const res = await postAd({ url: 'nope' }, await owner('hu'));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      {
        property: 'url',
        message:
          'Adj meg egy érvényes webcímet (http:// vagy https://) vagy az oldal egyik lapját (például /create-league)',
      },
    ]);
  });

  it.each([
    ['a visitor', 401, () => visitor()],
    ['a user', 403, () => someone(['USER'])],
  ])('when %s saves an ad, then %i and nothing is stored', async (_who, status, headers) => {
    const res = await postAd({}, await headers());

    expect(res.status).toBe(status);
    expect(await Ad.countDocuments()).toBe(0);
    expect(await storedFiles()).toBe(0);
  });

  it('when a stored file is not an ad picture, then replacing an ad leaves it alone', async () => {
    const unrelated = await storeFile({ filename: 'x.png', contentType: 'image/png', data: TEST_IMAGES.png });
    await postAd({ page: 'blog', placement: 'right' });

    await postAd({ page: 'blog', placement: 'right', file: TEST_IMAGES.gif });

    expect(await findFile(unrelated.id)).not.toBeNull();
  });
});
