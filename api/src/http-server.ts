import http from 'node:http';
import type { Server as SocketServer } from 'socket.io';
import { createApp, type AppOptions } from './app';
import { connectRedisAdapter } from './realtime/redis-adapter';
import { attachSocketServer } from './realtime/socket-server';

export interface HttpServerHandle {
  server: http.Server;
  io: SocketServer;
  /** Present when REDIS_URL is set: whether socket events reach every process right now. */
  isRedisReady?: () => boolean;
  close(): Promise<void>;
}

export interface HttpServerOptions extends AppOptions {
  /**
   * Answers what is not the api's (not /api, /ws or the local mailbox at /dev/mailbox): the host's pages and files
   * when both run in one process (scripts/start.ts). Without it the api answers those with a JSON 404.
   */
  pages?: http.RequestListener;
}

/** Paths the api answers itself; the rest are pages when `pages` is given. */
const API_PATH = /^\/(api|ws|dev\/mailbox)(\/|\?|$)/;

/** The Koa app and socket.io on one HTTP server (not listening yet). */
export function createHttpServer({ pages, ...options }: HttpServerOptions): HttpServerHandle {
  const redis = options.config.redisUrl ? connectRedisAdapter(options.config.redisUrl) : null;
  const app = createApp(options);
  const api = app.callback();
  const server = http.createServer(pages ? (request, response) => (API_PATH.test(request.url ?? '/') ? api : pages)(request, response) : api);
  const io = attachSocketServer(server, app, options.config, redis?.adapter);
  return {
    server,
    io,
    isRedisReady: redis?.isReady,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await redis?.close();
    },
  };
}
