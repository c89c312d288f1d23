import mongoose, { Schema } from 'mongoose';
import { insertNew } from './mongo-errors';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from './testing';

const Claim = mongoose.model(
  'KitInsertNewClaim',
  new Schema(
    { _id: String, key: { type: String, unique: true }, by: { type: String, required: true } },
    { versionKey: false },
  ),
  'kit_insert_new_claims',
);

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('kit_insert_new'));
  await Claim.init();
});
afterAll(dropTestDatabase);

describe('insertNew', () => {
  it('when some documents were inserted before, then only the others are inserted and answered as this call’s', async () => {
    await Claim.create({ _id: 'a1', key: 'a', by: 'earlier' });
    await Claim.create({ _id: 'c1', key: 'c', by: 'earlier' });

    const ours = await insertNew(Claim, [
      { _id: 'a2', key: 'a', by: 'now' },
      { _id: 'b2', key: 'b', by: 'now' },
      { _id: 'c2', key: 'c', by: 'now' },
      { _id: 'd2', key: 'd', by: 'now' },
    ]);

    expect(ours.map((doc) => doc.key)).toEqual(['b', 'd']);
    const stored = await Claim.find({ key: mongoose.trusted({ $in: ['a', 'b', 'c', 'd'] }) })
      .sort({ key: 1 })
      .lean();
    expect(stored.map((doc) => doc.by)).toEqual(['earlier', 'now', 'earlier', 'now']);
  });

  it('when two callers insert the same documents at once, then each document is answered to exactly one of them', async () => {
    const docs = (by: string) =>
      Array.from({ length: 40 }, (_, i) => ({ _id: `race-${by}-${i}`, key: `race-${i}`, by }));

    const [first, second] = await Promise.all([insertNew(Claim, docs('x')), insertNew(Claim, docs('y'))]);

    const won = [...first, ...second].map((doc) => doc.key).sort();
    expect(won).toEqual(
      docs('x')
        .map((doc) => doc.key)
        .sort(),
    );
  });

  it('when a document is refused for another reason than a duplicate, then the refusal is thrown', async () => {
    await expect(insertNew(Claim, [{ _id: 'e1', key: 'e', by: undefined }])).rejects.toThrow();
  });
});
