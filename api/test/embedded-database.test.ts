import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { loadConfig } from '../src/config';
import { connectDatabase, type Database } from '../src/database';
import { User } from '../src/users/model';

/**
 * `npm start` without MONGODB_URI runs an embedded devdb on a local port. Another process on the machine
 * knows the port (it can scan for it) but not the password made at this start, so it reads nothing.
 */
let dataDir: string;
let database: Database;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-embedded-'));
  database = await connectDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  await User.create({ username: 'owner@example.com', passwordHash: 'hash', role: 'organization', displayName: 'Olivia', status: 'active' });
});
afterAll(async () => {
  await database.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('lets the api read its data', async () => {
  const owner = await User.findOne({ username: 'owner@example.com' }).setOptions({ unscoped: true }).lean();
  expect(owner?.displayName).toBe('Olivia');
});

it('refuses another local process that connects without the per-start password', async () => {
  const url = new URL(database.uri);
  expect(url.password).not.toBe('');
  const stranger = await new MongoClient(`mongodb://${url.host}/`, { serverSelectionTimeoutMS: 2000 }).connect();
  try {
    await expect(stranger.db('clientline').collection('users').findOne({})).rejects.toMatchObject({ code: 13, codeName: 'Unauthorized' });
    await expect(stranger.db('clientline').collection('sessions').find({}).toArray()).rejects.toMatchObject({ code: 13 });
  } finally {
    await stranger.close();
  }
});
