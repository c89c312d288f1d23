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
import { AdClick } from '../../models/ad-click';

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
  await AdClick.deleteMany({});
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
      imageUrl: `/api/files/${ad.image!.toHexString()}`,
      images: { both: `/api/files/${ad.image!.toHexString()}` },
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
  language?: string;
}

/** POST /ads as the owner's form sends it: multipart text fields and the picture. */
async function postAd(
  {
    page = 'blog',
    placement = 'top',
    url = 'https://example.com/spring',
    file = TEST_IMAGES.png,
    field = 'file',
    language,
  }: AdForm,
  headers?: Record<string, string>,
) {
  const req = request(app)
    .post('/ads')
    .set(headers ?? (await owner()));
  if (page !== '') req.field('page', page);
  if (placement !== '') req.field('placement', placement);
  if (url !== '') req.field('url', url);
  if (language !== undefined) req.field('language', language);
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
      images: { both: expect.stringMatching(/^\/api\/files\/[0-9a-f]{24}$/) },
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
    expect((await Ad.findById(other.body.id))!.image!.toHexString()).toBe(
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
    expect(await findFile(stored[0]!.image!)).not.toBeNull();
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
    [
      'a language not of the site',
      { language: 'de' },
      [{ property: 'language', message: "Please select the picture's language" }],
    ],
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

const fileId = (imageUrl: string) => new mongoose.Types.ObjectId(imageUrl.split('/').pop());

describe('ads in two languages', () => {
  it('when an ad has a Hungarian and an English picture, then each language sees its own', async () => {
    const en = await postAd({ page: 'blog', placement: 'top', language: 'en' });
    const hu = await postAd({ page: 'blog', placement: 'top', language: 'hu', file: TEST_IMAGES.gif });

    expect(hu.status).toBe(200);
    expect(hu.body.id).toBe(en.body.id);
    expect(hu.body.images).toEqual({ en: en.body.imageUrl, hu: expect.stringMatching(/^\/api\/files\//) });
    const asHu = await request(app)
      .get('/ads/blog/top')
      .set(await visitor('hu'));
    const asEn = await request(app)
      .get('/ads/blog/top')
      .set(await visitor('en'));
    expect(asHu.body.imageUrl).toBe(hu.body.images.hu);
    expect(asEn.body.imageUrl).toBe(en.body.imageUrl);
    expect((await served(asHu.body.imageUrl as string)).headers['content-type']).toBe('image/gif');
  });

  it('when an ad has only an English picture, then Hungarian readers see that one', async () => {
    const en = await postAd({ page: 'faq', placement: 'right', language: 'en' });

    const asHu = await request(app)
      .get('/ads/faq/right')
      .set(await visitor('hu'));

    expect(asHu.body.imageUrl).toBe(en.body.imageUrl);
    expect(asHu.body.images).toEqual({ en: en.body.imageUrl });
  });

  it('when an ad from before the language pictures has one picture, then both languages see it', async () => {
    const ad = await anAd({ page: 'team', placement: 'top' });
    const picture = `/api/files/${ad.image!.toHexString()}`;

    const [asHu, asEn] = await Promise.all(
      (['hu', 'en'] as const).map(async (locale) =>
        request(app)
          .get('/ads')
          .set(await visitor(locale)),
      ),
    );

    expect(asHu!.body[0]).toMatchObject({ imageUrl: picture, images: { both: picture } });
    expect(asEn!.body[0]).toMatchObject({ imageUrl: picture, images: { both: picture } });
  });

  it('when the Hungarian picture is replaced, then only it changes and the old one is removed', async () => {
    const en = await postAd({ page: 'league', placement: 'top', language: 'en' });
    const first = await postAd({ page: 'league', placement: 'top', language: 'hu' });

    const res = await postAd({ page: 'league', placement: 'top', language: 'hu', file: TEST_IMAGES.jpeg });

    expect(res.body.images.en).toBe(en.body.imageUrl);
    expect(res.body.images.hu).not.toBe(first.body.images.hu);
    expect(await findFile(fileId(first.body.images.hu as string))).toBeNull();
    expect(await storedFiles()).toBe(2);
  });

  it('when a picture for both languages is saved, then the language pictures go and it serves both', async () => {
    await postAd({ page: 'players', placement: 'right', language: 'en' });
    const hu = await postAd({ page: 'players', placement: 'right', language: 'hu' });

    const res = await postAd({ page: 'players', placement: 'right', language: '', file: TEST_IMAGES.gif });

    expect(res.body.images).toEqual({ both: res.body.imageUrl });
    expect(await findFile(fileId(hu.body.images.hu as string))).toBeNull();
    expect(await storedFiles()).toBe(1);
    const stored = await Ad.findById(res.body.id).orFail();
    expect([stored.imageEn, stored.imageHu]).toEqual([undefined, undefined]);
  });
});

describe('ad clicks', () => {
  const click = async (id: string) =>
    request(app)
      .post(`/ads/${id}/clicks`)
      .set(await visitor());
  const clickCounts = async () =>
    request(app)
      .get('/owner/ad-clicks')
      .set(await owner());

  it('when a visitor clicks an ad, then the owner sees one click beside that ad only', async () => {
    const ad = await anAd({ page: 'blog', placement: 'right' });
    await anAd({ page: 'blog', placement: 'top' });

    const res = await click(ad.id);

    expect(res.status).toBe(204);
    const counts = await clickCounts();
    expect(counts.status).toBe(200);
    expect(counts.body).toEqual([{ ad: ad.id, clicks: 1 }]);
  });

  it('when many readers click at once, then every click is counted', async () => {
    const ad = await anAd({ page: 'faq', placement: 'top' });

    const answers = await Promise.all(Array.from({ length: 12 }, async () => click(ad.id)));

    expect(answers.map((a) => a.status)).toEqual(Array(12).fill(204));
    expect((await clickCounts()).body).toEqual([{ ad: ad.id, clicks: 12 }]);
  });

  it('when an ad gets a new picture, then its clicks stay with it', async () => {
    const first = await postAd({ page: 'league', placement: 'right' });
    await click(first.body.id as string);

    await postAd({ page: 'league', placement: 'right', language: 'hu', file: TEST_IMAGES.gif });

    expect((await clickCounts()).body).toEqual([{ ad: first.body.id, clicks: 1 }]);
  });

  it.each([
    ['an ad that is gone', () => new mongoose.Types.ObjectId().toHexString()],
    ['a malformed id', () => 'not-an-id'],
  ])('when the click names %s, then 404 in the error envelope and nothing counts', async (_case, id) => {
    await anAd({ page: 'team', placement: 'right' });

    const res = await click(id());

    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found' });
    expect((await clickCounts()).body).toEqual([]);
  });

  it.each([
    ['a visitor', 401, () => visitor()],
    ['a user', 403, () => someone(['USER'])],
  ])('when %s asks for the click counts, then %i', async (_who, status, headers) => {
    const res = await request(app)
      .get('/owner/ad-clicks')
      .set(await headers());

    expect(res.status).toBe(status);
  });
});
