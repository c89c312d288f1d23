import { MongoClient, type Db } from 'mongodb';
import { CREDENTIAL_EPOCHS_COLLECTION, createCredentialEpochs } from './credential-epochs';

// Long enough for a renewal and two reads on a loaded machine (a busy CI has taken over 300 ms for such steps).
const KEPT_MS = 1_500;

let client: MongoClient;
let db: Db;

beforeAll(async () => {
  client = await MongoClient.connect(process.env.MONGO_URL!);
  db = client.db('bff_credential_epochs');
});

beforeEach(async () => {
  await db.collection(CREDENTIAL_EPOCHS_COLLECTION).deleteMany({});
});

afterAll(async () => {
  await client.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('credential epochs', () => {
  it('when a user has never changed credentials, then the epoch is null; a renewal gives a new one, seen at once here', async () => {
    const epochs = createCredentialEpochs(db, KEPT_MS);
    expect(await epochs.current('user-a')).toBeNull();

    const renewed = await epochs.renew('user-a');

    expect(await epochs.current('user-a')).toBe(renewed);
    expect(await epochs.current('user-b')).toBeNull();
  });

  it('when another instance renews, then this one sees the new epoch once what it kept is older than its time', async () => {
    const here = createCredentialEpochs(db, KEPT_MS);
    const there = createCredentialEpochs(db, KEPT_MS);
    const first = await here.renew('user-a');
    expect(await here.current('user-a')).toBe(first);

    const second = await there.renew('user-a');

    expect(await here.current('user-a')).toBe(first);
    await sleep(KEPT_MS + 50);
    expect(await here.current('user-a')).toBe(second);
  });

  it('when reads overlap a renewal here, then none of them keeps the old epoch after it', async () => {
    const epochs = createCredentialEpochs(db, 60_000);
    const first = await epochs.renew('user-a');
    await sleep(5);
    // Nothing kept yet for user-b; reads race the renewal.
    const reads = Array.from({ length: 10 }, () => epochs.current('user-b'));
    const renewed = await epochs.renew('user-b');
    await Promise.all(reads);

    expect(await epochs.current('user-b')).toBe(renewed);
    expect(await epochs.current('user-a')).toBe(first);
  });
});
