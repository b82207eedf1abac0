import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { prepareShutdown } from '../src/shutdown';
import { freePort, startApiProcess, type Child } from './child-processes';
import { cookieOf } from './fixtures';
import { PASSWORD, uniqueEmail } from './test-api';

/**
 * SIGTERM (what an orchestrator or `docker stop` sends) on a real api process with its embedded devdb:
 * a request already being received is answered, socket clients are told in a way they reconnect on,
 * new connections are refused, and the process exits 0.
 */
jest.setTimeout(90_000);

let dataDir: string;
let api: Child & { baseUrl: string };
let socket: Socket | undefined;
beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-shutdown-'));
  api = await startApiProcess(await freePort(), { DATA_DIR: dataDir });
});
afterAll(() => {
  socket?.close();
  api.kill();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/**
 * Sends the headers and the first half of a login; the rest when `finish` is called. `received` resolves
 * once the server has the request's headers: it then answers `100 Continue` (Node's server does so for
 * `Expect: 100-continue` before passing the request on).
 */
function startSlowLogin(baseUrl: string, username: string) {
  const body = JSON.stringify({ username, password: PASSWORD });
  const request = http.request(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(body), Expect: '100-continue' },
  });
  const received = new Promise<void>((resolve) => request.once('continue', resolve));
  const answered = new Promise<{ status: number; connection?: string; body: string }>((resolve, reject) => {
    request.once('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.once('end', () => resolve({ status: response.statusCode!, connection: response.headers.connection, body: text }));
    });
    request.once('error', reject);
  });
  request.write(body.slice(0, 10));
  return { received, answered, finish: () => request.end(body.slice(10)) };
}

it('answers the request in flight, tells sockets to reconnect, refuses new connections and exits 0', async () => {
  const username = uniqueEmail('owner');
  const registered = await supertest(api.baseUrl)
    .post('/api/register')
    .send({ username, password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName: 'Shutdown Firm' })
    .expect(201);

  socket = connect(api.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie: cookieOf(registered) } });
  await new Promise<void>((resolve, reject) => {
    socket!.once('connect', resolve);
    socket!.once('connect_error', reject);
  });
  const disconnected = new Promise<string>((resolve) => socket!.once('disconnect', resolve));

  const login = startSlowLogin(api.baseUrl, username);
  await login.received;
  api.process.kill('SIGTERM');

  // socket.io-client reconnects after "transport close", never after "io server disconnect".
  expect(await disconnected).toBe('transport close');
  expect(socket.active).toBe(true);
  socket.close();

  await expect(fetch(`${api.baseUrl}/api/health`)).rejects.toThrow();

  login.finish();
  const answer = await login.answered;
  expect(answer.status).toBe(200);
  expect(JSON.parse(answer.body)).toMatchObject({ user: { username } });
  // The connection ends with its answer instead of idling for the keep-alive timeout.
  expect(answer.connection).toBe('close');

  const answeredAt = Date.now();
  expect(await api.exited).toBe(0);
  expect(Date.now() - answeredAt).toBeLessThan(3_000);
  expect(api.output()).not.toMatch(/Shutdown failed|exiting anyway/);
});

it('cuts a request still unanswered when the grace period ends, then closes the database', async () => {
  const server = http.createServer(() => undefined); // never answers
  const arrived = new Promise<void>((resolve) => server.once('request', () => resolve()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const closeDatabase = jest.fn(async () => undefined);
  const shutdown = prepareShutdown({ server, closeServer: () => new Promise((resolve) => server.close(() => resolve())), closeDatabase, graceMs: 300 });
  const { port } = server.address() as AddressInfo;
  const hanging = fetch(`http://127.0.0.1:${port}/slow`);
  await arrived;

  const startedAt = Date.now();
  await shutdown();
  expect(Date.now() - startedAt).toBeGreaterThanOrEqual(250);
  expect(Date.now() - startedAt).toBeLessThan(2_000);
  await expect(hanging).rejects.toThrow();
  expect(closeDatabase).toHaveBeenCalledTimes(1);
});
