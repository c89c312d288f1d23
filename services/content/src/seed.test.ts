import { connectTestDatabase, dropTestDatabase, testDatabaseName } from '@hfl/kit/testing';
import { Settings } from './models/settings';
import { seed } from './seed';

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('content_seed'));
  await Settings.init();
});

beforeEach(async () => {
  await Settings.deleteMany({});
});

afterAll(async () => {
  await dropTestDatabase();
});

describe('content seed', () => {
  it('when run on an empty database, then the site settings hold the default timezone', async () => {
    await seed();

    const settings = await Settings.find({});
    expect(settings.map((s) => ({ key: s.key, timezone: s.timezone }))).toEqual([{ key: 'site', timezone: 'Europe/Budapest' }]);
  });

  it('when run again after the owner changed the timezone, then nothing is added or overwritten', async () => {
    await seed();
    await Settings.updateOne({ key: 'site' }, { $set: { timezone: 'Asia/Tokyo' } });

    await seed();

    const settings = await Settings.find({});
    expect(settings.map((s) => s.timezone)).toEqual(['Asia/Tokyo']);
  });
});
