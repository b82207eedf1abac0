import { BSON } from 'bson';
import { MongoClient } from 'mongodb';
import { startDevDb, type DevDb } from '../src';
import { killHard, startCli } from './support/cli-process';
import { opMsg, sendRaw } from './support/raw-socket';
import { describeDevDbOnly } from './support/target';

const DB_NAME = 'devdb_test_auth';
jest.setTimeout(30_000);

/** The URI without its credentials: what any other local process could guess. */
function withoutCredentials(uri: string): string {
  const url = new URL(uri);
  url.username = '';
  url.password = '';
  return url.toString();
}

function withPassword(uri: string, password: string): string {
  const url = new URL(uri);
  url.password = password;
  return url.toString();
}

describeDevDbOnly('devdb authentication (SCRAM-SHA-256)', () => {
  let devDb: DevDb;
  beforeAll(async () => {
    devDb = await startDevDb();
    const owner = await new MongoClient(devDb.uri).connect();
    await owner.db(DB_NAME).collection('sessions').insertOne({ _id: 'session-id' as never, userId: 'u1' });
    await owner.close();
  });
  afterAll(() => devDb.stop());

  test('the URI carries a random password of user devdb, new at every start', async () => {
    const other = await startDevDb();
    try {
      const [first, second] = [new URL(devDb.uri), new URL(other.uri)];
      expect(first.username).toBe('devdb');
      expect(first.password).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.password).not.toBe(first.password);
    } finally {
      await other.stop();
    }
  });

  test('a client without the password gets the handshake and nothing else', async () => {
    const stranger = await new MongoClient(withoutCredentials(devDb.uri), { serverSelectionTimeoutMS: 2000 }).connect();
    try {
      await expect(stranger.db(DB_NAME).command({ ping: 1 })).resolves.toMatchObject({ ok: 1 });
      await expect(stranger.db(DB_NAME).collection('sessions').findOne({})).rejects.toMatchObject({ code: 13, codeName: 'Unauthorized' });
      await expect(stranger.db(DB_NAME).collection('sessions').insertOne({ forged: true })).rejects.toMatchObject({ code: 13 });
      await expect(stranger.db('admin').admin().listDatabases()).rejects.toMatchObject({ code: 13 });
    } finally {
      await stranger.close();
    }
  });

  test('a wrong password is refused with AuthenticationFailed', async () => {
    const client = new MongoClient(withPassword(devDb.uri, 'guessed-password'), { serverSelectionTimeoutMS: 2000 });
    await expect(client.connect()).rejects.toMatchObject({ code: 18 });
    await client.close();
  });

  test('raw wire messages without sign-in read nothing', async () => {
    const { hostname, port } = new URL(devDb.uri);
    const find = Buffer.from(BSON.serialize({ find: 'sessions', filter: {}, $db: DB_NAME }));
    const outcome = await sendRaw(hostname, Number(port), opMsg(find));
    expect(outcome.reply).toMatchObject({ ok: 0, code: 13, codeName: 'Unauthorized' });
    expect(JSON.stringify(outcome.reply)).not.toContain('session-id');
  });

  test('with the URI, mongoose-style clients read and write as before', async () => {
    const client = await new MongoClient(devDb.uri).connect();
    try {
      expect(await client.db(DB_NAME).collection('sessions').findOne({})).toEqual({ _id: 'session-id', userId: 'u1' });
    } finally {
      await client.close();
    }
  });

  test('the CLI prints the URI with its password, or uses DEVDB_PASSWORD when set', async () => {
    const server = await startCli([], { DEVDB_PASSWORD: 'chosen-password' });
    try {
      expect(server.uri).toMatch(/^mongodb:\/\/devdb:chosen-password@127\.0\.0\.1:\d+\/$/);
      const client = await new MongoClient(server.uri).connect();
      await expect(client.db(DB_NAME).collection('notes').insertOne({ n: 1 })).resolves.toMatchObject({ acknowledged: true });
      await client.close();
    } finally {
      await killHard(server);
    }
  });
});
