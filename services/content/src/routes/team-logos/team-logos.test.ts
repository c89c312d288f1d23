import request from 'supertest';
import type { Express } from 'express';
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
import { storeFile } from '../../files/file-store';
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
