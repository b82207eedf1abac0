import path from 'node:path';
import mongoose from 'mongoose';
import type { Config } from './config';

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

/** Connects mongoose to MONGODB_URI, or to an embedded devdb keeping its data in DATA_DIR/devdb. */
export async function connectDatabase(config: Config): Promise<Database> {
  if (config.mongodbUri) {
    await mongoose.connect(config.mongodbUri);
    return { uri: config.mongodbUri, description: 'MongoDB at MONGODB_URI', close: () => mongoose.disconnect() };
  }
  const { startDevDb } = await import('@clientline/devdb');
  const dir = path.join(config.dataDir, 'devdb');
  // devdb makes a random password at each start and requires it of every connection: only this process,
  // which holds devDb.uri, can read the firms' data and the sessions, not any other local process.
  const devDb = await startDevDb({ port: 0, dir, host: '127.0.0.1' });
  const uri = withDatabaseName(devDb.uri, 'clientline');
  await mongoose.connect(uri);
  return {
    uri,
    description: `embedded devdb (no MONGODB_URI set), data kept in ${dir}`,
    async close() {
      await mongoose.disconnect();
      await devDb.stop();
    },
  };
}

export function isDatabaseUp(): boolean {
  return mongoose.connection.readyState === mongoose.ConnectionStates.connected;
}

/** `mongodb://127.0.0.1:1234` or `mongodb://127.0.0.1:1234/` -> `mongodb://127.0.0.1:1234/<name>` */
export function withDatabaseName(uri: string, name: string): string {
  const url = new URL(uri);
  url.pathname = `/${name}`;
  return url.toString();
}
