import request from 'supertest';
import type { Express } from 'express';
import mongoose from 'mongoose';
import { connectTestDatabase, dropTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { buildApp } from '../../app';
import { loadContentConfig } from '../../config';
import { storeFile, type FileToStore } from '../../files/file-store';

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

    const res = await request(app).get(`/files/${id.toHexString()}`).set(await visitor());

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

    const res = await request(app).get(`/files/${id.toHexString()}`).set(await visitor());

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

    const res = await request(app).head(`/files/${id.toHexString()}`).set(await visitor());

    expect(res.status).toBe(200);
    expect(res.headers['content-length']).toBe('3');
    expect(res.headers['content-type']).toBe('image/png');
  });

  it.each([
    ['unknown', () => new mongoose.Types.ObjectId().toHexString()],
    ['malformed', () => 'not-an-id'],
    ['almost an id', () => 'zzzzzzzzzzzzzzzzzzzzzzzz'],
  ])('when the id is %s, then 404 in the error envelope', async (_case, id) => {
    const res = await request(app).get(`/files/${id()}`).set(await visitor());

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
