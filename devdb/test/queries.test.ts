import type { Collection, Document } from 'mongodb';
import { Long, ObjectId } from 'mongodb';
import { connectDriver, type DriverSession } from './support/target';

let session: DriverSession;
let matters: Collection<Document>;

const day = (n: number) => new Date(Date.UTC(2024, 0, n));

beforeAll(async () => {
  session = await connectDriver('devdb_test_queries');
  matters = session.db.collection('matters');
  await matters.insertMany([
    { ref: 'M-1', status: 'open', tags: ['tax', 'urgent'], opened: day(1), fee: 100, client: { name: 'Acme' } },
    { ref: 'M-2', status: 'closed', tags: ['audit'], opened: day(5), fee: 250, client: { name: 'Beta' } },
    { ref: 'M-3', status: 'open', tags: [], opened: day(10), fee: 50, client: { name: 'acme holdings' }, archived: false },
    { ref: 'M-4', status: 'pending', opened: day(20), fee: 400, client: { name: 'Gamma' } },
  ]);
});

afterAll(() => session.close());

async function refs(filter: Document, options: Document = {}): Promise<string[]> {
  return (await matters.find(filter, { sort: { ref: 1 }, ...options }).toArray()).map((doc) => doc.ref);
}

test('comparison and set operators: $in, $nin, $ne, $gt/$lte', async () => {
  expect(await refs({ status: { $in: ['open', 'pending'] } })).toEqual(['M-1', 'M-3', 'M-4']);
  expect(await refs({ status: { $nin: ['open', 'pending'] } })).toEqual(['M-2']);
  expect(await refs({ status: { $ne: 'open' } })).toEqual(['M-2', 'M-4']);
  expect(await refs({ fee: { $gt: 50, $lte: 250 } })).toEqual(['M-1', 'M-2']);
});

test('values asked beside other conditions, at the top and inside $and, match only what meets them all', async () => {
  expect(await refs({ status: 'open', archived: null })).toEqual(['M-1']);
  expect(await refs({ tags: { $in: ['audit', 'urgent'] }, fee: { $lt: 300 } })).toEqual(['M-1', 'M-2']);
  expect(await refs({ $and: [{ status: { $in: ['open', 'pending'] } }, { fee: { $gte: 100 } }], tags: { $exists: true } })).toEqual(['M-1']);
  expect(await refs({ tags: 'tax', $or: [{ fee: { $lt: 60 } }, { status: 'closed' }] })).toEqual([]);
  expect(await refs({ status: 'open', $and: [{ status: 'open' }], fee: 50 })).toEqual(['M-3']);
});

test('Date ranges with $gte and $lte', async () => {
  expect(await refs({ opened: { $gte: day(5), $lte: day(10) } })).toEqual(['M-2', 'M-3']);
});

test('$exists, $regex (with options), arrays and nested fields', async () => {
  expect(await refs({ archived: { $exists: true } })).toEqual(['M-3']);
  expect(await refs({ tags: { $exists: false } })).toEqual(['M-4']);
  expect(await refs({ 'client.name': { $regex: '^acme', $options: 'i' } })).toEqual(['M-1', 'M-3']);
  expect(await refs({ 'client.name': /^Acme/ })).toEqual(['M-1']);
  expect(await refs({ tags: 'urgent' })).toEqual(['M-1']);
  expect(await refs({ tags: { $size: 0 } })).toEqual(['M-3']);
  expect(await refs({ $or: [{ fee: { $lt: 60 } }, { status: 'closed' }] })).toEqual(['M-2', 'M-3']);
});

test('patterns and alternatives of them beside other conditions: any string of an array matches, other values never', async () => {
  expect(await refs({ status: 'open', $or: [{ ref: /-3$/ }, { 'client.name': { $regex: '^ACME$', $options: 'i' } }] })).toEqual(['M-1', 'M-3']);
  expect(await refs({ $or: [{ tags: /^aud/ }, { fee: 400 }] })).toEqual(['M-2', 'M-4']);
  expect(await refs({ fee: { $regex: '1' } })).toEqual([]);
  expect(await refs({ $or: [{ missing: /x/ }, { status: { $regex: /^pend/ } }] })).toEqual(['M-4']);
  expect(await refs({ $or: [{ ref: /^M-[12]$/, fee: { $gt: 150 } }, { tags: { $size: 0 } }] })).toEqual(['M-2', 'M-3']);
});

test('ranges compare within their type, each bound met by any element of an array; null is missing, null or held by an array', async () => {
  const values = session.db.collection('range_values');
  await values.insertMany([
    { k: 'number', v: 5 },
    { k: 'string', v: '5' },
    { k: 'spread', v: [1, 9] },
    { k: 'inside', v: [4, 'x'] },
    { k: 'date', v: day(3) },
    { k: 'null', v: null },
    { k: 'missing' },
    { k: 'holds-null', v: [2, null] },
    { k: 'empty', v: [] },
  ]);
  const keys = async (filter: Document) => (await values.find(filter, { sort: { k: 1 } }).toArray()).map((doc) => doc.k);
  expect(await keys({ v: { $gt: 3, $lt: 6 } })).toEqual(['inside', 'number', 'spread']);
  expect(await keys({ v: { $gte: '0' } })).toEqual(['inside', 'string']);
  expect(await keys({ v: { $lte: day(3) } })).toEqual(['date']);
  expect(await keys({ v: null })).toEqual(['holds-null', 'missing', 'null']);
  expect(await keys({ v: { $eq: null }, k: { $gt: 'm' } })).toEqual(['missing', 'null']);
  expect(await keys({ $or: [{ v: null }, { v: { $gt: 8 } }] })).toEqual(['holds-null', 'missing', 'null', 'spread']);
});

