import mongoose, { Schema } from 'mongoose';
import { backfillSearch, foldedSearchField, searchFilter } from './search-field';
import { connectTestDatabase, dropTestDatabase, testDatabaseName } from './testing';

const schema = new Schema({ title: { type: String, required: true } }, { versionKey: false });
foldedSearchField(schema, 'title');
const Named = mongoose.model('KitSearchFieldNamed', schema, 'kit_search_field_named');

beforeAll(async () => {
  await connectTestDatabase(testDatabaseName('kit_search_field'));
});
afterAll(dropTestDatabase);
beforeEach(() => Named.deleteMany({}));

/** The stored folded names, in the order of the names (the field is added by the plugin, so untyped here). */
const stored = async () =>
  (
    await Named.collection
      .find({}, { projection: { _id: 0, search: 1 } })
      .sort({ title: 1 })
      .toArray()
  ).map((doc) => doc.search as unknown);
const titlesFound = async (term: string) =>
  (await Named.find(searchFilter(term)).sort({ title: 1 }).lean()).map((doc) => doc.title);

describe('foldedSearchField', () => {
  it('when documents are created, inserted in bulk or renamed, then the folded name is written with the name', async () => {
    const one = await Named.create({ title: 'Győri ETO' });
    await Named.insertMany([{ title: 'Ákos' }, { title: 'Pécsi  MFC' }]);
    // As the seeds insert: lean, unvalidated.
    await Named.insertMany([{ title: 'Órás' }], { lean: true });
    await Named.updateOne({ _id: one._id }, { $set: { title: 'Szűcs Éva' } });

    expect(await stored()).toEqual(['pecsi mfc', 'szucs eva', 'akos', 'oras']);
  });

  it('when a rename goes through findOneAndUpdate without an operator, then the folded name follows too', async () => {
    const one = await Named.create({ title: 'Old Name' });

    await Named.findOneAndUpdate({ _id: one._id }, { title: 'Új Név' });

    expect(await stored()).toEqual(['uj nev']);
  });
});

describe('searchFilter', () => {
  it('when a term is given, then it is found folded, literally, anywhere in the name', async () => {
    await Named.insertMany([{ title: 'Kovács Ákos' }, { title: 'Nagy (a+)+' }, { title: 'Tóth Béla' }]);

    expect(await titlesFound('AKOS')).toEqual(['Kovács Ákos']);
    expect(await titlesFound('(a+)+')).toEqual(['Nagy (a+)+']);
    expect(await titlesFound('  ')).toEqual(['Kovács Ákos', 'Nagy (a+)+', 'Tóth Béla']);
  });
});

describe('backfillSearch', () => {
  it('when documents were stored before the folded name, then it is written once, and a second run writes nothing', async () => {
    await Named.collection.insertMany([{ title: 'Régi Név' }, { title: 'Másik' }]);
    await Named.create({ title: 'Új' });

    expect(await backfillSearch(Named, 'title')).toBe(2);
    expect(await backfillSearch(Named, 'title')).toBe(0);
    expect(await stored()).toEqual(['masik', 'regi nev', 'uj']);
  });
});
