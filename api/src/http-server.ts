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

/** The Koa app and socket.io on one HTTP server (not listening yet). */
export function createHttpServer(options: AppOptions): HttpServerHandle {
  const redis = options.config.redisUrl ? connectRedisAdapter(options.config.redisUrl) : null;
  const app = createApp(options);
  const server = http.createServer(app.callback());
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
