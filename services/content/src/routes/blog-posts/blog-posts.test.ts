import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { connectTestDatabase, dropTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadContentConfig } from '../../config';
import { BlogPost } from '../../models/blog-post';

const dbName = testDatabaseName('content_blog');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await BlogPost.init();
  app = buildApp(loadContentConfig(testEnv(dbName)));
});

beforeEach(async () => {
  await BlogPost.deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

const reader = (locale: 'en' | 'hu' = 'en') => internalHeaders({ locale });

let postNo = 0;
/** A stored post; each new one is a day newer than the previous unless `createdAt` says otherwise. */
async function aPost(overrides: Record<string, unknown> = {}) {
  postNo += 1;
  return BlogPost.create({
    locale: 'en',
    title: `Post ${postNo}`,
    category: 'Rules',
    intro: 'What this post is about.',
    body: '<p>The whole story.</p>',
    tags: ['scoring'],
    headerImage: null,
    postedByName: 'HFL Fantasy',
    createdAt: new Date(Date.UTC(2026, 0, 1) + postNo * 86_400_000),
    ...overrides,
  });
}

async function manyPosts(count: number, overrides: Record<string, unknown> = {}): Promise<void> {
  for (let i = 0; i < count; i += 1) await aPost(overrides);
}

describe('GET /blog-posts', () => {
  it("when a visitor lists posts, then the reader's language comes back newest first, without bodies", async () => {
    const older = await aPost({ title: 'Older' });
    const newer = await aPost({ title: 'Newer', headerImage: new mongoose.Types.ObjectId() });
    await aPost({ locale: 'hu', title: 'Magyar' });

    const res = await request(app)
      .get('/blog-posts')
      .set(await reader('en'));

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      {
        id: newer.id,
        locale: 'en',
        title: 'Newer',
        category: 'Rules',
        intro: 'What this post is about.',
        headerImage: `/api/files/${newer.headerImage!.toHexString()}`,
        createdAt: newer.createdAt.toISOString(),
      },
      {
        id: older.id,
        locale: 'en',
        title: 'Older',
        category: 'Rules',
        intro: 'What this post is about.',
        headerImage: null,
        createdAt: older.createdAt.toISOString(),
      },
    ]);
  });

  it('when a Hungarian reader lists posts, then only Hungarian posts come back', async () => {
    await aPost({ title: 'English' });
    await aPost({ locale: 'hu', title: 'Magyar' });

    const res = await request(app)
      .get('/blog-posts')
      .set(await reader('hu'));

    expect(res.status).toBe(200);
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(['Magyar']);
  });

  it('when no limit is given, then 13 come back, as the home page needs', async () => {
    await manyPosts(15);

    const res = await request(app)
      .get('/blog-posts')
      .set(await reader());

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(13);
  });

  it.each([
    ['1', 1],
    ['50', 50],
  ])('when the limit is %s, then at most that many come back', async (limit, expected) => {
    await manyPosts(51);

    const res = await request(app)
      .get(`/blog-posts?limit=${limit}`)
      .set(await reader());

    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(expected);
  });

  it.each(['0', '51', 'abc', '2.5', '-1', ''])(
    'when the limit is "%s", then 400 with the limit message',
    async (limit) => {
      const res = await request(app)
        .get(`/blog-posts?limit=${limit}`)
        .set(await reader());

      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [{ property: 'limit', message: 'The limit must be a whole number from 1 to 50' }],
      });
    },
  );

  it("when paging by limit and offset, then the pages continue newest first and X-Total-Count counts the language's posts", async () => {
    await manyPosts(5);
    await aPost({ locale: 'hu', title: 'Magyar' });

    const pages = [];
    for (const offset of [0, 2, 4, 6])
      pages.push(
        await request(app)
          .get(`/blog-posts?limit=2&offset=${offset}`)
          .set(await reader()),
      );
    const all = await request(app)
      .get('/blog-posts?limit=50')
      .set(await reader());

    expect(pages.map((page) => page.body.length)).toEqual([2, 2, 1, 0]);
    expect(pages.map((page) => page.headers['x-total-count'])).toEqual(['5', '5', '5', '5']);
    expect(pages.flatMap((page) => page.body.map((post: { id: string }) => post.id))).toEqual(
      all.body.map((post: { id: string }) => post.id),
    );
  });

  it.each(['-1', '0.5', 'x'])('when the offset is "%s", then 400 with the offset message', async (offset) => {
    const res = await request(app)
      .get(`/blog-posts?offset=${offset}`)
      .set(await reader());

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'offset', message: 'The offset must be a whole number, at least 0' },
    ]);
  });

  it('when a Hungarian reader sends a bad limit, then the message is Hungarian', async () => {
    const res = await request(app)
      .get('/blog-posts?limit=99')
      .set(await reader('hu'));

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([
      { property: 'limit', message: 'A darabszám 1 és 50 közötti egész szám lehet' },
    ]);
  });

  it('when the limit is sent twice, then 400 rather than a server error', async () => {
    const res = await request(app)
      .get('/blog-posts?limit=1&limit=2')
      .set(await reader());

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });

  it('when there are no posts, then an empty list', async () => {
    const res = await request(app)
      .get('/blog-posts')
      .set(await reader());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });
});

