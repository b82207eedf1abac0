import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import type { Document } from 'bson';
import { requireAuthentication } from './auth/authentication';
import { deriveScramKeys } from './auth/scram';
import { runCommand } from './commands';
import { CursorStore } from './cursors';
import { Engine } from './storage/engine';
import { Journal } from './storage/journal';
import { acquireLock } from './storage/lock';
import { purgeExpired } from './storage/ttl';
import { serveConnection } from './wire/connection';
import type { CommandRequest } from './wire/messages';

export interface DevDbOptions {
  /** TCP port; 0 (the default) picks a free one. */
  port?: number;
  /** Interface to listen on; 127.0.0.1 by default. */
  host?: string;
  /** Data directory. Without it the data lives in memory only and is gone when the server stops. */
  dir?: string;
  /**
   * The password of the one user, `devdb`, that every connection must sign in as (SCRAM-SHA-256) before
   * it may read or write. By default a random one, new at every start, known only to whoever holds `uri`.
   */
  password?: string;
  /**
   * false serves every connection without sign-in, as a plain mongod does. Only for tests that speak the
   * wire protocol in raw bytes; anything on a shared machine keeps it on.
   */
  authentication?: boolean;
}

/** The one user of an authenticating devdb. */
export const DEVDB_USERNAME = 'devdb';

export interface DevDb {
  /**
   * Connection string for the driver or mongoose, with the credentials:
   * `mongodb://devdb:<password>@127.0.0.1:54321/` (`mongodb://127.0.0.1:54321/` with authentication off).
   * It holds the password: do not log it.
   */
  uri: string;
  port: number;
  stop(): Promise<void>;
}

// mongod's TTL monitor also runs once a minute.
const TTL_INTERVAL_MS = 60_000;

/** Starts a MongoDB wire-compatible server for development and tests. */
export async function startDevDb(options: DevDbOptions = {}): Promise<DevDb> {
  const host = options.host ?? '127.0.0.1';
  const authentication = options.authentication ?? true;
  const password = options.password ?? randomBytes(32).toString('base64url');
  const keys = authentication ? deriveScramKeys(DEVDB_USERNAME, password) : undefined;
  const engine = new Engine();
  let journal: Journal | undefined;
  let releaseLock: (() => void) | undefined;
  if (options.dir) {
    fs.mkdirSync(options.dir, { recursive: true });
    releaseLock = acquireLock(options.dir, randomUUID());
    try {
      journal = new Journal(options.dir, engine);
    } catch (error) {
      releaseLock();
      throw error;
    }
  }

  const pendingRecords: Buffer[] = [];
  if (journal) {
    const durable = journal;
    engine.onChange = (change) => pendingRecords.push(durable.encode(change));
  }
  const cursors = new CursorStore();

  async function commitPending(): Promise<void> {
    if (journal && pendingRecords.length) await journal.commit(pendingRecords.splice(0));
  }

  let nextConnectionId = 1;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    const connectionId = nextConnectionId++;
    const handle = async (request: CommandRequest): Promise<Document> => {
      const reply = runCommand(request.command, { engine, cursors, dbName: request.dbName, connectionId });
      try {
        await commitPending();
      } catch (error) {
        return { ok: 0, code: 1, codeName: 'InternalError', errmsg: `devdb could not write its log: ${(error as Error).message}` };
      }
      return reply;
    };
    serveConnection(socket, keys ? requireAuthentication(keys, handle) : handle);
  });

  const ttlTimer = setInterval(() => {
    purgeExpired(engine, new Date());
    commitPending().catch(() => undefined);
  }, TTL_INTERVAL_MS);
  ttlTimer.unref();

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject);
        resolve();
      });
    });
  } catch (error) {
    clearInterval(ttlTimer);
    await journal?.close();
    releaseLock?.();
    throw error;
  }

  const port = (server.address() as net.AddressInfo).port;
  const uriHost = host.includes(':') ? `[${host}]` : host;
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${keys ? `${DEVDB_USERNAME}:${encodeURIComponent(password)}@` : ''}${uriHost}:${port}/`,
    port,
    stop() {
      stopping ??= (async () => {
        clearInterval(ttlTimer);
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        for (const socket of sockets) socket.destroy();
        await closed;
        await journal?.close();
        releaseLock?.();
      })();
      return stopping;
    },
  };
}
