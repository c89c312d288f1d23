import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { IMAGE_UPLOAD } from '@hfl/contracts';
import {
  connectTestDatabase,
  dropTestDatabase,
  internalHeaders,
  startPeers,
  TEST_IMAGES,
  testDatabaseName,
  testEnv,
} from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadContentConfig } from '../../config';
import { findFile, storeFile } from '../../files/file-store';
import { BlogPost } from '../../models/blog-post';

const dbName = testDatabaseName('content_blog_writes');
let app: Express;
let ownerId: string;

/** The owner as accounts stores them: accounts names the author of a post. */
async function anAccountsUser(firstName: string, lastName: string): Promise<string> {
  const _id = new mongoose.Types.ObjectId();
  await mongoose.connection.db!.collection('users').insertOne({
    _id,
    firstName,
    lastName,
    email: `${_id.toHexString()}@example.com`,
    roles: ['SUPER_ADMIN'],
  });
  return _id.toHexString();
}

beforeAll(async () => {
  await connectTestDatabase(dbName);
  await BlogPost.init();
  const { accounts } = await startPeers(['accounts']);
  app = buildApp(loadContentConfig(testEnv(dbName, { ACCOUNTS_URL: accounts.url })));
  ownerId = await anAccountsUser('Olga', 'Owner');
});

