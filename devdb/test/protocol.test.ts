import { BSON } from 'bson';
import { MongoClient, type Db } from 'mongodb';
import { header, opMsg, opMsgWithSequence, opQuery, sendAndHangUp, sendRaw } from './support/raw-socket';
import { realMongoUri, startTarget, type Target } from './support/target';

const DB_NAME = 'devdb_test_protocol';
let target: Target;
let client: MongoClient;
let db: Db;
let host: string;
let port: number;

beforeAll(async () => {
  // Raw messages below cannot sign in: this file talks to a devdb without authentication (see auth.test.ts).
  target = await startTarget({ authentication: false });
  client = await new MongoClient(target.uri, { maxPoolSize: 1 }).connect();
  db = client.db(DB_NAME);
  await db.dropDatabase();
  ({ host, port } = client.options.hosts[0] as { host: string; port: number });
});

afterAll(async () => {
  await client.close();
  await target.stop();
});

async function stillServes(): Promise<void> {
  await expect(db.command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
}

test('an unknown command answers CommandNotFound', async () => {
  await expect(db.command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59, codeName: 'CommandNotFound' });
});

test('the legacy OP_QUERY handshake is answered with OP_REPLY', async () => {
  const outcome = await sendRaw(host, port, opQuery('admin.$cmd', { isMaster: 1 }));
  expect(outcome.reply).toMatchObject({ ok: 1, ismaster: true });
  expect(outcome.reply?.maxWireVersion).toBeGreaterThanOrEqual(9);
});

test('hello reports a standalone with sessions and without topologyVersion', async () => {
  const reply = await db.admin().command({ hello: 1 });
  expect(reply).toMatchObject({ ok: 1, isWritablePrimary: true, logicalSessionTimeoutMinutes: expect.any(Number) });
  if (!realMongoUri) expect(reply.topologyVersion).toBeUndefined(); // devdb has no streaming monitor to offer
});

test('an impossible message length closes only that connection', async () => {
  const outcome = await sendRaw(host, port, Buffer.concat([header(-5, 2013), Buffer.alloc(16)]));
  expect(outcome.closed).toBe(true);
  await stillServes();
});

test('an unknown opcode closes only that connection', async () => {
  const outcome = await sendRaw(host, port, Buffer.concat([header(32, 9999), Buffer.alloc(16)]));
  expect(outcome.closed).toBe(true);
  await stillServes();
});

test('truncated BSON inside a well-framed message is refused and the server stays up', async () => {
  const document = Buffer.from(BSON.serialize({ ping: 1, $db: 'admin' }));
  const lying = Buffer.from(document);
  lying.writeInt32LE(document.length + 50, 0);
  const outcome = await sendRaw(host, port, opMsg(lying));
  expect(outcome.closed || outcome.reply?.ok === 0).toBe(true);
  await stillServes();
});

test('a connection that sends half a message and disconnects does not disturb others', async () => {
  const whole = opMsg(Buffer.from(BSON.serialize({ ping: 1, $db: 'admin' })));
  await sendAndHangUp(host, port, whole.subarray(0, 10));
  await stillServes();
});

test('OP_MSG kind-1 document sequences carry the documents of a write', async () => {
  const body = Buffer.from(BSON.serialize({ insert: 'sequenced', $db: DB_NAME }));
  const documents = [{ n: 1 }, { n: 2 }].map((doc) => Buffer.from(BSON.serialize(doc)));
  const outcome = await sendRaw(host, port, opMsgWithSequence(body, 'documents', documents));
  expect(outcome.reply).toMatchObject({ ok: 1, n: 2 });
  expect(await db.collection('sequenced').countDocuments()).toBe(2);
});

test('an unacknowledged write (moreToCome) is applied without a reply', async () => {
  const items = db.collection('fire_and_forget');
  await items.insertOne({ n: 1 }, { writeConcern: { w: 0 } });
  expect(await items.countDocuments({ n: 1 })).toBe(1);
});

describe('multi-document transactions', () => {
  test('are refused as a standalone mongod refuses them (IllegalOperation)', async () => {
    const hello = await db.admin().command({ hello: 1 });
    const items = db.collection('transactional');
    const session = client.startSession();
    session.startTransaction();
    const read = items.findOne({}, { session }).catch((caught) => caught);
    const write = items.insertOne({ n: 1 }, { session }).catch((caught) => caught);
    const [readResult, writeResult] = await Promise.all([read, write]);
    await session.abortTransaction().catch(() => undefined);
    await session.endSession();
    if (hello.setName !== undefined) return; // a replica set accepts transactions; this test is about standalones
    expect(readResult).toMatchObject({ code: 20, codeName: 'IllegalOperation' });
    expect(writeResult.errorResponse.originalError).toMatchObject({ code: 20 });
    expect(await items.countDocuments()).toBe(0);
  });
});
