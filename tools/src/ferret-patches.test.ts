import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { testTime } from '@hfl/kit/testing';
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

  describe('a filter on other fields', () => {
    const leagueA = new mongoose.Types.ObjectId();
    const leagueB = new mongoose.Types.ObjectId();
    type Member = { _id: string; leagueId?: unknown; status?: unknown; name?: string };
    const members = () => client.db('patches').collection<Member>('members');
    beforeAll(async () => {
      await members().createIndex({ leagueId: 1, status: 1 });
      await members().insertMany([
        { _id: 'a-active', leagueId: leagueA, status: 'active' },
        { _id: 'a-left', leagueId: leagueA, status: 'left' },
        { _id: 'b-active', leagueId: leagueB, status: 'active' },
        // MongoDB's equality also matches an array holding the value.
        { _id: 'both', leagueId: [leagueA, leagueB], status: ['active', 'invited'] },
        // The same hex as a string is not the ObjectId.
        { _id: 'a-as-text', leagueId: leagueA.toHexString(), status: 'active' },
        { _id: 'no-league', status: 'active' },
        { _id: 'html', leagueId: leagueB, status: 'A&B <x>', name: 'Zoë "Z" \\' },
        { _id: 'accented', leagueId: leagueB, status: 'ü' },
        { _id: 'nested', leagueId: { id: leagueA }, status: { is: 'active' } },
      ]);
    });
    const ids = async (filter: object) => (await members().find(filter).toArray()).map((member) => member._id).sort();

    it.each([
      ['equality with an ObjectId and a string', { leagueId: leagueA, status: 'active' }, ['a-active', 'both']],
      ['$eq', { status: { $eq: 'left' } }, ['a-left']],
      [
        '$in with ObjectIds',
        { leagueId: { $in: [leagueA, leagueB] } },
        ['a-active', 'a-left', 'b-active', 'both', 'html', 'accented'].sort(),
      ],
      ['$in on _id', { _id: { $in: ['a-left', 'html', 'missing'] } }, ['a-left', 'html']],
      ['a string that is an ObjectId elsewhere', { leagueId: leagueA.toHexString() }, ['a-as-text']],
      ['a string JSON may escape (HTML characters)', { status: 'A&B <x>' }, ['html']],
      ['a string with quotes and a backslash', { name: 'Zoë "Z" \\' }, ['html']],
      ['a non-ASCII string', { status: 'ü' }, ['accented']],
      ['a value inside an array', { status: 'invited' }, ['both']],
      ['a path into a document', { 'leagueId.id': leagueA }, ['nested']],
      ['$in mixing a string and a number', { status: { $in: ['left', 7] } }, ['a-left']],
      [
        'an operator beside the field',
        { leagueId: leagueB, $or: [{ status: 'ü' }, { status: 'active' }] },
        ['accented', 'b-active', 'both'],
      ],
    ])('when a find compares %s, then it answers as MongoDB does', async (_case, filter, expected) => {
      expect(await ids(filter)).toEqual(expected);
    });

    it('when a find compares an indexed field with an ObjectId, then SQLite searches that index', async () => {
      const plan = (await members().find({ leagueId: leagueA, status: 'active' }).explain()) as {
        filterPushdown?: boolean;
        queryPlanner?: { Plan?: string[] };
      };

      expect(plan.filterPushdown).toBe(true);
      expect(plan.queryPlanner?.Plan?.join('\n')).toMatch(
        /SEARCH members_\w+ USING INDEX members_\w+_leagueId_1_status_1/,
      );
      expect(plan.queryPlanner?.Plan?.join('\n')).not.toMatch(/SCAN/);
    });

    it('when counts, updates and deletes filter by such fields, then exactly the matching documents change', async () => {
      const scratch = client.db('patches').collection<Member & { seen?: boolean }>('members-scratch');
      await scratch.insertMany([
        { _id: '1', leagueId: leagueA, status: 'active' },
        { _id: '2', leagueId: [leagueB, leagueA], status: 'active' },
        { _id: '3', leagueId: leagueB, status: 'active' },
      ]);

      expect(await scratch.countDocuments({ leagueId: leagueA })).toBe(2);
      expect((await scratch.updateMany({ leagueId: leagueA }, { $set: { seen: true } })).modifiedCount).toBe(2);
      expect((await scratch.deleteMany({ leagueId: leagueB, status: 'active' })).deletedCount).toBe(2);
      expect(await scratch.find().toArray()).toEqual([{ _id: '1', leagueId: leagueA, status: 'active', seen: true }]);
    });
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

  it(
    'when many updates of many statements each are in flight at once, then every one finishes',
    async () => {
      const rows = client.db('patches').collection<{ _id: string; lineup: string }>('lineups');
      const commands = 60;
      const statements = 16;
      const ids = (c: number) => Array.from({ length: statements }, (_, s) => `${c}:${s}`);
      await rows.insertMany(
        Array.from({ length: commands }, (_, c) => ids(c).map((_id) => ({ _id, lineup: '' }))).flat(),
      );

      // 192 statements at once, more than FerretDB's pool of 100 connections: each statement's read must end with it.
      const results = await Promise.all(
        Array.from({ length: commands }, (_, c) =>
          rows.bulkWrite(
            ids(c).map((_id) => ({ updateOne: { filter: { _id }, update: { $set: { lineup: `new ${_id}` } } } })),
            { ordered: false },
          ),
        ),
      );

      expect(results.map((result) => result.modifiedCount)).toEqual(Array.from({ length: commands }, () => statements));
      expect(await rows.countDocuments({ lineup: { $regex: '^new ' } })).toBe(commands * statements);
    },
    testTime(60_000),
  );

  it('when documents are deleted by _id alone or with more conditions, then exactly the matching ones go and the count says so', async () => {
    const gone = client.db('patches').collection<{ _id: string | mongoose.Types.ObjectId; n: number }>('gone');
    const oid = new mongoose.Types.ObjectId();
    await gone.insertMany([
      { _id: 'a', n: 1 },
      { _id: 'b', n: 2 },
      { _id: 'c', n: 3 },
      { _id: 'd', n: 4 },
      { _id: 'e"', n: 5 },
      { _id: oid, n: 6 },
    ]);

    expect((await gone.deleteMany({ _id: { $in: ['a', 'b', 'missing'] } })).deletedCount).toBe(2);
    expect((await gone.deleteOne({ _id: oid })).deletedCount).toBe(1);
    expect((await gone.deleteOne({ _id: { $eq: 'missing' } })).deletedCount).toBe(0);
    // One of several named, and the _id beside another condition: the documents are read and filtered.
    expect((await gone.deleteOne({ _id: { $in: ['c', 'd'] } })).deletedCount).toBe(1);
    expect((await gone.deleteMany({ _id: 'e"', n: 6 })).deletedCount).toBe(0);
    expect((await gone.deleteMany({ _id: 'e"' })).deletedCount).toBe(1);
    expect((await gone.find().toArray()).map((doc) => doc.n)).toHaveLength(1);
  });

  it('when a find or an update has no filter at all, then it reads and writes every document as before', async () => {
    const scratch = client.db('patches').collection<{ _id: string; seen?: boolean }>('scratch');
    await scratch.insertMany([{ _id: 'a' }, { _id: 'b' }]);

    expect(await scratch.find().toArray()).toEqual([{ _id: 'a' }, { _id: 'b' }]);
    expect((await scratch.updateMany({}, { $set: { seen: true } })).modifiedCount).toBe(2);
    expect(await scratch.countDocuments()).toBe(2);
  });
});

describe('sessions on the patched embedded FerretDB', () => {
  it('when a driver connects and writes, then no command carries a session id: the server announces no sessions', async () => {
    const watched = await new mongoose.mongo.MongoClient(ferret.url, { monitorCommands: true }).connect();
    const sessionIds: unknown[] = [];
    watched.on('commandStarted', (event) => sessionIds.push(event.command.lsid));
    try {
      const hello = await watched.db('admin').command({ hello: 1 });
      const notes = watched.db('patches').collection<{ _id: string; n: number }>('notes');
      await notes.insertOne({ _id: 'a', n: 1 });
      await notes.updateOne({ _id: 'a' }, { $set: { n: 2 } });

      expect(hello).not.toHaveProperty('logicalSessionTimeoutMinutes');
      expect(await notes.findOne({ _id: 'a' })).toEqual({ _id: 'a', n: 2 });
      expect(sessionIds).toHaveLength(4);
      expect(sessionIds.every((id) => id === undefined)).toBe(true);
    } finally {
      await watched.close();
    }
  });
});