describe('GET /blog-posts/:id', () => {
  it('when a stored post is asked for, then the whole post comes back with body, tags and author', async () => {
    const post = await aPost({
      title: 'How the draft works',
      body: '<h2>Snake order</h2><p>The order reverses every round.</p>',
      tags: ['draft', 'rules'],
      postedByName: 'The Owner',
    });

    const res = await request(app)
      .get(`/blog-posts/${post.id}`)
      .set(await reader());

    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: post.id,
      locale: 'en',
      title: 'How the draft works',
      category: 'Rules',
      intro: 'What this post is about.',
      headerImage: null,
      createdAt: post.createdAt.toISOString(),
      body: '<h2>Snake order</h2><p>The order reverses every round.</p>',
      tags: ['draft', 'rules'],
      postedByUser: { name: 'The Owner' },
    });
  });

  it("when the post is in another language than the reader's, then it is still served (shared links work)", async () => {
    const post = await aPost({ locale: 'hu', title: 'Így működik a draft' });

    const res = await request(app)
      .get(`/blog-posts/${post.id}`)
      .set(await reader('en'));

    expect(res.status).toBe(200);
    expect(res.body.title).toBe('Így működik a draft');
  });

  it.each([
    ['unknown', () => new mongoose.Types.ObjectId().toHexString()],
    ['malformed', () => '12345'],
  ])('when the id is %s, then 404 in the error envelope', async (_case, id) => {
    const res = await request(app)
      .get(`/blog-posts/${id()}`)
      .set(await reader());

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });
});

describe('GET /blog-categories', () => {
  it("when posts share categories, then each of the reader's categories comes back once, alphabetically", async () => {
    await aPost({ category: 'Rules' });
    await aPost({ category: 'Guides' });
    await aPost({ category: 'Rules' });
    await aPost({ category: 'News' });
    await aPost({ locale: 'hu', category: 'Szabályok' });

    const res = await request(app)
      .get('/blog-categories')
      .set(await reader('en'));

    expect(res.status).toBe(200);
    expect(res.body).toEqual(['Guides', 'News', 'Rules']);
  });

  it("when the owner's editor asks for the other language, then that language's categories come back", async () => {
    await aPost({ category: 'Rules' });
    await aPost({ locale: 'hu', category: 'Útmutatók' });
    await aPost({ locale: 'hu', category: 'Hírek' });

    const res = await request(app)
      .get('/blog-categories?locale=hu')
      .set(await reader('en'));

    expect(res.status).toBe(200);
    expect(res.body).toEqual(['Hírek', 'Útmutatók']);
  });

  it.each(['locale=de', 'locale=hu&locale=en'])(
    'when the query is %s, then 400 "Invalid data provided"',
    async (query) => {
      const res = await request(app)
        .get(`/blog-categories?${query}`)
        .set(await reader());

      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({
        code: 'input_invalid',
        message: 'Invalid data provided',
        violations: [{ property: 'locale', message: 'Invalid data provided' }],
      });
    },
  );
});

describe('GET /tags', () => {
  beforeEach(async () => {
    await aPost({ tags: ['draft', 'Defense'] });
    await aPost({ tags: ['draft', 'scoring', 'dynasty'] });
    await aPost({ tags: ['trades'] });
    await aPost({ locale: 'hu', tags: ['draft', 'dobogó'] });
  });

  it("when no filter is given, then every tag of the reader's language comes back once, alphabetically", async () => {
    const res = await request(app)
      .get('/tags')
      .set(await reader());

    expect(res.status).toBe(200);
    expect(res.body).toEqual(['Defense', 'draft', 'dynasty', 'scoring', 'trades']);
  });

  it('when filtered, then only tags starting with the filter come back, whatever the case', async () => {
    const res = await request(app)
      .get('/tags?filter=D')
      .set(await reader());

    expect(res.status).toBe(200);
    expect(res.body).toEqual(['Defense', 'draft', 'dynasty']);
  });

  it('when the filter matches inside a tag but not at its start, then it is not a match', async () => {
    const res = await request(app)
      .get('/tags?filter=ring')
      .set(await reader());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('when a Hungarian reader filters, then Hungarian tags come back', async () => {
    const res = await request(app)
      .get('/tags?filter=do')
      .set(await reader('hu'));

    expect(res.status).toBe(200);
    expect(res.body).toEqual(['dobogó']);
  });

  it('when the filter is sent twice, then 400 rather than a server error', async () => {
    const res = await request(app)
      .get('/tags?filter=a&filter=b')
      .set(await reader());

    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('input_invalid');
  });
});
