import { MongoClient, type Db } from 'mongodb';
import mongoose from 'mongoose';
import { startDevDb, type DevDb } from '../../src';

/**
 * The server a conformance test talks to: a real MongoDB when MONGODB_URI is set (to check parity),
 * otherwise a devdb started in this process. Each test file passes its own database name.
 */
export const realMongoUri = process.env.MONGODB_URI;

/** `describe` for tests of devdb itself (lifecycle, durability); skipped when running against MongoDB. */
export const describeDevDbOnly = realMongoUri ? describe.skip : describe;

export interface Target {
  uri: string;
  stop(): Promise<void>;
}

/** `authentication: false` only for tests that write raw wire messages, which cannot sign in. */
export async function startTarget({ authentication = true } = {}): Promise<Target> {
  if (realMongoUri) return { uri: realMongoUri, stop: async () => undefined };
  const devDb: DevDb = await startDevDb({ authentication });
  return { uri: devDb.uri, stop: () => devDb.stop() };
}

export interface DriverSession {
  client: MongoClient;
  db: Db;
  close(): Promise<void>;
}

/** A raw driver connection to a fresh (dropped) database on the target. */
export async function connectDriver(dbName: string): Promise<DriverSession> {
  const target = await startTarget();
  const client = await new MongoClient(target.uri).connect();
  const db = client.db(dbName);
  await db.dropDatabase();
  return {
    client,
    db,
    close: async () => {
      await client.close();
      await target.stop();
    },
  };
}

export interface MongooseSession {
  connection: mongoose.Connection;
  close(): Promise<void>;
}

/** A mongoose connection (its own, not the global one) to a fresh database on the target. */
export async function connectMongoose(dbName: string): Promise<MongooseSession> {
  const target = await startTarget();
  const connection = await mongoose.createConnection(target.uri, { dbName }).asPromise();
  await connection.dropDatabase();
  return {
    connection,
    close: async () => {
      await connection.close();
      await target.stop();
    },
  };
}
