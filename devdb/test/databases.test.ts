import { connectDriver, type DriverSession } from './support/target';

let session: DriverSession;

beforeAll(async () => {
  session = await connectDriver('devdb_test_databases');
});

afterAll(async () => {
  await session.client.db('devdb_test_databases_other').dropDatabase();
  await session.close();
});

test('several databases keep separate collections', async () => {
  const mine = session.db;
  const other = session.client.db('devdb_test_databases_other');
  await other.dropDatabase();
  await mine.collection('shared').insertOne({ owner: 'mine' });
  await other.collection('shared').insertMany([{ owner: 'other' }, { owner: 'other' }]);
  expect(await mine.collection('shared').countDocuments()).toBe(1);
  expect(await other.collection('shared').countDocuments()).toBe(2);

  const { databases } = await session.client.db('admin').command({ listDatabases: 1, nameOnly: true });
  const names = databases.map((database: { name: string }) => database.name);
  expect(names).toEqual(expect.arrayContaining(['devdb_test_databases', 'devdb_test_databases_other']));

  await other.dropDatabase();
  expect(await other.collection('shared').countDocuments()).toBe(0);
  expect(await mine.collection('shared').countDocuments()).toBe(1);
});

test('create, listCollections and drop', async () => {
  await session.db.createCollection('explicit');
  await expect(session.db.createCollection('explicit')).rejects.toMatchObject({ code: 48 });
  await session.db.collection('implicit').insertOne({ a: 1 });
  const names = (await session.db.listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name);
  expect(names).toEqual(expect.arrayContaining(['explicit', 'implicit']));
  expect((await session.db.listCollections({ name: 'implicit' }).toArray()).map((entry) => entry.name)).toEqual(['implicit']);

  expect(await session.db.collection('implicit').drop()).toBe(true);
  const after = (await session.db.listCollections({}, { nameOnly: true }).toArray()).map((entry) => entry.name);
  expect(after).not.toContain('implicit');
  await expect(session.db.collection('never-created').listIndexes().toArray()).rejects.toMatchObject({ code: 26 });
});

test('a koa-session style store: upsert by key, read back, delete, with a TTL index accepted', async () => {
  const sessions = session.db.collection<{ _id: string; data: object; expires: Date }>('sessions');
  await sessions.createIndex({ expires: 1 }, { expireAfterSeconds: 0 });
  const expires = new Date(Date.now() + 60_000);
  await sessions.updateOne({ _id: 'sid-1' }, { $set: { data: { userId: 'u1' }, expires } }, { upsert: true });
  await sessions.updateOne({ _id: 'sid-1' }, { $set: { data: { userId: 'u1', flash: 'hi' }, expires } }, { upsert: true });
  expect(await sessions.findOne({ _id: 'sid-1' })).toEqual({ _id: 'sid-1', data: { userId: 'u1', flash: 'hi' }, expires });
  const ttl = (await sessions.indexes()).find((index) => index.name === 'expires_1');
  expect(ttl?.expireAfterSeconds).toBe(0);
  await sessions.deleteOne({ _id: 'sid-1' });
  expect(await sessions.findOne({ _id: 'sid-1' })).toBeNull();
});
