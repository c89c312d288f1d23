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
import { TeamLogo } from '../../models/team-logo';
import { seed } from '../../seed';

const dbName = testDatabaseName('content_team_logos');
let app: Express;

beforeAll(async () => {
  await connectTestDatabase(dbName);
  app = buildApp(loadContentConfig(testEnv(dbName)));
});

beforeEach(async () => {
  await TeamLogo.deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

async function aLogo(): Promise<string> {
  const file = await storeFile({ filename: 'logo.png', contentType: 'image/png', data: TEST_IMAGES.png });
  await TeamLogo.create({ _id: file.id });
  return file.id.toHexString();
}

describe('GET /team-logos', () => {
  it('when a visitor asks, then every pre-made logo comes back oldest first with its picture URL', async () => {
    const first = await aLogo();
    const second = await aLogo();

    const res = await request(app)
      .get('/team-logos')
      .set(await internalHeaders());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { id: first, image: `/api/files/${first}` },
      { id: second, image: `/api/files/${second}` },
    ]);
  });

  it('when the gallery is empty, then an empty list', async () => {
    const res = await request(app)
      .get('/team-logos')
      .set(await internalHeaders());

    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('when seeded, then each listed logo is served as a PNG', async () => {
    await seed();

    const res = await request(app)
      .get('/team-logos')
      .set(await internalHeaders());

    expect(res.body).toHaveLength(8);
    for (const logo of res.body as { id: string; image: string }[]) {
      const picture = await request(app)
        .get(`/files/${logo.id}`)
        .set(await internalHeaders());
      expect(picture.status).toBe(200);
      expect(picture.headers['content-type']).toBe('image/png');
    }
  });
});

const storedFiles = () => mongoose.connection.db!.collection('files.files').countDocuments();
const someone = (roles: Role[]) =>
  internalHeaders({ userId: new mongoose.Types.ObjectId().toHexString(), roles, locale: 'en' });
const owner = () => someone(['SUPER_ADMIN']);

describe('POST /team-logos', () => {
  it.each([
    ['png', TEST_IMAGES.png, 'image/png'],
    ['gif', TEST_IMAGES.gif, 'image/gif'],
    ['jpeg', TEST_IMAGES.jpeg, 'image/jpeg'],
  ])('when the owner uploads a %s, then it joins the gallery and its picture is served', async (_kind, data, mime) => {
    const first = await aLogo();

    const res = await request(app)
      .post('/team-logos')
      .set(await owner())
      .attach('image', data, 'logo.bin');

    expect(res.status).toBe(201);
    const id = res.body.id as string;
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), image: `/api/files/${id}` });
    expect((await TeamLogo.find({}).sort({ _id: 1 })).map((logo) => logo._id.toHexString())).toEqual([first, id]);
    const served = await request(app)
      .get(`/files/${id}`)
      .set(await internalHeaders());
    expect(served.headers['content-type']).toBe(mime);
    expect(Buffer.compare(served.body as Buffer, data)).toBe(0);
  });

  const big = () => Buffer.concat([TEST_IMAGES.png, Buffer.alloc(IMAGE_UPLOAD.maxBytes + 1 - TEST_IMAGES.png.length)]);
  it.each([
    ['no file comes', (req: request.Test) => req.field('title', 'nothing'), 'Please select logo'],
    [
      'the file is empty',
      (req: request.Test) => req.attach('image', Buffer.alloc(0), 'empty.png'),
      'Please select logo',
    ],
    [
      'the file comes in another field',
      (req: request.Test) => req.attach('logo', TEST_IMAGES.png, 'a.png'),
      'Please select logo',
    ],
    [
      'the bytes are not a picture (a text file called x.png)',
      (req: request.Test) =>
        req.attach('image', Buffer.from('just text'), { filename: 'x.png', contentType: 'image/png' }),
      'Unsupported Format',
    ],
    ['the file is larger than 5 MB', (req: request.Test) => req.attach('image', big(), 'big.png'), 'File too large'],
  ])('when %s, then 400 on the image and nothing is stored', async (_case, send, message) => {
    const filesBefore = await storedFiles();

    const res = await send(
      request(app)
        .post('/team-logos')
        .set(await owner()),
    );

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'image', message }]);
    expect(await storedFiles()).toBe(filesBefore);
    expect(await TeamLogo.countDocuments()).toBe(0);
  });

  it('when a Hungarian owner sends no logo, then the message is Hungarian', async () => {
    const res = await request(app)
      .post('/team-logos')
      .set(
        await internalHeaders({
          userId: new mongoose.Types.ObjectId().toHexString(),
          roles: ['SUPER_ADMIN'],
          locale: 'hu',
        }),
      )
      .field('x', 'y');

    expect(res.status).toBe(400);
    expect(res.body.error.violations).toEqual([{ property: 'image', message: 'Válassz logót' }]);
  });

  it.each([
    ['a visitor', 401, () => internalHeaders()],
    ['a user', 403, () => someone(['USER'])],
  ])('when %s uploads, then %i and nothing is stored', async (_who, status, headers) => {
    const filesBefore = await storedFiles();

    const res = await request(app)
      .post('/team-logos')
      .set(await headers())
      .attach('image', TEST_IMAGES.png, 'a.png');

    expect(res.status).toBe(status);
    expect(await storedFiles()).toBe(filesBefore);
    expect(await TeamLogo.countDocuments()).toBe(0);
  });
});

describe('DELETE /team-logos/:id', () => {
  it('when the owner deletes a logo, then it leaves the gallery and teams that chose it keep its picture', async () => {
    const kept = await aLogo();
    const gone = await aLogo();

    const res = await request(app)
      .delete(`/team-logos/${gone}`)
      .set(await owner());

    expect(res.status).toBe(204);
    expect((await TeamLogo.find({})).map((logo) => logo._id.toHexString())).toEqual([kept]);
    const list = await request(app)
      .get('/team-logos')
      .set(await internalHeaders());
    expect(list.body).toEqual([{ id: kept, image: `/api/files/${kept}` }]);
    expect(await findFile(new mongoose.Types.ObjectId(gone))).toMatchObject({ contentType: 'image/png' });
  });

  it.each([
    ['an unknown id', () => new mongoose.Types.ObjectId().toHexString()],
    ['a malformed id', () => 'not-an-id'],
  ])('when the id is %s, then 404 and the gallery is unchanged', async (_case, id) => {
    const kept = await aLogo();

    const res = await request(app)
      .delete(`/team-logos/${id()}`)
      .set(await owner());

    expect(res.status).toBe(404);
    expect((await TeamLogo.find({})).map((logo) => logo._id.toHexString())).toEqual([kept]);
  });

  it('when a stored file that is no logo is named, then 404 and the file stays', async () => {
    const file = await storeFile({ filename: 'x.png', contentType: 'image/png', data: TEST_IMAGES.png });

    const res = await request(app)
      .delete(`/team-logos/${file.id.toHexString()}`)
      .set(await owner());

    expect(res.status).toBe(404);
    expect(await findFile(file.id)).not.toBeNull();
  });

  it.each([
    ['a visitor', 401, () => internalHeaders()],
    ['a user', 403, () => someone(['USER'])],
  ])('when %s deletes, then %i and the logo stays', async (_who, status, headers) => {
    const logo = await aLogo();

    const res = await request(app)
      .delete(`/team-logos/${logo}`)
      .set(await headers());

    expect(res.status).toBe(status);
    expect(await TeamLogo.countDocuments({ _id: logo })).toBe(1);
  });
});
