import request from 'supertest';
import mongoose from 'mongoose';
import { DEMO_TEAM_LOGO_IDS } from '@hfl/contracts';
import { connectTestDatabase, dropTestDatabase, internalHeaders, testDatabaseName, testEnv } from '@hfl/kit/testing';
import { SeedMark } from '@hfl/kit/seed-marks';
import { buildApp } from './app';
import { loadContentConfig } from './config';
import { findFile, openFileStream } from './files/file-store';
import { Ad } from './models/ad';
import { BlogPost } from './models/blog-post';
import { Settings } from './models/settings';
import { TeamLogo } from './models/team-logo';
import { seed } from './seed';

const MODELS = [Settings, BlogPost, Ad, SeedMark];

/** Connects to a database nobody has used yet, with the models' indexes built, and returns its name. */
async function connectEmptyDatabase(): Promise<string> {
  const dbName = testDatabaseName('content_seed');
  await connectTestDatabase(dbName);
  await Promise.all(MODELS.map((model) => model.init()));
  return dbName;
}

async function counts() {
  return {
    settings: await Settings.countDocuments(),
    posts: await BlogPost.countDocuments(),
    ads: await Ad.countDocuments(),
    files: await mongoose.connection.db!.collection('files.files').countDocuments(),
    chunks: await mongoose.connection.db!.collection('files.chunks').countDocuments(),
  };
}

async function fileBytes(id: mongoose.Types.ObjectId): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of openFileStream(id)) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

async function fileText(id: mongoose.Types.ObjectId): Promise<string> {
  return (await fileBytes(id)).toString('utf8');
}

const SIMPLE_TAGS = new Set(['p', 'h2', 'ul', 'ol', 'li', 'strong', 'table', 'thead', 'tbody', 'tr', 'th', 'td']);

/** The tests that only read what one run made share it: the run draws the team logos, most of its CPU. */
describe('content seed, run once on an empty database', () => {
  let dbName: string;

  beforeAll(async () => {
    dbName = await connectEmptyDatabase();
    await seed();
  });

  afterAll(dropTestDatabase);

  describe('settings', () => {
    it('when run on an empty database, then the site settings hold the default timezone', async () => {
      const settings = await Settings.find({});
      expect(settings.map((s) => ({ key: s.key, timezone: s.timezone }))).toEqual([
        { key: 'site', timezone: 'Europe/Budapest' },
      ]);
    });
  });

  describe('blog', () => {
    it('when run on an empty database, then each language has the same 14+ posts, more than the home page shows', async () => {
      const en = await BlogPost.countDocuments({ locale: 'en' });
      const hu = await BlogPost.countDocuments({ locale: 'hu' });
      expect(en).toBeGreaterThanOrEqual(14);
      expect(hu).toBe(en);
    });

    it('when the home page fetches 13 posts after seeding, then 13 come back, so "Archived news" shows', async () => {
      const app = buildApp(loadContentConfig(testEnv(dbName)));

      const res = await request(app)
        .get('/blog-posts?limit=13')
        .set(await internalHeaders({ locale: 'hu' }));

      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(13);
      expect(res.body.every((p: { headerImage: string | null }) => p.headerImage?.startsWith('/api/files/'))).toBe(
        true,
      );
    });

    it('when seeded, then every post has a stored SVG header image without text or outside references', async () => {
      const imageIds = new Set((await BlogPost.find({})).map((p) => p.headerImage!.toHexString()));
      expect(imageIds.size).toBeGreaterThanOrEqual(3);
      for (const id of imageIds) {
        const objectId = new mongoose.Types.ObjectId(id);
        expect(await findFile(objectId)).toMatchObject({ contentType: 'image/svg+xml' });
        const svg = await fileText(objectId);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
        expect(svg).not.toContain('<text');
        expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', '')).not.toMatch(/https?:|href|@import|<script/);
      }
    });

    it('when seeded, then intros are plain text and bodies use only simple HTML tags', async () => {
      for (const post of await BlogPost.find({})) {
        expect(post.intro).not.toMatch(/[<>]/);
        const tags = [...post.body.matchAll(/<\/?([a-z0-9]+)[^>]*>/g)].map((m) => m[1]!);
        expect(tags.filter((t) => !SIMPLE_TAGS.has(t))).toEqual([]);
        expect(post.body).not.toMatch(/<[a-z0-9]+\s[^>]*>/);
        expect(post.tags.length).toBeGreaterThan(0);
      }
    });

    it("when seeded, then the scoring post states the spec's scoring table word for word", async () => {
      const scoring = await BlogPost.findOne({ locale: 'en', title: 'How scoring works' });
      expect(scoring?.body).toContain(
        '<td>QB, RB, WR, TE</td><td>0.1 per yard; 6 per touchdown; -6 per interception; -3 per fumble; 2 per successful 2-point conversion</td>',
      );
      expect(scoring?.body).toContain(
        '<td>K</td><td>3 per field goal; 1 per extra point; -3 per missed field goal; -1 per missed extra point</td>',
      );
      expect(scoring?.body).toContain(
        '<td>DEF</td><td>6 per interception; 3 per forced fumble; 3 per sack; 6 if points allowed 0-4; 3 if 5-10</td>',
      );
    });
  });

  describe('house ads', () => {
    it('when seeded, then blog, FAQ and leaderboard carry a create-league banner in both placements', async () => {
      const ads = await Ad.find({}).sort({ page: 1, placement: 1 });
      expect(ads.map((a) => `${a.page}/${a.placement} → ${a.url}`)).toEqual([
        'blog/right → /create-league',
        'blog/top → /create-league',
        'faq/right → /create-league',
        'faq/top → /create-league',
        'leaderboard/right → /create-league',
        'leaderboard/top → /create-league',
      ]);
      for (const ad of ads) {
        expect(await findFile(ad.imageEn!)).toMatchObject({ contentType: 'image/svg+xml' });
        expect(await findFile(ad.imageHu!)).toMatchObject({ contentType: 'image/svg+xml' });
      }
    });

    it('when seeded, then each language reads the house ad in its own words', async () => {
      const ad = await Ad.findOne({ page: 'faq', placement: 'top' }).orFail();
      const words = async (id: mongoose.Types.ObjectId) =>
        (await fileBytes(id)).toString('utf8').replace(/<[^>]+>/g, ' ');

      expect(await words(ad.imageHu!)).toContain('Alapítsd meg a saját ligádat!');
      expect(await words(ad.imageHu!)).not.toContain('Create');
      expect(await words(ad.imageEn!)).toContain('Create your own league');
      expect(await words(ad.imageEn!)).not.toContain('Alapítsd');
    });
  });

  describe('team logos', () => {
    const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

    it('when seeded, then eight pre-made logos are listed, each a stored 96×96 RGBA PNG under its own id', async () => {
      const logos = await TeamLogo.find({});
      expect(logos).toHaveLength(8);
      for (const logo of logos) {
        expect(await findFile(logo._id)).toMatchObject({ contentType: 'image/png', uploadedBy: null });
        const png = await fileBytes(logo._id);
        expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
        expect(png.toString('ascii', 12, 16)).toBe('IHDR');
        expect([png.readUInt32BE(16), png.readUInt32BE(20), png[24], png[25]]).toEqual([96, 96, 8, 6]);
        expect(png.toString('ascii', png.length - 8, png.length - 4)).toBe('IEND');
      }
      const pictures = await Promise.all(logos.map((logo) => fileBytes(logo._id)));
      expect(new Set(pictures.map((p) => p.toString('base64'))).size).toBe(8);
    });

    it("when seeded, then the logos carry the fixed ids leagues' demo teams refer to, in the designs' order", async () => {
      const logos = await TeamLogo.find({}).sort({ _id: 1 });
      expect(logos.map((logo) => logo._id.toHexString())).toEqual(Object.values(DEMO_TEAM_LOGO_IDS));
    });
  });
});

