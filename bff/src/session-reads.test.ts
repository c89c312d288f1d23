import { MongoClient, type Db } from 'mongodb';
import { createSessions, SESSION_COLLECTION, type Sessions } from './session';

// Long enough for a store, a read, a delete and a read on a loaded machine (at 300 ms a busy CI missed it).
const KEPT_MS = 1_500;
const HOUR = 60 * 60 * 1000;

let client: MongoClient;
let db: Db;
let sessions: Sessions;

beforeAll(async () => {
  client = await MongoClient.connect(process.env.MONGO_URL!);
  db = client.db('bff_session_reads');
  sessions = createSessions({
    client,
    dbName: db.databaseName,
    secret: 's'.repeat(64),
    secure: false,
    timeouts: { idleMs: HOUR, maxLifetimeMs: 24 * HOUR, visitorLifetimeMs: 2 * HOUR },
    keptMs: KEPT_MS,
  });
});

afterAll(async () => {
  sessions.stop();
  await client.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A signed-in session as connect-mongo stores it. */
async function storedSession(sessionId: string, userId: string) {
  const expires = new Date(Date.now() + HOUR);
  await db
    .collection<{ _id: string; session: object; expires: Date; lastModified: Date }>(SESSION_COLLECTION)
    .insertOne({
      _id: sessionId,
      session: {
        cookie: { originalMaxAge: HOUR, expires, httpOnly: true, path: '/' },
        user: { id: userId, role: 'user' },
        signedInAt: Date.now(),
      },
      expires,
      lastModified: new Date(),
    });
}

const userOf = async (sessionId: string) =>
  ((await sessions.load(sessionId))?.user as { id: string } | undefined)?.id ?? null;

describe('session reads', () => {
  it('when another instance ends a session, then this one, which read it a moment ago, sees that within its kept time', async () => {
    await storedSession('ended-elsewhere', 'user-a');
    expect(await userOf('ended-elsewhere')).toBe('user-a');

    await db.collection<{ _id: string }>(SESSION_COLLECTION).deleteOne({ _id: 'ended-elsewhere' });

    expect(await userOf('ended-elsewhere')).toBe('user-a');
    await sleep(KEPT_MS + 50);
    expect(await userOf('ended-elsewhere')).toBeNull();
  });

  it("when this instance ends all of a user's sessions (the account is gone), then none is served from what it kept", async () => {
    await storedSession('device-1', 'user-b');
    await storedSession('device-2', 'user-b');
    await storedSession('someone-else', 'user-c');
    expect(await userOf('device-1')).toBe('user-b');
    expect(await userOf('device-2')).toBe('user-b');

    await sessions.endAllOf('user-b');

    expect(await userOf('device-1')).toBeNull();
    expect(await userOf('device-2')).toBeNull();
    expect(await userOf('someone-else')).toBe('user-c');
  });

  it('when a caller changes the session it loaded, then the next caller still gets it as stored', async () => {
    await storedSession('changed-in-memory', 'user-d');
    const first = await sessions.load('changed-in-memory');
    (first!.user as { id: string }).id = 'tampered';

    expect(await userOf('changed-in-memory')).toBe('user-d');
  });
});
