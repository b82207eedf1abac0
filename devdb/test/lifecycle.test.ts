import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { DataDirectoryLockedError, startDevDb } from '../src';
import { killHard, runCliToExit, startCli } from './support/cli-process';
import { describeDevDbOnly } from './support/target';

const DB_NAME = 'devdb_test_lifecycle';
// These tests start CLI processes and fsync every write: on a busy machine that takes more than 5 s.
jest.setTimeout(30_000);

function tempDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'devdb-test-'));
}

async function withClient<T>(uri: string, use: (client: MongoClient) => Promise<T>): Promise<T> {
  const client = await new MongoClient(uri).connect();
  try {
    return await use(client);
  } finally {
    await client.close();
  }
}

describeDevDbOnly('devdb lifecycle', () => {
  const dirs: string[] = [];
  const newDir = () => {
    const dir = tempDir();
    dirs.push(dir);
    return dir;
  };

  afterAll(() => {
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  test('every acknowledged write survives kill -9 of the CLI and a restart', async () => {
    const dir = newDir();
    const first = await startCli(['--dir', dir]);
    await withClient(first.uri, async (client) => {
      const letters = client.db(DB_NAME).collection('letters');
      await letters.createIndex({ ref: 1 }, { unique: true });
      for (let i = 0; i < 100; i++) await letters.insertOne({ ref: `L-${i}`, sent: new Date(Date.UTC(2024, 0, 1 + i)) });
      await letters.insertMany(Array.from({ length: 200 }, (_, i) => ({ ref: `B-${i}` })));
      await letters.updateMany({ ref: /^L-/ }, { $set: { signed: true } });
      await letters.deleteMany({ ref: { $in: ['B-0', 'B-1'] } });
    });
    await killHard(first);

    const second = await startCli(['--dir', dir]);
    try {
      await withClient(second.uri, async (client) => {
        const letters = client.db(DB_NAME).collection('letters');
        expect(await letters.countDocuments()).toBe(298);
        expect(await letters.countDocuments({ signed: true })).toBe(100);
        expect((await letters.findOne({ ref: 'L-9' }))?.sent).toEqual(new Date(Date.UTC(2024, 0, 10)));
        await expect(letters.insertOne({ ref: 'L-1' })).rejects.toMatchObject({ code: 11000 });
      });
    } finally {
      await killHard(second);
    }
  });

  test('a second server on the same directory is refused with a clear message', async () => {
    const dir = newDir();
    const running = await startDevDb({ dir });
    try {
      await expect(startDevDb({ dir })).rejects.toThrow(DataDirectoryLockedError);
      await expect(startDevDb({ dir })).rejects.toThrow(/in use by another devdb server \(pid \d+\)/);
      const refused = await runCliToExit(['--dir', dir]);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(/is in use by another devdb server/);
    } finally {
      await running.stop();
    }
    const restarted = await startDevDb({ dir });
    await restarted.stop();
  });

  test('a graceful restart keeps collections, documents and indexes', async () => {
    const dir = newDir();
    const first = await startDevDb({ dir });
    await withClient(first.uri, async (client) => {
      const users = client.db(DB_NAME).collection('users');
      await users.createIndex({ email: 1 }, { unique: true });
      await users.insertOne({ email: 'a@x.test' });
      await client.db(`${DB_NAME}_second`).collection('other').insertOne({ n: 1 });
    });
    await first.stop();

    const second = await startDevDb({ dir });
    try {
      await withClient(second.uri, async (client) => {
        const users = client.db(DB_NAME).collection('users');
        expect((await users.indexes()).map((index) => index.name)).toEqual(['_id_', 'email_1']);
        await expect(users.insertOne({ email: 'a@x.test' })).rejects.toMatchObject({ code: 11000 });
        expect(await client.db(`${DB_NAME}_second`).collection('other').countDocuments()).toBe(1);
      });
    } finally {
      await second.stop();
    }
  });

  test('a record torn by a crash mid-write is dropped and the rest is served', async () => {
    const dir = newDir();
    const first = await startDevDb({ dir });
    await withClient(first.uri, (client) => client.db(DB_NAME).collection('notes').insertMany([{ n: 1 }, { n: 2 }]));
    await first.stop();
    fs.appendFileSync(path.join(dir, 'devdb.log'), Buffer.from([0x40, 0x00, 0x00, 0x00, 0x03, 0x6f]));

    const second = await startDevDb({ dir });
    await withClient(second.uri, (client) => client.db(DB_NAME).collection('notes').insertOne({ n: 3 }));
    await second.stop();
    const third = await startDevDb({ dir });
    try {
      await withClient(third.uri, async (client) => {
        expect(await client.db(DB_NAME).collection('notes').countDocuments()).toBe(3);
      });
    } finally {
      await third.stop();
    }
  });

  test('the log is compacted once rewrites outgrow the live data, without losing anything', async () => {
    const dir = newDir();
    const logPath = path.join(dir, 'devdb.log');
    const server = await startDevDb({ dir });
    try {
      await withClient(server.uri, async (client) => {
        const counters = client.db(DB_NAME).collection('counters');
        await counters.insertOne({ _id: 'visits' as never, n: 0 });
        const bytesPerUpdate = fs.statSync(logPath).size;
        const increments = Array.from({ length: 1_200 }, () => ({ updateOne: { filter: { _id: 'visits' as never }, update: { $inc: { n: 1 } } } }));
        await counters.bulkWrite(increments);
        await counters.updateOne({ _id: 'visits' as never }, { $inc: { n: 1 } });
        expect(fs.statSync(logPath).size).toBeLessThan(bytesPerUpdate * 100);
      });
    } finally {
      await server.stop();
    }
    const restarted = await startDevDb({ dir });
    try {
      await withClient(restarted.uri, async (client) => {
        expect(await client.db(DB_NAME).collection('counters').findOne({})).toEqual({ _id: 'visits', n: 1_201 });
      });
    } finally {
      await restarted.stop();
    }
  });

  test('the CLI with --port 0 prints the URI it listens on', async () => {
    const server = await startCli([]);
    try {
      expect(server.uri).toMatch(/^mongodb:\/\/devdb:[A-Za-z0-9_-]{43}@127\.0\.0\.1:\d+\/$/);
      await withClient(server.uri, async (client) => expect(await client.db(DB_NAME).command({ ping: 1 })).toMatchObject({ ok: 1 }));
    } finally {
      await killHard(server);
    }
  });
});
