import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { IMAGE_UPLOAD } from '@hfl/contracts';
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
import { findFile, storeFile, type FileToStore } from '../../files/file-store';

const dbName = testDatabaseName('content_files');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  app = buildApp(loadContentConfig(testEnv(dbName)));
});

afterAll(async () => {
  await dropTestDatabase();
});

const visitor = () => internalHeaders();

/** Bigger than one GridFS chunk (255 KiB), so streaming has to join chunks in order. */
function largePng(): Buffer {
  const data = Buffer.alloc(300 * 1024);
  for (let i = 0; i < data.length; i += 1) data[i] = i % 251;
  return data;
}

const aFile = (overrides: Partial<FileToStore> = {}): Promise<{ id: mongoose.Types.ObjectId }> =>
  storeFile({
    filename: 'dot.svg',
    contentType: 'image/svg+xml',
    data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>'),
    ...overrides,
  });

describe('GET /files/:id', () => {
  it('when a visitor asks for a stored image, then its bytes come back with type, length and cache headers', async () => {
    const data = largePng();
    const { id } = await aFile({ filename: 'banner.png', contentType: 'image/png', data });

    const res = await request(app)
      .get(`/files/${id.toHexString()}`)
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['content-length']).toBe(String(data.length));
    expect(res.headers.etag).toBe(`"${id.toHexString()}"`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(res.body as Buffer, data)).toBe(0);
  });

  it('when an SVG is served, then scripts in it are blocked by its content security policy', async () => {
    const { id } = await aFile();

    const res = await request(app)
      .get(`/files/${id.toHexString()}`)
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it('when the browser already holds the file (If-None-Match), then 304 without a body', async () => {
    const { id } = await aFile();

    const res = await request(app)
      .get(`/files/${id.toHexString()}`)
      .set(await visitor())
      .set('If-None-Match', `"${id.toHexString()}"`);

    expect(res.status).toBe(304);
    expect(res.headers.etag).toBe(`"${id.toHexString()}"`);
    expect(res.text ?? '').toBe('');
  });

  it('when If-None-Match names another file, then the file is sent', async () => {
    const { id } = await aFile();

    const res = await request(app)
      .get(`/files/${id.toHexString()}`)
      .set(await visitor())
      .set('If-None-Match', `"${new mongoose.Types.ObjectId().toHexString()}"`);

    expect(res.status).toBe(200);
  });

  it('when only the headers are asked for (HEAD), then they come without the body', async () => {
    const { id } = await aFile({ contentType: 'image/png', data: Buffer.from([1, 2, 3]) });

    const res = await request(app)
      .head(`/files/${id.toHexString()}`)
      .set(await visitor());

    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe('3');
    expect(res.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['unknown', () => new mongoose.Types.ObjectId().toHexString()],
    ['malformed', () => 'not-an-id'],
    ['almost an id', () => 'zzzzzzzzzzzzzzzzzzzzzzzz'],
  ])('when the id is %s, then 404 in the error envelope', async (_case, id) => {
    const res = await request(app)
      .get(`/files/${id()}`)
      .set(await visitor());

    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'not_found', message: 'The requested item does not exist' } });
  });

  it('when called directly without the internal token, then 401', async () => {
    const { id } = await aFile();

    const res = await request(app).get(`/files/${id.toHexString()}`);

    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('authentication_required');
  });
});

const asService = (service = 'leagues') => internalHeaders({ service });
const storedFiles = () => mongoose.connection.db!.collection('files.files').countDocuments();

