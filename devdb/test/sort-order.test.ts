import { Binary, MaxKey, MinKey, ObjectId, type Collection, type Document } from 'mongodb';
import { connectDriver, type DriverSession } from './support/target';

let session: DriverSession;

beforeAll(async () => {
  session = await connectDriver('devdb_test_sort_order');
});

afterAll(() => session.close());

// MongoDB's order across BSON types; an array sorts by its smallest element ascending and its largest
// descending, an empty array before null, and a missing field as null.
const ASCENDING: Document[] = [
  { k: 'a-minkey', v: new MinKey() },
  { k: 'b-empty-array', v: [] },
  { k: 'c-missing' },
  { k: 'd-null', v: null },
  { k: 'e-array', v: [0.5, 'z'] },
  { k: 'f-int', v: 1 },
  { k: 'g-double', v: 2.5 },
  { k: 'h-string', v: 'a' },
  { k: 'i-object', v: { a: 1 } },
  { k: 'j-binary', v: new Binary(Buffer.from('x')) },
  { k: 'k-objectid', v: new ObjectId('650000000000000000000001') },
  { k: 'l-boolean', v: false },
  { k: 'm-date', v: new Date(Date.UTC(2024, 0, 1)) },
  { k: 'n-regex', v: /a/ },
  { k: 'o-maxkey', v: new MaxKey() },
];

async function sortedKeys(collection: Collection<Document>, sort: Document): Promise<string[]> {
  return (await collection.find({}, { sort }).toArray()).map((doc) => doc.k);
}

describe.each([
  ['without an index', false],
  ['through an index', true],
])('sorting values of every BSON type %s', (_label, indexed) => {
  let collection: Collection<Document>;

  beforeAll(async () => {
    collection = session.db.collection(indexed ? 'indexed' : 'plain');
    if (indexed) await collection.createIndex({ v: 1, k: 1 });
    await collection.insertMany([...ASCENDING].reverse().map((doc) => ({ ...doc })));
  });

  test('ascending follows MongoDB type order', async () => {
    expect(await sortedKeys(collection, { v: 1, k: 1 })).toEqual(ASCENDING.map((doc) => doc.k));
  });

  test('an aggregation sorts the same way, and skips and limits after the sort', async () => {
    const sorted = await collection.aggregate([{ $sort: { v: 1, k: 1 } }]).toArray();
    expect(sorted.map((doc) => doc.k)).toEqual(ASCENDING.map((doc) => doc.k));
    const page = await collection.aggregate([{ $match: { k: { $gte: 'f' } } }, { $sort: { v: -1, k: 1 } }, { $skip: 1 }, { $limit: 3 }, { $project: { _id: 0, k: 1 } }]).toArray();
    expect(page).toEqual([{ k: 'n-regex' }, { k: 'm-date' }, { k: 'l-boolean' }]);
  });

  test('descending sorts an array by its largest element', async () => {
    const descending = await sortedKeys(collection, { v: -1, k: 1 });
    expect(descending.indexOf('e-array')).toBeLessThan(descending.indexOf('h-string'));
    expect(descending.indexOf('e-array')).toBeGreaterThan(descending.indexOf('i-object'));
  });

  test('ranges stay within the type of their bound', async () => {
    const keys = async (filter: Document) => (await collection.find(filter, { sort: { k: 1 } }).toArray()).map((doc) => doc.k);
    expect(await keys({ v: { $gt: 0 } })).toEqual(['e-array', 'f-int', 'g-double']);
    expect(await keys({ v: { $gte: '' } })).toEqual(['e-array', 'h-string']);
    expect(await keys({ v: { $lt: new Date(Date.UTC(2030, 0, 1)) } })).toEqual(['m-date']);
    expect(await keys({ v: { $gt: new ObjectId('000000000000000000000000') } })).toEqual(['k-objectid']);
  });
});

test('ObjectIds sort byte by byte, as their hex strings do, and an $in of them finds each once', async () => {
  const ids = ['ff0000000000000000000000', '0a0000000000000000000001', '0a0000000000000000000000', '9f00000000000000000000ff', 'a000000000000000000000ff'].map((hex) => new ObjectId(hex));
  const collection = session.db.collection('object_ids');
  await collection.insertMany(ids.map((id) => ({ ref: id })));
  await collection.createIndex({ ref: 1 });
  const ascending = [...ids].map((id) => id.toHexString()).sort();
  expect((await collection.find({}, { sort: { ref: 1 } }).toArray()).map((doc) => doc.ref.toHexString())).toEqual(ascending);
  const asked = [ids[4]!, ids[0]!, ids[4]!, ids[2]!];
  expect((await collection.find({ ref: { $in: asked } }, { sort: { ref: -1 } }).toArray()).map((doc) => doc.ref.toHexString())).toEqual([ids[0]!, ids[4]!, ids[2]!].map((id) => id.toHexString()).sort().reverse());
});