/** A test that runs the seed a second time, after the owner's changes or none, needs a first run of its own. */
describe('content seed, each test on an empty database of its own', () => {
  beforeEach(connectEmptyDatabase);

  afterEach(dropTestDatabase);

  describe('settings', () => {
    it('when run again after the owner changed the timezone, then nothing is added or overwritten', async () => {
      await seed();
      await Settings.updateOne({ key: 'site' }, { $set: { timezone: 'Asia/Tokyo' } });

      await seed();

      const settings = await Settings.find({});
      expect(settings.map((s) => s.timezone)).toEqual(['Asia/Tokyo']);
    });
  });

  describe('blog', () => {
    it('when run twice, then the second run creates nothing', async () => {
      await seed();
      const first = await counts();

      await seed();

      expect(await counts()).toEqual(first);
      expect(first.posts).toBeGreaterThanOrEqual(28);
    });

    it('when the owner edited a seeded post, then a new run leaves the edit alone', async () => {
      await seed();
      const post = await BlogPost.findOne({ locale: 'en', title: 'How the draft works' }).orFail();
      await BlogPost.updateOne({ _id: post._id }, { $set: { title: 'Our draft rules', body: '<p>Edited.</p>' } });

      await seed();

      const after = await BlogPost.findById(post._id).orFail();
      expect({ title: after.title, body: after.body }).toEqual({ title: 'Our draft rules', body: '<p>Edited.</p>' });
      expect(await BlogPost.countDocuments({ locale: 'en', title: 'How the draft works' })).toBe(0);
    });

    it('when the owner deleted a seeded post, then a new run does not bring it back', async () => {
      await seed();
      const before = await counts();
      await BlogPost.deleteOne({ locale: 'hu', title: 'Játékoscserék' });

      await seed();

      expect(await BlogPost.countDocuments({ locale: 'hu', title: 'Játékoscserék' })).toBe(0);
      expect(await counts()).toEqual({ ...before, posts: before.posts - 1 });
    });
  });

  describe('house ads', () => {
    it('when the owner replaced a seeded ad, then a new run leaves the replacement alone', async () => {
      await seed();
      const image = new mongoose.Types.ObjectId();
      await Ad.updateOne({ page: 'faq', placement: 'top' }, { $set: { image, url: 'https://partner.example/' } });

      await seed();

      const ad = await Ad.findOne({ page: 'faq', placement: 'top' }).orFail();
      expect({ image: ad.image!.toHexString(), url: ad.url }).toEqual({
        image: image.toHexString(),
        url: 'https://partner.example/',
      });
      expect(await Ad.countDocuments()).toBe(6);
    });
  });

  describe('team logos', () => {
    it('when the owner deleted a seeded logo, then a new run neither brings it back nor adds another', async () => {
      await seed();
      const [first] = await TeamLogo.find({}).sort({ _id: 1 });
      await TeamLogo.deleteOne({ _id: first!._id });
      const before = await counts();

      await seed();

      expect(await TeamLogo.countDocuments()).toBe(7);
      expect(await TeamLogo.exists({ _id: first!._id })).toBeNull();
      expect(await counts()).toEqual(before);
    });
  });
});