test('sort, skip, limit and projection', async () => {
  const page = await matters.find({}, { sort: { fee: -1 }, skip: 1, limit: 2, projection: { ref: 1, fee: 1, _id: 0 } }).toArray();
  expect(page).toEqual([
    { ref: 'M-2', fee: 250 },
    { ref: 'M-1', fee: 100 },
  ]);
  const withoutClient = await matters.findOne({ ref: 'M-1' }, { projection: { client: 0, tags: 0 } });
  expect(Object.keys(withoutClient!).sort()).toEqual(['_id', 'fee', 'opened', 'ref', 'status']);
});

test('a projection of paths keeps those parts of a subdocument and of each subdocument of an array, in the document\'s order', async () => {
  const plans = session.db.collection<{ _id: number } & Document>('plans');
  await plans.insertMany([
    { _id: 1, name: 'Return', origin: { templateId: 't1', period: '2025', batchId: 'b1' }, milestones: [{ name: 'Documents', due: day(1) }, 'loose', { name: 'Review', due: day(2) }], notes: 'x' },
    { _id: 2, name: 'Books', origin: null, milestones: 'none' },
    { _id: 3, origin: { period: '2026', nested: { deep: 1, other: 2 } } },
  ]);
  const projected = await plans.find({}, { sort: { _id: 1 }, projection: { 'origin.period': 1, 'origin.templateId': 1, 'milestones.name': 1, 'origin.nested.deep': 1, name: 1 } }).toArray();
  expect(projected).toEqual([
    { _id: 1, name: 'Return', origin: { templateId: 't1', period: '2025' }, milestones: [{ name: 'Documents' }, { name: 'Review' }] },
    { _id: 2, name: 'Books' },
    { _id: 3, origin: { period: '2026', nested: { deep: 1 } } },
  ]);
  expect(Object.keys(projected[0]!)).toEqual(['_id', 'name', 'origin', 'milestones']);
  expect(await plans.findOne({ _id: 1 }, { projection: { _id: 0, 'milestones.due': 1 } })).toEqual({ milestones: [{ due: day(1) }, { due: day(2) }] });
});

test('count, countDocuments, estimatedDocumentCount and distinct', async () => {
  expect(await matters.countDocuments({ status: 'open' })).toBe(2);
  expect(await matters.countDocuments({}, { skip: 1, limit: 2 })).toBe(2);
  expect(await matters.estimatedDocumentCount()).toBe(4);
  expect((await matters.distinct('status')).sort()).toEqual(['closed', 'open', 'pending']);
  expect((await matters.distinct('tags', { status: 'open' })).sort()).toEqual(['tax', 'urgent']);
});

test('a cursor over 1,000 documents is read across several getMore batches', async () => {
  const many = session.db.collection('many');
  await many.insertMany(Array.from({ length: 1000 }, (_, i) => ({ i })));
  const seen: number[] = [];
  for await (const doc of many.find({}, { batchSize: 150, sort: { i: 1 } })) seen.push(doc.i);
  expect(seen).toHaveLength(1000);
  expect(seen[0]).toBe(0);
  expect(seen[999]).toBe(999);
  expect(new Set(seen).size).toBe(1000);
});

test('a cursor closed early is killed on the server', async () => {
  const many = session.db.collection('killed');
  await many.insertMany(Array.from({ length: 20 }, (_, i) => ({ i })));
  const cursor = many.find({}, { batchSize: 5 });
  await cursor.next();
  const id = cursor.id!;
  await cursor.close();
  await expect(session.db.command({ getMore: id, collection: 'killed' })).rejects.toMatchObject({ code: 43 });
});

test('a cursor id that fits in 53 bits is still read as a long: getMore and killCursors look it up', async () => {
  const smallId = Long.fromNumber(12345);
  await expect(session.db.command({ getMore: smallId, collection: 'matters' })).rejects.toMatchObject({ code: 43 });
  const reply = await session.db.command({ killCursors: 'matters', cursors: [smallId] });
  expect(reply.cursorsNotFound.map(String)).toEqual(['12345']);
});

test('each of 3,000 cursors, whatever its random id, is continued by getMore', async () => {
  const pair = session.db.collection('pair');
  await pair.insertMany([{ i: 1 }, { i: 2 }]);
  const openAndContinue = async () => {
    const { cursor } = await session.db.command({ find: 'pair', sort: { i: 1 }, batchSize: 1 });
    const { cursor: next } = await session.db.command({ getMore: cursor.id, collection: 'pair', batchSize: 1 });
    return [...cursor.firstBatch, ...next.nextBatch].map((doc) => doc.i);
  };
  for (let round = 0; round < 30; round++) {
    const reads = await Promise.all(Array.from({ length: 100 }, openAndContinue));
    for (const values of reads) expect(values).toEqual([1, 2]);
  }
}, 30_000);

test('ObjectId equality and $in on _id', async () => {
  const all = await matters.find({}, { sort: { ref: 1 } }).toArray();
  const ids = [all[0]._id, all[2]._id].map((id) => new ObjectId(id.toHexString()));
  expect(await refs({ _id: { $in: ids } })).toEqual(['M-1', 'M-3']);
  expect(await refs({ _id: ids[1] })).toEqual(['M-3']);
});

test('an unknown query operator is a client error, not a crash', async () => {
  await expect(matters.find({ fee: { $bogus: 1 } }).toArray()).rejects.toMatchObject({ code: 2 });
  expect(await matters.countDocuments()).toBe(4);
});
