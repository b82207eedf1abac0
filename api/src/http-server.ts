import http from 'node:http';
import type { Server as SocketServer } from 'socket.io';
import { createApp, type AppOptions } from './app';
import { attachSocketServer } from './realtime/socket-server';

export interface HttpServerHandle {
  server: http.Server;
  io: SocketServer;
  close(): Promise<void>;
}

/** The Koa app and socket.io on one HTTP server (not listening yet). */
export function createHttpServer(options: AppOptions): HttpServerHandle {
  const app = createApp(options);
  const server = http.createServer(app.callback());
  const io = attachSocketServer(server, app, options.config);
  return {
    server,
    io,
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
