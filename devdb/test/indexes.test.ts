import type { Collection, Document } from 'mongodb';
import { connectDriver, type DriverSession } from './support/target';

let session: DriverSession;

beforeAll(async () => {
  session = await connectDriver('devdb_test_indexes');
});

afterAll(() => session.close());

let counter = 0;
function freshCollection(): Collection<Document> {
  counter++;
  return session.db.collection(`c${counter}`);
}

async function examined(collection: Collection<Document>, filter: Document): Promise<number> {
  const plan = await collection.find(filter).explain('executionStats');
  return plan.executionStats.totalDocsExamined;
}

test('createIndexes, listIndexes and dropIndexes', async () => {
  const collection = freshCollection();
  await collection.createIndexes([
    { key: { email: 1 }, name: 'email_1', unique: true },
    { key: { firm: 1, createdAt: -1 }, name: 'firm_1_createdAt_-1' },
  ]);
  expect((await collection.indexes()).map((index) => index.name)).toEqual(['_id_', 'email_1', 'firm_1_createdAt_-1']);
  expect(await collection.indexExists('email_1')).toBe(true);
  await collection.dropIndex('email_1');
  expect((await collection.indexes()).map((index) => index.name)).toEqual(['_id_', 'firm_1_createdAt_-1']);
  await expect(collection.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  await expect(collection.dropIndex('_id_')).rejects.toMatchObject({ code: 72 });
  await collection.dropIndexes();
  expect((await collection.indexes()).map((index) => index.name)).toEqual(['_id_']);
});

test('creating the same index twice is a no-op; the same name with other options conflicts', async () => {
  const collection = freshCollection();
  await collection.createIndex({ email: 1 }, { unique: true });
  await collection.createIndex({ email: 1 }, { unique: true });
  expect(await collection.indexes()).toHaveLength(2);
  await expect(collection.createIndex({ email: 1 }, { name: 'email_1', sparse: true })).rejects.toMatchObject({ code: 85 });
  await expect(collection.createIndex({ other: 1 }, { name: 'email_1' })).rejects.toMatchObject({ code: 86 });
});

test('a compound unique index allows repeats of one field but not of the pair', async () => {
  const collection = freshCollection();
  await collection.createIndex({ firm: 1, slug: 1 }, { unique: true });
  await collection.insertMany([
    { firm: 'a', slug: 'x' },
    { firm: 'b', slug: 'x' },
  ]);
  const error = await collection.insertOne({ firm: 'a', slug: 'x' }).catch((caught) => caught);
  expect(error).toMatchObject({ code: 11000, keyPattern: { firm: 1, slug: 1 }, keyValue: { firm: 'a', slug: 'x' } });
});

test('the raw insert reply carries keyPattern and keyValue in writeErrors[]', async () => {
  const collection = freshCollection();
  await collection.createIndex({ email: 1 }, { unique: true });
  await collection.insertOne({ email: 'a@x.test' });
  const reply = await session.db.command({ insert: collection.collectionName, documents: [{ email: 'a@x.test' }] });
  expect(reply.n).toBe(0);
  expect(reply.writeErrors).toEqual([
    expect.objectContaining({ index: 0, code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'a@x.test' } }),
  ]);
});

test('a unique index ignores missing fields only when sparse, and only matching documents when partial', async () => {
  const plain = freshCollection();
  await plain.createIndex({ code: 1 }, { unique: true });
  await plain.insertOne({ name: 'first' });
  await expect(plain.insertOne({ name: 'second' })).rejects.toMatchObject({ code: 11000, keyValue: { code: null } });

  const sparse = freshCollection();
  await sparse.createIndex({ code: 1 }, { unique: true, sparse: true });
  await sparse.insertMany([{ name: 'first' }, { name: 'second' }]);

  const partial = freshCollection();
  await partial.createIndex({ email: 1 }, { unique: true, partialFilterExpression: { active: true } });
  await partial.insertMany([
    { email: 'a@x.test', active: false },
    { email: 'a@x.test', active: true },
  ]);
  await expect(partial.insertOne({ email: 'a@x.test', active: true })).rejects.toMatchObject({ code: 11000 });
});

test('a unique index over an array field rejects a value already in another document', async () => {
  const collection = freshCollection();
  await collection.createIndex({ aliases: 1 }, { unique: true });
  await collection.insertOne({ aliases: ['a', 'b'] });
  await expect(collection.insertOne({ aliases: ['c', 'b'] })).rejects.toMatchObject({ code: 11000 });
  await collection.insertOne({ aliases: ['c', 'c'] });
});

