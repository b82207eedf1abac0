import mongoose, { Schema, Types } from 'mongoose';
import { connectMongoose, type MongooseSession } from './support/target';

interface Client {
  email: string;
  name: string;
  visits: number;
  joinedAt: Date;
  ownerId?: Types.ObjectId;
}

let session: MongooseSession;
let Clients: mongoose.Model<Client>;

beforeAll(async () => {
  session = await connectMongoose('devdb_test_mongoose_crud');
  const schema = new Schema<Client>({
    email: { type: String, required: true, unique: true },
    name: String,
    visits: { type: Number, default: 0 },
    joinedAt: { type: Date, default: () => new Date() },
    ownerId: Schema.Types.ObjectId,
  });
  Clients = session.connection.model<Client>('Client', schema);
  await Clients.init();
});

afterAll(() => session.close());

beforeEach(() => Clients.deleteMany({}));

test('creates, reads, updates and deletes a document', async () => {
  const created = await Clients.create({ email: 'ada@firm.test', name: 'Ada' });
  expect((await Clients.findById(created._id).lean())?.name).toBe('Ada');

  await Clients.updateOne({ _id: created._id }, { $set: { name: 'Ada L.' } });
  expect((await Clients.findOne({ email: 'ada@firm.test' }).lean())?.name).toBe('Ada L.');

  const removed = await Clients.deleteOne({ _id: created._id });
  expect(removed.deletedCount).toBe(1);
  expect(await Clients.findById(created._id)).toBeNull();
});

test('Date and ObjectId values come back with their types and values', async () => {
  const joinedAt = new Date('2024-03-01T10:20:30.456Z');
  const ownerId = new Types.ObjectId();
  await Clients.create({ email: 'types@firm.test', joinedAt, ownerId });
  const found = await Clients.findOne({ ownerId }).lean();
  expect(found?.joinedAt).toBeInstanceOf(Date);
  expect(found?.joinedAt.getTime()).toBe(joinedAt.getTime());
  expect(found?.ownerId).toBeInstanceOf(Types.ObjectId);
  expect(found?.ownerId?.equals(ownerId)).toBe(true);
  expect(await Clients.countDocuments({ joinedAt: { $gte: new Date('2024-03-01'), $lte: new Date('2024-03-02') } })).toBe(1);
});

test('a unique violation surfaces as E11000 with keyPattern and keyValue', async () => {
  await Clients.create({ email: 'dup@firm.test' });
  const error = await Clients.create({ email: 'dup@firm.test' }).catch((caught) => caught);
  expect(error).toMatchObject({ code: 11000, keyPattern: { email: 1 }, keyValue: { email: 'dup@firm.test' } });
  expect(error.message).toMatch(/E11000 duplicate key error collection: devdb_test_mongoose_crud\.clients index: email_1/);
});

test('a unique violation by findOneAndUpdate is reported at the top level', async () => {
  await Clients.create([{ email: 'one@firm.test' }, { email: 'two@firm.test' }]);
  const error = await Clients.findOneAndUpdate({ email: 'two@firm.test' }, { $set: { email: 'one@firm.test' } }).catch((caught) => caught);
  expect(error).toMatchObject({ code: 11000, keyValue: { email: 'one@firm.test' } });
  expect(await Clients.countDocuments({ email: 'two@firm.test' })).toBe(1);
});

test('insertMany reports each duplicate in writeErrors and, unordered, inserts the rest', async () => {
  await Clients.create({ email: 'taken@firm.test' });
  const error = await Clients.insertMany(
    [{ email: 'new1@firm.test' }, { email: 'taken@firm.test' }, { email: 'new2@firm.test' }],
    { ordered: false },
  ).catch((caught) => caught);
  expect(error.code).toBe(11000);
  expect(error.writeErrors).toHaveLength(1);
  expect(error.writeErrors[0].index).toBe(1);
  expect((await Clients.find().sort({ email: 1 }).lean()).map((client) => client.email)).toEqual([
    'new1@firm.test',
    'new2@firm.test',
    'taken@firm.test',
  ]);
});

test('an ordered insertMany stops at the first duplicate', async () => {
  await Clients.create({ email: 'taken@firm.test' });
  await expect(
    Clients.insertMany([{ email: 'a@firm.test' }, { email: 'taken@firm.test' }, { email: 'b@firm.test' }]),
  ).rejects.toMatchObject({ code: 11000 });
  expect(await Clients.countDocuments()).toBe(2);
});

test('findOneAndUpdate returns the document before or after, and upserts', async () => {
  await Clients.create({ email: 'count@firm.test', visits: 1 });
  const before = await Clients.findOneAndUpdate({ email: 'count@firm.test' }, { $inc: { visits: 1 } }).lean();
  const after = await Clients.findOneAndUpdate({ email: 'count@firm.test' }, { $inc: { visits: 1 } }, { returnDocument: 'after' }).lean();
  expect([before?.visits, after?.visits]).toEqual([1, 3]);

  const upserted = await Clients.findOneAndUpdate(
    { email: 'fresh@firm.test' },
    { $set: { name: 'Fresh' }, $setOnInsert: { visits: 10 } },
    { upsert: true, returnDocument: 'after' },
  ).lean();
  expect(upserted).toMatchObject({ email: 'fresh@firm.test', name: 'Fresh', visits: 10 });
  expect(await Clients.findOneAndUpdate({ email: 'missing@firm.test' }, { $set: { name: 'x' } })).toBeNull();
});

