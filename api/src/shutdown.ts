import type { Server, ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { logger } from './observability/logger';

export interface ShutdownSteps {
  server: Server;
  /**
   * The HTTP server handle's close(): stops accepting connections, ends the sockets (clients see
   * "transport close" and reconnect, to another process or to this one's successor) and resolves once
   * the last connection has ended.
   */
  closeServer(): Promise<void>;
  closeDatabase(): Promise<void>;
  /** How long requests being answered may take before their connections are cut. */
  graceMs: number;
}

/**
 * Returns the shutdown: stop accepting, let the requests being answered finish (up to `graceMs`, then
 * cut what remains), then close the database. Call it as soon as the server exists, so that it sees
 * every request; calling the returned function again returns the same shutdown.
 */
export function prepareShutdown({ server, closeServer, closeDatabase, graceMs }: ShutdownSteps): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let stopping = false;
  server.on('request', (_request, response: ServerResponse) => {
    if (stopping) response.setHeader('Connection', 'close');
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  let shutdown: Promise<void> | null = null;
  return () => {
    shutdown ??= (async () => {
      stopping = true;
      // Without this a keep-alive connection outlives its last answer by the keep-alive timeout, and the
      // client would send its next request to a server that is going away.
      for (const response of inFlight) if (!response.headersSent) response.setHeader('Connection', 'close');
      const closed = closeServer();
      const finishedInTime = await Promise.race([closed.then(() => true), delay(graceMs, false, { ref: false })]);
      if (!finishedInTime) server.closeAllConnections();
      await closed;
      await closeDatabase();
    })();
    return shutdown;
  };
}

/**
 * SIGTERM (an orchestrator) and SIGINT (Ctrl-C) run `shutdown`, then exit 0; exit 1 if it fails or
 * is still running `hardLimitMs` later (a close that hangs must not keep a stopped process alive).
 */
export function shutDownOnSignals(shutdown: () => Promise<void>, hardLimitMs: number): void {
  const onSignal = (signal: NodeJS.Signals) => {
    logger.info(`${signal} received: finishing the requests in flight, then stopping`);
    setTimeout(() => {
      logger.error(`Still stopping after ${hardLimitMs} ms: exiting anyway`);
      process.exit(1);
    }, hardLimitMs).unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'Shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', onSignal);
  process.once('SIGINT', onSignal);
}