beforeEach(async () => {
  await BlogPost.deleteMany({});
  await mongoose.connection.db!.collection('files.files').deleteMany({});
  await mongoose.connection.db!.collection('files.chunks').deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

const owner = () => internalHeaders({ userId: ownerId, roles: ['SUPER_ADMIN'], locale: 'en' });
const player = () => internalHeaders({ userId: new mongoose.Types.ObjectId().toHexString(), roles: ['USER'] });
const visitor = () => internalHeaders();

const storedFiles = () => mongoose.connection.db!.collection('files.files').countDocuments();

/** A post form as the owner's page sends it (multipart), with what a test changes. */
function postForm(req: request.Test, fields: Record<string, string | string[]> = {}): request.Test {
  const values: Record<string, string | string[]> = {
    title: 'Week 3 review',
    category: 'News',
    tags: ['review', 'week 3'],
    body: '<p>A <strong>great</strong> week.</p>',
    ...fields,
  };
  for (const [name, value] of Object.entries(values)) {
    if (Array.isArray(value)) value.forEach((item, index) => req.field(`${name}[${index}]`, item));
    else req.field(name, value);
  }
  return req;
}

async function aStoredPost(overrides: Record<string, unknown> = {}) {
  return BlogPost.create({
    locale: 'en',
    title: 'Stored',
    category: 'News',
    intro: 'Intro.',
    body: '<p>Body.</p>',
    tags: [],
    headerImage: null,
    postedByName: 'Olga Owner',
    ...overrides,
  });
}

/** A picture stored as the blog stores them (the editor's upload). */
async function aBlogImage(): Promise<string> {
  const res = await request(app)
    .post('/blog-posts/images')
    .set(await owner())
    .attach('image', TEST_IMAGES.gif, 'picture.gif');
  expect(res.status).toBe(201);
  return (res.body as { url: string }).url;
}

const idOf = (url: string) => new mongoose.Types.ObjectId(url.split('/').pop());

describe('blog post writes: who may', () => {
  const someId = new mongoose.Types.ObjectId().toHexString();
  it.each([
    ['POST', '/blog-posts'],
    ['POST', '/blog-posts/images'],
    ['POST', `/blog-posts/${someId}`],
    ['DELETE', `/blog-posts/${someId}`],
  ])('when a visitor or a player calls %s %s, then 401 and 403, and nothing is stored', async (method, path) => {
    const call = (headers: Record<string, string>) =>
      postForm(
        method === 'POST' ? request(app).post(path).set(headers) : request(app).delete(path).set(headers),
      ).attach('headerImage', TEST_IMAGES.png, 'header.png');

    expect((await call(await visitor())).status).toBe(401);
    expect((await call(await player())).status).toBe(403);
    expect(await BlogPost.countDocuments()).toBe(0);
    expect(await storedFiles()).toBe(0);
  });
});

describe('POST /blog-posts', () => {
  it('when the owner writes a post with a header picture, then it is stored clean, named after them', async () => {
    const res = await postForm(
      request(app)
        .post('/blog-posts')
        .set(await owner()),
    ).attach('headerImage', TEST_IMAGES.png, 'header.png');

    expect(res.status).toBe(201);
    const stored = await BlogPost.findById(res.body.id);
    expect(stored).toMatchObject({
      locale: 'en',
      title: 'Week 3 review',
      category: 'News',
      tags: ['review', 'week 3'],
      body: '<p>A <strong>great</strong> week.</p>',
      intro: 'A great week.',
      postedByName: 'Olga Owner',
    });
    expect(res.body).toMatchObject({
      title: 'Week 3 review',
      postedByUser: { name: 'Olga Owner' },
      headerImage: `/api/files/${stored!.headerImage!.toHexString()}`,
    });
    expect(await findFile(stored!.headerImage!)).toMatchObject({ contentType: 'image/png' });
  });

  it('when the body carries a script and event handlers, then the post is stored without them', async () => {
    const body =
      '<p onclick="steal()">Hello<script>alert(1)</script></p><img src="/api/files/aaaaaaaaaaaaaaaaaaaaaaaa" onerror="steal()"><a href="javascript:steal()">x</a>';

    const res = await postForm(
      request(app)
        .post('/blog-posts')
        .set(await owner()),
      { body },
    );

    expect(res.status).toBe(201);
    const stored = await BlogPost.findById(res.body.id);
    expect(stored!.body).toBe('<p>Hello</p><img src="/api/files/aaaaaaaaaaaaaaaaaaaaaaaa" /><a>x</a>');
    expect(res.body.body).toBe(stored!.body);
  });

  it('when the post is sent in Hungarian, then it is stored in that language, its author named as Hungarian writes it', async () => {
    const res = await postForm(
      request(app)
        .post('/blog-posts')
        .set(await owner()),
      { locale: 'hu' },
    );

    expect(res.status).toBe(201);
    expect((await BlogPost.findById(res.body.id))!.locale).toBe('hu');
    expect(res.body.postedByUser).toEqual({ name: 'Owner Olga' });
  });

  it.each([
    ['no title', { title: ' ' }, 'title', 'Name is required'],
    ['no body', { body: '' }, 'body', 'Message is required'],
    ['a body with only a script', { body: '<p><script>alert(1)</script></p>' }, 'body', 'Message is required'],
    ['no category', { category: '' }, 'category', 'Category is required'],
    [
      'a header URL of no stored file',
      { headerImage: '/api/files/aaaaaaaaaaaaaaaaaaaaaaaa' },
      'headerImage',
      'Please choose an image',
    ],
    ['a header URL elsewhere', { headerImage: 'https://evil.example/x.png' }, 'headerImage', 'Please choose an image'],
  ])('when the post has %s, then 400 on that field and nothing is stored', async (_case, fields, property, message) => {
    const res = await postForm(
      request(app)
        .post('/blog-posts')
        .set(await owner()),
      fields,
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([expect.objectContaining({ property, message })]);
    expect(await BlogPost.countDocuments()).toBe(0);
  });

  it.each([
    ['too large', Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes)]), 'File too large'],
    ['not a picture by its bytes', Buffer.from('<svg onload="alert(1)"></svg>'), 'Unsupported Format'],
  ])(
    'when the header picture is %s, then 400 and neither the post nor a file is stored',
    async (_case, data, message) => {
      const res = await postForm(
        request(app)
          .post('/blog-posts')
          .set(await owner()),
      ).attach('headerImage', data, 'header.png');

      expect(res.status).toBe(400);
      expect(res.body.error.violations).toEqual([expect.objectContaining({ property: 'headerImage', message })]);
      expect(await BlogPost.countDocuments()).toBe(0);
      expect(await storedFiles()).toBe(0);
    },
  );
});

describe('POST /blog-posts/images', () => {
  it('when the owner uploads a picture, then it is stored and its address answered', async () => {
    const url = await aBlogImage();

    expect(url).toMatch(/^\/api\/files\/[0-9a-f]{24}$/);
    expect(await findFile(idOf(url))).toMatchObject({ contentType: 'image/gif' });
  });

  it('when no picture comes, then 400 and nothing is stored', async () => {
    const res = await request(app)
      .post('/blog-posts/images')
      .set(await owner())
      .field('title', 'x');

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([expect.objectContaining({ property: 'image' })]);
    expect(await storedFiles()).toBe(0);
  });
});