test('findOneAndDelete removes the first document in sort order and returns it', async () => {
  await Clients.create([
    { email: 'low@firm.test', visits: 1 },
    { email: 'high@firm.test', visits: 9 },
  ]);
  const removed = await Clients.findOneAndDelete({}, { sort: { visits: -1 } }).lean();
  expect(removed?.email).toBe('high@firm.test');
  expect((await Clients.find().lean()).map((client) => client.email)).toEqual(['low@firm.test']);
});

test('updateOne with upsert inserts once, applying $setOnInsert only on insert', async () => {
  const first = await Clients.updateOne(
    { email: 'session@firm.test' },
    { $set: { name: 'first' }, $setOnInsert: { visits: 5 } },
    { upsert: true },
  );
  expect(first.upsertedCount).toBe(1);
  const second = await Clients.updateOne(
    { email: 'session@firm.test' },
    { $set: { name: 'second' }, $setOnInsert: { visits: 99 } },
    { upsert: true },
  );
  expect(second).toMatchObject({ matchedCount: 1, modifiedCount: 1, upsertedCount: 0 });
  expect(await Clients.findOne({ email: 'session@firm.test' }).lean()).toMatchObject({ name: 'second', visits: 5 });
});

test('updateMany and deleteMany report how many documents they touched', async () => {
  await Clients.create([{ email: 'a@x.test' }, { email: 'b@x.test' }, { email: 'c@y.test' }]);
  const updated = await Clients.updateMany({ email: /@x\.test$/ }, { $set: { name: 'x' } });
  expect([updated.matchedCount, updated.modifiedCount]).toEqual([2, 2]);
  const unchanged = await Clients.updateMany({ email: /@x\.test$/ }, { $set: { name: 'x' } });
  expect([unchanged.matchedCount, unchanged.modifiedCount]).toEqual([2, 0]);
  expect((await Clients.deleteMany({ name: 'x' })).deletedCount).toBe(2);
});

test('bulkWrite runs inserts, updates and deletes, ordered and unordered', async () => {
  const ordered = await Clients.bulkWrite([
    { insertOne: { document: { email: 'bulk1@firm.test' } } },
    { insertOne: { document: { email: 'bulk2@firm.test' } } },
    { updateOne: { filter: { email: 'bulk1@firm.test' }, update: { $set: { name: 'one' } } } },
    { updateMany: { filter: {}, update: { $inc: { visits: 2 } } } },
    { deleteOne: { filter: { email: 'bulk2@firm.test' } } },
    { updateOne: { filter: { email: 'bulk3@firm.test' }, update: { $set: { name: 'three' } }, upsert: true } },
  ]);
  expect(ordered).toMatchObject({ insertedCount: 2, matchedCount: 3, modifiedCount: 3, deletedCount: 1, upsertedCount: 1 });

  const unordered: mongoose.AnyBulkWriteOperation<Partial<Client>>[] = [
    { insertOne: { document: { email: 'bulk1@firm.test' } } },
    { replaceOne: { filter: { email: 'bulk3@firm.test' }, replacement: { email: 'bulk3@firm.test', name: 'replaced' } } },
  ];
  const error = await Clients.bulkWrite(unordered, { ordered: false }).catch((caught) => caught);
  expect(error.code).toBe(11000);
  expect(await Clients.findOne({ email: 'bulk3@firm.test' }).lean()).toMatchObject({ name: 'replaced' });
});

test('changing _id is refused as MongoDB refuses it', async () => {
  const created = await Clients.create({ email: 'id@firm.test' });
  const error = await Clients.collection
    .updateOne({ _id: created._id }, { $set: { _id: new Types.ObjectId() } })
    .catch((caught) => caught);
  expect(error.code).toBe(66);
});

test('strictQuery and sanitizeFilter work as mongoose options', async () => {
  await Clients.create({ email: 'safe@firm.test', name: 'Safe' });
  const injected = { nickname: { $ne: 'nobody' } } as never;
  expect(await Clients.find(injected).setOptions({ strictQuery: false }).lean()).toHaveLength(1);
  expect(await Clients.find(injected).setOptions({ strictQuery: false, sanitizeFilter: true }).lean()).toHaveLength(0);
  const unknownField = { email: 'safe@firm.test', unknownField: 'x' } as never;
  expect(await Clients.find(unknownField).setOptions({ strictQuery: true }).lean()).toHaveLength(1);
});

test('findOneAndUpdate changes two fields of one embedded document, matched by $elemMatch', async () => {
  const milestoneSchema = new Schema({ name: String, status: String, completedAt: { type: Date, default: null } });
  const Timelines = session.connection.model('Timeline', new Schema({ milestones: [milestoneSchema] }, { timestamps: true }));
  const timeline = await Timelines.create({ milestones: [{ name: 'Collect', status: 'pending' }, { name: 'Review', status: 'pending' }] });
  const reviewId = timeline.milestones[1]._id;
  const completedAt = new Date('2024-06-02T09:00:00Z');
  const updated = await Timelines.findOneAndUpdate(
    { _id: timeline._id, milestones: { $elemMatch: { _id: reviewId, status: 'pending' } } },
    { $set: { 'milestones.$.status': 'completed', 'milestones.$.completedAt': completedAt } },
    { returnDocument: 'after' },
  ).lean();
  expect(updated?.milestones.map(({ status, completedAt }) => ({ status, completedAt }))).toEqual([
    { status: 'pending', completedAt: null },
    { status: 'completed', completedAt },
  ]);
  expect(updated?.updatedAt.getTime()).toBeGreaterThanOrEqual(timeline.updatedAt.getTime());
});
