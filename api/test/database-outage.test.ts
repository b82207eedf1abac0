import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { freePort, startApiProcess, startDevDbProcess, type Child } from './child-processes';
import { cookieOf } from './fixtures';
import { PASSWORD, uniqueEmail } from './test-api';
import { waitFor } from './wait-for';

/**
 * The database goes away under a running api and comes back: devdb's CLI on a fixed port and data
 * directory, stopped and started again there, the api a separate process on MONGODB_URI.
 */
jest.setTimeout(120_000);

const UNAVAILABLE = { message: 'The service is temporarily unavailable. Please try again in a moment.' };
/** The api's bound on a call while the database is away (5 s server selection), plus slack for a busy machine. */
const CALL_BOUND_MS = 8_000;

let dir: string;
let devdbPort: number;
let devdb: Child;
let api: Child & { baseUrl: string };
let socket: Socket | undefined;
const password = randomBytes(16).toString('hex');

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-outage-'));
  devdbPort = await freePort();
  devdb = await startDevDbProcess(devdbPort, path.join(dir, 'devdb'), password);
  api = await startApiProcess(await freePort(), {
    // The driver looks at its server every 0.5 s (its floor; 10 s by default), an option any MONGODB_URI may
    // carry: the api notices the outage, and the return, without the test waiting out the default.
    MONGODB_URI: `mongodb://devdb:${password}@127.0.0.1:${devdbPort}/clientline?heartbeatFrequencyMS=500`,
    DATA_DIR: path.join(dir, 'api'),
  });
});
afterAll(() => {
  socket?.close();
  api?.kill();
  devdb?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function timed<T>(call: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const startedAt = Date.now();
  const result = await call();
  return { result, ms: Date.now() - startedAt };
}

it('answers 503 within the bound while devdb is down, stays up, and recovers by itself with every write kept', async () => {
  const owner = supertest.agent(api.baseUrl).set('Content-Type', 'application/json');
  const username = uniqueEmail('owner');
  const registered = await owner
    .post('/api/register')
    .send({ username, password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName: 'Outage Firm' })
    .expect(201);
  const clientEmail = uniqueEmail('client');
  await owner.post('/api/clients').send({ username: clientEmail, displayName: 'Carla Client' }).expect(201);

  devdb.process.kill('SIGTERM');
  expect(await devdb.exited).toBe(0);

  // A read, a write and a sign-in at once, as a firm's people would: each waits out the bound on its own.
  const [read, write, anonymousLogin] = await Promise.all([
    timed(() => owner.get('/api/user')),
    timed(() => owner.post('/api/clients').send({ username: uniqueEmail('client'), displayName: 'Dora' })),
    timed(() => supertest(api.baseUrl).post('/api/login').send({ username, password: 'whatever it is' })),
  ]);
  expect({ status: read.result.status, body: read.result.body }).toEqual({ status: 503, body: UNAVAILABLE });
  expect(read.ms).toBeLessThan(CALL_BOUND_MS);
  expect(read.result.headers['retry-after']).toBe('5');
  expect({ status: write.result.status, body: write.result.body }).toEqual({ status: 503, body: UNAVAILABLE });
  expect(write.ms).toBeLessThan(CALL_BOUND_MS);
  expect({ status: anonymousLogin.result.status, body: anonymousLogin.result.body }).toEqual({ status: 503, body: UNAVAILABLE });

  await supertest(api.baseUrl).get('/api/health').expect(200, { ok: true });
  const ready = await supertest(api.baseUrl).get('/api/ready').expect(503);
  expect(ready.body).toMatchObject({ ok: false, database: 'down' });
  // A probe that sends a cookie gets the same answers: the probes run before the session is read.
  await owner.get('/api/health').expect(200, { ok: true });
  expect((await owner.get('/api/ready').expect(503)).body).toMatchObject({ ok: false, database: 'down' });

  // Once the driver's monitor has marked the server down (at its next heartbeat; the api logs it), a call waits for server selection instead of failing on a refused connection:
  // still a 503 within the bound.
  await waitFor(async () => api.output().includes('Database connection lost'), 30_000, () => `the api never noticed devdb was down:\n${api.output()}`);
  const later = await timed(() => owner.get('/api/clients'));
  expect({ status: later.result.status, body: later.result.body }).toEqual({ status: 503, body: UNAVAILABLE });
  expect(later.ms).toBeLessThan(CALL_BOUND_MS);
  expect(api.process.exitCode).toBeNull();

  // A page opened now cannot have its socket's session read: the socket must keep trying, not give up.
  socket = connect(api.baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie: cookieOf(registered) } });
  const socketConnected = new Promise<void>((resolve) => socket!.once('connect', () => resolve()));
  // The server closes the connection once the session read fails; the socket then tries again.
  await new Promise<void>((resolve) => socket!.io.once('reconnect_attempt', () => resolve()));
  expect(socket.connected).toBe(false);
  expect(socket.active).toBe(true);

  devdb = await startDevDbProcess(devdbPort, path.join(dir, 'devdb'), password);
  await waitFor(
    async () => (await owner.get('/api/user')).status === 200,
    30_000,
    () => `the api did not recover after devdb came back:\n${api.output()}`,
  );
  await supertest(api.baseUrl).get('/api/ready').expect(200, { ok: true, database: 'up' });
  await socketConnected;

  // The session, the account and the client written before the outage are all still there.
  const user = await owner.get('/api/user').expect(200);
  expect(user.body).toMatchObject({ user: { username } });
  const clients = await owner.get('/api/clients').expect(200);
  expect(JSON.stringify(clients.body)).toContain(clientEmail);
  await owner.post('/api/clients').send({ username: uniqueEmail('client'), displayName: 'Dora' }).expect(201);
  expect(api.process.exitCode).toBeNull();
  expect(api.output()).not.toMatch(/unhandled|Internal server error/i);
});