describe('POST /blog-posts/:id', () => {
  it('when the owner keeps the header by its address, then the post changes and the picture stays', async () => {
    const header = await aBlogImage();
    const post = await aStoredPost({ headerImage: idOf(header), postedByName: 'The first author' });

    const res = await postForm(
      request(app)
        .post(`/blog-posts/${post.id}`)
        .set(await owner()),
      { title: 'Renamed', headerImage: header, tags: [] },
    );

    expect(res.status).toBe(200);
    expect(await BlogPost.findById(post.id)).toMatchObject({
      title: 'Renamed',
      tags: [],
      headerImage: idOf(header),
      postedByName: 'The first author',
      createdAt: post.createdAt,
    });
    expect(await findFile(idOf(header))).not.toBeNull();
  });

  it('when a new header replaces the old one and a body picture is dropped, then both old pictures are removed', async () => {
    const oldHeader = await aBlogImage();
    const bodyImage = await aBlogImage();
    const post = await aStoredPost({ headerImage: idOf(oldHeader), body: `<p>a</p><img src="${bodyImage}" />` });

    const res = await postForm(
      request(app)
        .post(`/blog-posts/${post.id}`)
        .set(await owner()),
    ).attach('headerImage', TEST_IMAGES.jpeg, 'new.jpg');

    expect(res.status).toBe(200);
    const stored = await BlogPost.findById(post.id);
    expect(stored!.headerImage!.toHexString()).not.toBe(idOf(oldHeader).toHexString());
    expect(await findFile(stored!.headerImage!)).toMatchObject({ contentType: 'image/jpeg' });
    expect(await findFile(idOf(oldHeader))).toBeNull();
    expect(await findFile(idOf(bodyImage))).toBeNull();
  });

  it.each([['aaaaaaaaaaaaaaaaaaaaaaaa'], ['not-an-id']])('when the post %s does not exist, then 404', async (id) => {
    const res = await postForm(
      request(app)
        .post(`/blog-posts/${id}`)
        .set(await owner()),
    );

    expect(res.status).toBe(404);
    expect(await BlogPost.countDocuments()).toBe(0);
  });
});

describe('DELETE /blog-posts/:id', () => {
  it('when the owner deletes a post, then it and the pictures only it showed are gone', async () => {
    const header = await aBlogImage();
    const own = await aBlogImage();
    const shared = await aBlogImage();
    const logo = await storeFile({ filename: 'logo.png', contentType: 'image/png', data: TEST_IMAGES.png });
    const post = await aStoredPost({
      headerImage: idOf(header),
      body: `<img src="${own}" /><img src="${shared}" /><img src="/api/files/${logo.id.toHexString()}" />`,
    });
    const other = await aStoredPost({ body: `<img src="${shared}" />` });

    const res = await request(app)
      .delete(`/blog-posts/${post.id}`)
      .set(await owner());

    expect(res.status).toBe(204);
    expect(await BlogPost.findById(post.id)).toBeNull();
    expect(await BlogPost.findById(other.id)).not.toBeNull();
    expect(await findFile(idOf(header))).toBeNull();
    expect(await findFile(idOf(own))).toBeNull();
    expect(await findFile(idOf(shared))).not.toBeNull();
    // Not the blog's picture (a logo's address pasted into a post): never removed with a post.
    expect(await findFile(logo.id)).not.toBeNull();
  });

  it('when the post does not exist, then 404', async () => {
    const res = await request(app)
      .delete(`/blog-posts/${new mongoose.Types.ObjectId().toHexString()}`)
      .set(await owner());

    expect(res.status).toBe(404);
  });
});

describe('GET /blog-posts?locale=', () => {
  it("when a language is asked, then that language's posts come back whatever the reader's is", async () => {
    await aStoredPost({ locale: 'hu', title: 'Magyar' });
    await aStoredPost({ locale: 'en', title: 'English' });

    const res = await request(app)
      .get('/blog-posts?locale=hu')
      .set(await internalHeaders({ locale: 'en' }));

    expect(res.status).toBe(200);
    expect(res.body.map((post: { title: string }) => post.title)).toEqual(['Magyar']);
  });
});
