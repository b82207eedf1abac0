import path from 'node:path';
import mongoose from 'mongoose';
import type { Config } from './config';
import { logger } from './observability/logger';

export interface Database {
  /** Holds the credentials (the embedded devdb's per-start password): never log it. */
  uri: string;
  /** Where the data lives, for the start-up log. */
  description: string;
  close(): Promise<void>;
}

// Filters are plain data unless wrapped in mongoose.trusted(): `{ username: { $ne: null } }` from a
// request body can never become a query operator. Unknown filter fields are dropped, not matched.
mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);

/**
 * While the database is away every call fails (answered 503) instead of waiting in mongoose's buffer:
 * within this bound when it refuses connections (down, restarting); when it stops answering (frozen,
 * network cut), once the driver's monitor gives up on it (its 10 s heartbeat, then this bound to
 * connect, then this bound to select a server: about 20 s). The driver reconnects by itself when it returns.
 */
const DATABASE_WAIT_MS = 5_000;
const CONNECT_OPTIONS: mongoose.ConnectOptions = {
  bufferCommands: false,
  serverSelectionTimeoutMS: DATABASE_WAIT_MS,
  connectTimeoutMS: DATABASE_WAIT_MS,
};

/** Connects mongoose to MONGODB_URI, or to an embedded devdb keeping its data in DATA_DIR/devdb. */
export async function connectDatabase(config: Config): Promise<Database> {
  reportConnectionChanges();
  if (config.mongodbUri) {
    await mongoose.connect(config.mongodbUri, CONNECT_OPTIONS);
    return {
      uri: config.mongodbUri,
      description: 'MongoDB at MONGODB_URI',
      async close() {
        stopReportingConnectionChanges();
        await mongoose.disconnect();
      },
    };
  }
  const { startDevDb } = await import('@clientline/devdb');
  const dir = path.join(config.dataDir, 'devdb');
  // devdb makes a random password at each start and requires it of every connection: only this process,
  // which holds devDb.uri, can read the firms' data and the sessions, not any other local process.
  const devDb = await startDevDb({ port: 0, dir, host: '127.0.0.1' });
  const uri = withDatabaseName(devDb.uri, 'clientline');
  await mongoose.connect(uri, CONNECT_OPTIONS);
  return {
    uri,
    description: `embedded devdb (no MONGODB_URI set), data kept in ${dir}`,
    async close() {
      stopReportingConnectionChanges();
      await mongoose.disconnect();
      await devDb.stop();
    },
  };
}

export function isDatabaseUp(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}

/** A round trip to the database, given up after `timeoutMs`: false when it is not reachable now. */
export async function pingDatabase(timeoutMs: number): Promise<boolean> {
  const db = mongoose.connection.db;
  if (!isDatabaseUp() || !db) return false;
  const ping = db.command({ ping: 1 }).then(
    () => true,
    () => false,
  );
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  try {
    return await Promise.race([ping, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

const { MongoNetworkError, MongoServerSelectionError, MongoNotConnectedError, MongoTopologyClosedError } = mongoose.mongo;

/** The driver could not reach the database (down, restarting, network cut): the call may work again soon. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return (
    error instanceof MongoNetworkError ||
    error instanceof MongoServerSelectionError ||
    error instanceof MongoNotConnectedError ||
    error instanceof MongoTopologyClosedError ||
    error instanceof mongoose.Error.MongooseServerSelectionError ||
    // Where commands are buffered (the tests' own connections), a call waits for the connection and then fails so.
    (error instanceof mongoose.Error && / buffering timed out after /.test(error.message))
  );
}

const onConnectionLost = () => logger.warn('Database connection lost: calls answer 503 until it is back');
const onConnectionBack = () => logger.info('Database connection is back');

/** One line when the connection drops and one when it is back, instead of one per failed request. */
function reportConnectionChanges(): void {
  mongoose.connection.on('disconnected', onConnectionLost);
  mongoose.connection.on('reconnected', onConnectionBack);
}

/** Before closing: the disconnection that follows is not news. */
function stopReportingConnectionChanges(): void {
  mongoose.connection.off('disconnected', onConnectionLost);
  mongoose.connection.off('reconnected', onConnectionBack);
}

/** `mongodb://127.0.0.1:1234` or `mongodb://127.0.0.1:1234/` -> `mongodb://127.0.0.1:1234/<name>` */
export function withDatabaseName(uri: string, name: string): string {
  const url = new URL(uri);
  url.pathname = `/${name}`;
  return url.toString();
}