describe('POST /internal/files', () => {
  it.each([
    ['png', TEST_IMAGES.png, 'image/png'],
    ['gif', TEST_IMAGES.gif, 'image/gif'],
    ['jpeg', TEST_IMAGES.jpeg, 'image/jpeg'],
  ])(
    'when a service uploads a %s, then 201 {id} and it is served with the type read from its bytes',
    async (_type, data, mime) => {
      const res = await request(app)
        .post('/internal/files')
        .set(await asService())
        .attach('file', data, { filename: 'picture.bin', contentType: 'application/octet-stream' });

      expect(res.status).toBe(201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/) });
      expect(await findFile(new mongoose.Types.ObjectId(res.body.id as string))).toMatchObject({
        contentType: mime,
        uploadedBy: 'leagues',
      });
      const served = await request(app)
        .get(`/files/${res.body.id}`)
        .set(await visitor());
      expect(served.headers['content-type']).toBe(mime);
      expect(Buffer.compare(served.body as Buffer, data)).toBe(0);
    },
  );

  it('when the bytes are not a picture (a text file called x.png), then 400 on the file and nothing is stored', async () => {
    const before = await storedFiles();

    const res = await request(app)
      .post('/internal/files')
      .set(await asService())
      .attach('file', Buffer.from('just some text'), { filename: 'x.png', contentType: 'image/png' });

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'file', message: 'Unsupported Format' }]);
    expect(await storedFiles()).toBe(before);
  });

  it('when the file is larger than 5 MB, then 400 on the file and nothing is stored', async () => {
    const before = await storedFiles();
    const big = Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - TEST_IMAGES.png.length)]);

    const res = await request(app)
      .post('/internal/files')
      .set(await asService())
      .attach('file', big, 'big.png');

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'file', message: 'File too large' }]);
    expect(await storedFiles()).toBe(before);
  });

  it('when no file comes, then 400 on the file', async () => {
    const res = await request(app)
      .post('/internal/files')
      .set(await asService())
      .field('title', 'nothing');

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'file', message: 'Please choose an image' }]);
  });

  it('when a user (even the SUPER_ADMIN) uploads, then 403 and nothing is stored', async () => {
    const before = await storedFiles();
    const userId = new mongoose.Types.ObjectId().toHexString();

    const res = await request(app)
      .post('/internal/files')
      .set(await internalHeaders({ userId, roles: ['USER', 'SUPER_ADMIN'] }))
      .attach('file', TEST_IMAGES.png, 'a.png');

    expect(res.status).toBe(403);
    expect(await storedFiles()).toBe(before);
  });
});

describe('DELETE /internal/files/:id', () => {
  it('when the service that uploaded a file deletes it, then 204 and it is gone', async () => {
    const { id } = await aFile({ uploadedBy: 'leagues' });

    const res = await request(app)
      .delete(`/internal/files/${id.toHexString()}`)
      .set(await asService());

    expect(res.status).toBe(204);
    expect(await findFile(id)).toBeNull();
    expect(await mongoose.connection.db!.collection('files.chunks').countDocuments({ files_id: id })).toBe(0);
  });

  it.each([
    ['a file the seed or the owner stored', undefined],
    ["another service's file", 'fantasy'],
  ])('when it names %s, then 404 and the file stays', async (_label, uploadedBy) => {
    const { id } = await aFile({ uploadedBy });

    const res = await request(app)
      .delete(`/internal/files/${id.toHexString()}`)
      .set(await asService());

    expect(res.status).toBe(404);
    expect(await findFile(id)).not.toBeNull();
  });

  it('when a user calls, then 403 and the file stays', async () => {
    const { id } = await aFile({ uploadedBy: 'leagues' });
    const userId = new mongoose.Types.ObjectId().toHexString();

    const res = await request(app)
      .delete(`/internal/files/${id.toHexString()}`)
      .set(await internalHeaders({ userId, roles: ['USER'] }));

    expect(res.status).toBe(403);
    expect(await findFile(id)).not.toBeNull();
  });

  it.each([
    ['unknown', new mongoose.Types.ObjectId().toHexString()],
    ['malformed', 'nope'],
  ])('when the id is %s, then 404', async (_l, id) => {
    const res = await request(app)
      .delete(`/internal/files/${id}`)
      .set(await asService());

    expect(res.status).toBe(404);
  });
});
