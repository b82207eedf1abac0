import type { Collection, Document } from 'mongodb';
import { connectDriver, type DriverSession } from './support/target';

let session: DriverSession;
let items: Collection<Document>;

beforeAll(async () => {
  session = await connectDriver('devdb_test_update_operators');
  items = session.db.collection('items');
});

afterAll(() => session.close());

beforeEach(() => items.deleteMany({}));

async function updated(initial: Document, update: Document | Document[], options: Document = {}): Promise<Document | null> {
  const { insertedId } = await items.insertOne(initial);
  await items.updateOne({ _id: insertedId, ...(options.filter ?? {}) }, update, { arrayFilters: options.arrayFilters });
  return items.findOne({ _id: insertedId }, { projection: { _id: 0 } });
}

test('$inc, $mul, $min, $max', async () => {
  expect(await updated({ n: 1, m: 3, lo: 5, hi: 5 }, { $inc: { n: 2, fresh: 1 }, $mul: { m: 2 }, $min: { lo: 2 }, $max: { hi: 9 } })).toEqual({
    n: 3,
    m: 6,
    lo: 2,
    hi: 9,
    fresh: 1,
  });
});

test('$set and $unset with dotted paths create and remove nested fields', async () => {
  expect(await updated({ a: { b: 1, c: 2 } }, { $set: { 'a.b': 10, 'x.y.z': true }, $unset: { 'a.c': '' } })).toEqual({
    a: { b: 10 },
    x: { y: { z: true } },
  });
});

test('$push with $each and $slice, $addToSet without duplicates, $pull by value and by condition', async () => {
  expect(await updated({ tags: ['a'] }, { $push: { tags: { $each: ['b', 'c', 'd'], $slice: -3 } } })).toEqual({ tags: ['b', 'c', 'd'] });
  expect(await updated({ tags: ['a', 'b'] }, { $addToSet: { tags: { $each: ['b', 'c'] } } })).toEqual({ tags: ['a', 'b', 'c'] });
  expect(await updated({ tags: ['a', 'b', 'a'] }, { $pull: { tags: 'a' } })).toEqual({ tags: ['b'] });
  expect(await updated({ scores: [1, 5, 9] }, { $pull: { scores: { $gte: 5 } } })).toEqual({ scores: [1] });
  expect(await updated({ people: [{ id: 1 }, { id: 2 }] }, { $pull: { people: { id: 2 } } })).toEqual({ people: [{ id: 1 }] });
});

test('$pop, $rename and $currentDate', async () => {
  const result = await updated({ list: [1, 2, 3], old: 'v' }, { $pop: { list: 1 }, $rename: { old: 'renamed' }, $currentDate: { touched: true } });
  expect(result).toMatchObject({ list: [1, 2], renamed: 'v' });
  expect(result?.touched).toBeInstanceOf(Date);
  expect(result).not.toHaveProperty('old');
});

test('the positional $ operator updates the element the filter matched', async () => {
  const result = await updated(
    { lines: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: 1 }] },
    { $inc: { 'lines.$.qty': 5 } },
    { filter: { 'lines.sku': 'b' } },
  );
  expect(result).toEqual({ lines: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: 6 }] });
});

test('arrayFilters select the elements to update', async () => {
  const result = await updated(
    { lines: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: 7 }, { sku: 'c', qty: 9 }] },
    { $set: { 'lines.$[big].flag': true } },
    { arrayFilters: [{ 'big.qty': { $gt: 5 } }] },
  );
  expect(result).toEqual({ lines: [{ sku: 'a', qty: 1 }, { sku: 'b', qty: 7, flag: true }, { sku: 'c', qty: 9, flag: true }] });
});

test('an aggregation pipeline update computes from the document', async () => {
  expect(await updated({ first: 'Ada', last: 'Lovelace' }, [{ $set: { full: { $concat: ['$first', ' ', '$last'] } } }, { $unset: 'first' }])).toEqual({
    last: 'Lovelace',
    full: 'Ada Lovelace',
  });
});

test('a replacement keeps the _id and drops the other fields', async () => {
  const { insertedId } = await items.insertOne({ a: 1, b: 2 });
  await items.replaceOne({ _id: insertedId }, { c: 3 });
  expect(await items.findOne({ _id: insertedId })).toEqual({ _id: insertedId, c: 3 });
});

test('an upsert seeds the new document from the filter equality fields', async () => {
  const result = await items.updateOne({ kind: 'counter', 'owner.id': 7, n: { $gt: 0 } }, { $inc: { n: 1 } }, { upsert: true });
  expect(result.upsertedCount).toBe(1);
  expect(await items.findOne({ _id: result.upsertedId! }, { projection: { _id: 0 } })).toEqual({ kind: 'counter', owner: { id: 7 }, n: 1 });
});

test('malformed updates are refused with a client error and change nothing', async () => {
  await items.insertOne({ a: 1, label: 'text' });
  await expect(items.updateOne({}, { $set: 5 } as never)).rejects.toMatchObject({ code: 9 });
  await expect(items.updateOne({}, { $bogus: { a: 1 } } as never)).rejects.toMatchObject({ name: 'MongoServerError' });
  await expect(items.updateOne({}, { $inc: { label: 1 } })).rejects.toMatchObject({ code: 14 });
  await expect(items.updateOne({}, { $push: { a: 2 } } as never)).rejects.toMatchObject({ code: 2 });
  await expect(items.updateOne({}, { $set: { 'a.b': 2 } })).rejects.toMatchObject({ code: 28 });
  const multiReplacement = { update: 'items', updates: [{ q: {}, u: { a: 2 }, multi: true }] };
  await expect(session.db.command(multiReplacement)).resolves.toMatchObject({ writeErrors: [expect.objectContaining({ code: 9 })] });
  expect(await items.findOne({}, { projection: { _id: 0 } })).toEqual({ a: 1, label: 'text' });
});