test('building a unique index over duplicate data fails and leaves no index', async () => {
  const collection = freshCollection();
  await collection.insertMany([{ email: 'same' }, { email: 'same' }]);
  await expect(collection.createIndex({ email: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
  expect((await collection.indexes()).map((index) => index.name)).toEqual(['_id_']);
});

test('an update that would duplicate a unique key is refused and changes nothing', async () => {
  const collection = freshCollection();
  await collection.createIndex({ email: 1 }, { unique: true });
  await collection.insertMany([
    { email: 'a', n: 1 },
    { email: 'b', n: 1 },
  ]);
  await expect(collection.updateOne({ email: 'b' }, { $set: { email: 'a', n: 2 } })).rejects.toMatchObject({ code: 11000 });
  expect(await collection.findOne({ email: 'b' }, { projection: { _id: 0 } })).toEqual({ email: 'b', n: 1 });
  await collection.updateOne({ email: 'b' }, { $set: { email: 'c' } });
  expect(await collection.countDocuments({ email: 'c' })).toBe(1);
  expect(await collection.countDocuments({ email: 'b' })).toBe(0);
});

describe('equality lookups use indexes instead of scanning', () => {
  let collection: Collection<Document>;

  beforeAll(async () => {
    collection = freshCollection();
    await collection.insertMany(
      Array.from({ length: 500 }, (_, i) => ({ email: `user${i}@x.test`, firm: `firm${i % 10}`, year: 2000 + (i % 7), n: i })),
    );
    await collection.createIndex({ email: 1 }, { unique: true });
    await collection.createIndex({ firm: 1, year: 1 });
  });

  test('on _id', async () => {
    const doc = await collection.findOne({ n: 123 });
    expect(await examined(collection, { _id: doc!._id })).toBe(1);
  });

  test('on a unique field', async () => {
    expect(await examined(collection, { email: 'user77@x.test' })).toBe(1);
    expect(await examined(collection, { email: { $in: ['user1@x.test', 'user2@x.test'] } })).toBe(2);
  });

  test('on a compound index and on its prefix', async () => {
    expect(await examined(collection, { firm: 'firm3', year: 2003 })).toBe(8);
    expect(await examined(collection, { firm: 'firm3' })).toBe(50);
    expect(await collection.countDocuments({ firm: 'firm3', year: 2003, n: { $lt: 100 } })).toBe(2);
  });

  test('a field without an index is scanned', async () => {
    expect(await examined(collection, { n: 5 })).toBe(500);
  });

  test('index answers stay right after updates and deletes', async () => {
    await collection.updateOne({ email: 'user9@x.test' }, { $set: { email: 'renamed@x.test', firm: 'firmX' } });
    expect(await collection.countDocuments({ email: 'user9@x.test' })).toBe(0);
    expect(await collection.countDocuments({ email: 'renamed@x.test', firm: 'firmX' })).toBe(1);
    await collection.deleteOne({ email: 'renamed@x.test' });
    expect(await collection.countDocuments({ firm: 'firmX' })).toBe(0);
  });
});

describe('ranges and sorts use indexes instead of scanning', () => {
  let collection: Collection<Document>;
  const firms = ['firm0', 'firm1'];

  async function examinedBy(filter: Document, options: { sort?: Document; limit?: number }) {
    let cursor = collection.find(filter);
    if (options.sort) cursor = cursor.sort(options.sort);
    if (options.limit) cursor = cursor.limit(options.limit);
    return (await cursor.explain('executionStats')).executionStats.totalDocsExamined;
  }

  beforeAll(async () => {
    collection = freshCollection();
    await collection.insertMany(
      Array.from({ length: 500 }, (_, i) => ({ firm: firms[i % 2], n: i, createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000) })),
    );
    await collection.createIndex({ n: 1 });
    await collection.createIndex({ firm: 1, createdAt: -1 });
  });

  test('a range examines only the documents inside it', async () => {
    expect(await collection.find({ n: { $gte: 100, $lt: 110 } }).toArray()).toHaveLength(10);
    expect(await examinedBy({ n: { $gte: 100, $lt: 110 } }, {})).toBe(10);
    expect(await examinedBy({ n: { $gt: 495 } }, {})).toBe(4);
    expect(await examinedBy({ n: { $in: [3, 4, 5] } }, {})).toBe(3);
  });

  test('a sort with a limit walks the index, forward or backward, and stops at the limit', async () => {
    const top = await collection.find({}).sort({ n: -1 }).limit(3).toArray();
    expect(top.map((doc) => doc.n)).toEqual([499, 498, 497]);
    expect(await examinedBy({}, { sort: { n: -1 }, limit: 3 })).toBe(3);
    expect(await examinedBy({ n: { $gte: 200 } }, { sort: { n: 1 }, limit: 2 })).toBe(2);
  });

  test('equality on a compound prefix sorted by the next field stops at the limit', async () => {
    const newest = await collection.find({ firm: 'firm1' }).sort({ createdAt: -1 }).limit(3).toArray();
    expect(newest.map((doc) => doc.n)).toEqual([499, 497, 495]);
    expect(await examinedBy({ firm: 'firm1' }, { sort: { createdAt: -1 }, limit: 3 })).toBe(3);
    const oldest = await collection.find({ firm: 'firm0' }).sort({ createdAt: 1 }).limit(2).toArray();
    expect(oldest.map((doc) => doc.n)).toEqual([0, 2]);
    expect(await examinedBy({ firm: 'firm0' }, { sort: { createdAt: 1 }, limit: 2 })).toBe(2);
  });

  test('index walks stay right after updates and deletes', async () => {
    await collection.updateOne({ n: 499 }, { $set: { n: -1 } });
    await collection.deleteOne({ n: 498 });
    expect((await collection.find({}).sort({ n: -1 }).limit(2).toArray()).map((doc) => doc.n)).toEqual([497, 496]);
    expect((await collection.find({ n: { $lt: 1 } }).toArray()).map((doc) => doc.n)).toEqual([-1, 0]);
  });
});
