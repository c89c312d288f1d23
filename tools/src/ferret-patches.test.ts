import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startFerret, type Database } from './db';

let ferret: Database;
let client: mongoose.mongo.MongoClient;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-ferret-patches-'));
  ferret = await startFerret({ dataDir, log: () => {} });
  client = await new mongoose.mongo.MongoClient(ferret.url).connect();
});

afterAll(async () => {
  await client.close();
  await ferret.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** The embedded FerretDB as tools/src/db.ts builds it, with tools/src/ferret-patches.ts applied. */
describe('the patched embedded FerretDB', () => {
  const sessions = () => client.db('patches').collection<{ _id: string; n: number }>('sessions');
  beforeAll(async () => {
    await sessions().insertMany(Array.from({ length: 50 }, (_, n) => ({ _id: `s${n}`, n })));
  });

  it.each([
    ['the _id alone', { _id: 's7' }],
    [
      "the _id beside other conditions (connect-mongo's session read)",
      { _id: 's7', $or: [{ n: { $exists: false } }, { n: { $gt: 0 } }] },
    ],
  ])(
    'when a find filters by %s, then SQLite searches the _id index instead of reading the collection',
    async (_case, filter) => {
      const plan = (await sessions().find(filter).explain()) as {
        filterPushdown?: boolean;
        queryPlanner?: { Plan?: string[] };
      };

      expect(plan.filterPushdown).toBe(true);
      expect(plan.queryPlanner?.Plan?.join('\n')).toMatch(/SEARCH sessions_\w+ USING INDEX sessions_\w+__id_/);
    },
  );

  it('when the _id matches but another condition does not, then nothing is found: the whole filter still applies', async () => {
    expect(await sessions().find({ _id: 's7', n: 7 }).toArray()).toEqual([{ _id: 's7', n: 7 }]);
    expect(
      await sessions()
        .find({ _id: 's7', n: { $gt: 7 } })
        .toArray(),
    ).toEqual([]);
    expect(await sessions().countDocuments({ _id: 's7', $or: [{ n: 1 }, { n: 2 }] })).toBe(0);
  });

  it('when many clients insert and update at once, then every write lands (writes wait their turn in FerretDB)', async () => {
    const busy = client.db('patches').collection<{ _id: string; marks: string[] }>('busy');

    // Each writer its own documents: FerretDB v1 reads before it writes, so `$inc` on one document may lose updates.
    await Promise.all(
      Array.from({ length: 16 }, (_, writer) =>
        (async () => {
          for (let i = 0; i < 10; i++) {
            await busy.insertOne({ _id: `${writer}:${i}`, marks: [] });
            await busy.updateOne({ _id: `${writer}:${i}` }, { $set: { 'marks.0': 'updated' } });
          }
        })(),
      ),
    );

    expect(await busy.countDocuments({})).toBe(160);
    expect(await busy.countDocuments({ marks: 'updated' })).toBe(160);
  });

  it('when a find or an update has no filter at all, then it reads and writes every document as before', async () => {
    const scratch = client.db('patches').collection<{ _id: string; seen?: boolean }>('scratch');
    await scratch.insertMany([{ _id: 'a' }, { _id: 'b' }]);

    expect(await scratch.find().toArray()).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    expect((await scratch.updateMany({}, { $set: { seen: true } })).modifiedCount).toBe(2);
    expect(await scratch.countDocuments()).toBe(2);
  });
});
