import http from 'node:http';
import mongoose from 'mongoose';
import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { Server as SocketServer } from 'socket.io';
import { isDatabaseUp } from '../database';
import { httpMetrics } from './http-metrics';

export interface MetricsServerOptions {
  host: string;
  port: number;
  io: SocketServer;
  /** The registries of other parts of the process (the outbox's), served beside these. */
  registries?: Registry[];
}

/**
 * Prometheus metrics at GET /metrics on a port of their own, never on the public app: the HTTP
 * metrics, Node's own (event loop lag, heap, CPU), open sockets and the database pool.
 */
export async function startMetricsServer({ host, port, io, registries = [] }: MetricsServerOptions): Promise<http.Server> {
  const registry = Registry.merge([httpMetrics, runtimeMetrics(io), ...registries]);
  const server = http.createServer((request, response) => {
    if (request.method !== 'GET' || request.url !== '/metrics') {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found: metrics are at GET /metrics\n');
      return;
    }
    registry.metrics().then(
      (text) => response.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (error: unknown) => response.writeHead(500, { 'Content-Type': 'text/plain' }).end(`Could not collect metrics: ${String(error)}\n`),
    );
  });
  // The api's own server decides when the process ends (graceful shutdown); this one never holds it open.
  server.unref();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  return server;
}

function runtimeMetrics(io: SocketServer): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  new Gauge({
    name: 'clientline_open_sockets',
    help: 'socket.io connections open on this process',
    registers: [registry],
    collect() {
      this.set(io.engine.clientsCount);
    },
  });
  new Gauge({
    name: 'clientline_database_up',
    help: '1 while mongoose is connected to the database, else 0',
    registers: [registry],
    collect() {
      this.set(isDatabaseUp() ? 1 : 0);
    },
  });
  watchConnectionPool(mongoose.connection.getClient(), registry);
  return registry;
}

/** The driver's pool events: connections lent to operations now, and checkouts that failed (timeouts, outages). */
function watchConnectionPool(client: ReturnType<typeof mongoose.connection.getClient>, registry: Registry): void {
  const checkedOut = new Set<string>();
  new Gauge({
    name: 'clientline_database_connections_checked_out',
    help: 'Database connections in use by an operation right now',
    registers: [registry],
    collect() {
      this.set(checkedOut.size);
    },
  });
  const checkoutFailures = new Counter({
    name: 'clientline_database_checkout_failures_total',
    help: 'Operations that could not get a database connection, by reason',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  // Keyed by server and connection id: each server of a replica set numbers its connections from 1.
  client.on('connectionCheckedOut', (event) => checkedOut.add(`${event.address}/${event.connectionId}`));
  client.on('connectionCheckedIn', (event) => checkedOut.delete(`${event.address}/${event.connectionId}`));
  client.on('connectionClosed', (event) => checkedOut.delete(`${event.address}/${event.connectionId}`));
  client.on('connectionCheckOutFailed', (event) => checkoutFailures.inc({ reason: event.reason }));
}
