import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose from 'mongoose';
import { startFerret } from './db';
import { loadOrCreateSecrets } from './secrets';

const modeOf = (file: string) => fs.statSync(file).mode & 0o777;

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'hfl-owner-only-'));
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('.data/secrets.json', () => {
  it('when created, then the file is 0600 and its directory 0700', () => {
    const dataDir = path.join(root, '.data');

    loadOrCreateSecrets(dataDir);

    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(path.join(dataDir, 'secrets.json'))).toBe(0o600);
  });

  it('when they exist readable by others, then they are narrowed and the secrets kept', () => {
    const dataDir = path.join(root, '.data');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    fs.chmodSync(dataDir, 0o755);
    const file = path.join(dataDir, 'secrets.json');
    const stored = { INTERNAL_TOKEN_SECRET: 'i'.repeat(64), SESSION_SECRET: 's'.repeat(64) };
    fs.writeFileSync(file, JSON.stringify(stored), { mode: 0o644 });
    fs.chmodSync(file, 0o644);
    // Environment variables would win over the file (jest's global set-up sets one).
    const saved = {
      INTERNAL_TOKEN_SECRET: process.env.INTERNAL_TOKEN_SECRET,
      SESSION_SECRET: process.env.SESSION_SECRET,
    };
    delete process.env.INTERNAL_TOKEN_SECRET;
    delete process.env.SESSION_SECRET;

    try {
      expect(loadOrCreateSecrets(dataDir)).toEqual(stored);
    } finally {
      for (const [name, value] of Object.entries(saved)) if (value !== undefined) process.env[name] = value;
    }
    expect(modeOf(dataDir)).toBe(0o700);
    expect(modeOf(file)).toBe(0o600);
  });
});

describe('the embedded database files', () => {
  async function writeOnce(dataDir: string, dbName: string): Promise<void> {
    const db = await startFerret({ dataDir, log: () => {} });
    const client = await new mongoose.mongo.MongoClient(db.url).connect();
    try {
      await client.db(dbName).collection('things').insertOne({ secret: true });
    } finally {
      await client.close();
      await db.stop();
    }
  }

  it('when FerretDB starts on files an earlier run left readable, then the directory and every database file are owner-only', async () => {
    const dataDir = path.join(root, 'ferretdb');
    await writeOnce(dataDir, 'earlier');
    fs.chmodSync(dataDir, 0o755);
    for (const file of fs.readdirSync(dataDir)) fs.chmodSync(path.join(dataDir, file), 0o644);

    await writeOnce(dataDir, 'later');

    expect(modeOf(dataDir)).toBe(0o700);
    const files = fs.readdirSync(dataDir);
    expect(files).toEqual(expect.arrayContaining(['earlier.sqlite', 'later.sqlite']));
    for (const file of files) expect([file, modeOf(path.join(dataDir, file))]).toEqual([file, 0o600]);
  });
});
