import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import mongoose, { Types } from 'mongoose';
import { io as connect, type Socket } from 'socket.io-client';
import supertest from 'supertest';
import { ConfigError, loadConfig } from '../src/config';
import { createHttpServer, type HttpServerHandle } from '../src/http-server';
import { createLogger } from '../src/observability/logger';
import { startMetricsServer } from '../src/observability/metrics-server';
import { Organization } from '../src/organizations/model';
import { cookieOf } from './fixtures';
import { PASSWORD, startTestApi, uniqueEmail, type TestApi } from './test-api';

/** Every line the app logged, parsed, in order. */
const lines: Record<string, unknown>[] = [];
const logger = createLogger({ env: 'test', level: 'info', destination: { write: (line: string) => void lines.push(JSON.parse(line)) } });

let api: TestApi;
let handle: HttpServerHandle;
let metricsServer: http.Server;
let app: () => supertest.Agent;
let metricsUrl: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  api = await startTestApi();
  // An api of its own on the test database, logging into `lines`.
  handle = createHttpServer({ config: api.config, logger });
  await new Promise<void>((resolve) => handle.server.listen(0, '127.0.0.1', resolve));
  app = () => supertest.agent(handle.server).set('Content-Type', 'application/json');
  metricsServer = await startMetricsServer({ host: '127.0.0.1', port: 0, io: handle.io });
  metricsUrl = `http://127.0.0.1:${(metricsServer.address() as AddressInfo).port}/metrics`;
});
afterEach(() => {
  sockets.splice(0).forEach((socket) => socket.close());
  jest.restoreAllMocks();
});
afterAll(async () => {
  await new Promise((resolve) => metricsServer.close(resolve));
  await handle.close();
  await api.stop();
});

function linesOf(requestId: string): Record<string, unknown>[] {
  return lines.filter((line) => line.requestId === requestId);
}

async function register(agent: supertest.Agent) {
  const response = await agent
    .post('/api/register')
    .send({ username: uniqueEmail(), password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName: `Logged Firm ${uniqueEmail()}` })
    .expect(201);
  return { cookie: cookieOf(response), user: response.body.user as { id: string; organizationId: string } };
}

async function scrape(): Promise<string> {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return response.text();
}

/** The value of one series in Prometheus text, e.g. `clientline_open_sockets`. */
function valueOf(metrics: string, series: string): number | undefined {
  const line = metrics.split('\n').find((text) => text.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('request ids', () => {
  it('gives each request a fresh id in X-Request-Id, and the line of that request carries it', async () => {
    const first = await app().get('/api/health').expect(200);
    const second = await app().get('/api/health').expect(200);
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    expect(linesOf(first.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/health', status: 200 })]);
  });

  it("keeps the proxy's X-Request-Id, and replaces one that is too long or has odd characters", async () => {
    const proxied = await app().get('/api/health').set('X-Request-Id', 'caddy-4f1c2a9e.7').expect(200);
    expect(proxied.headers['x-request-id']).toBe('caddy-4f1c2a9e.7');

    for (const odd of ['x'.repeat(129), 'id with spaces', 'id"}{"admin":true', '']) {
      const response = await app().get('/api/health').set('X-Request-Id', odd).expect(200);
      expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

describe('request lines', () => {
  it('name the route pattern, status, duration, user and organization, and nothing secret', async () => {
    const agent = app();
    const { cookie, user } = await register(agent);
    const projectId = new Types.ObjectId().toString();
    const response = await agent.get(`/api/projects/${projectId}?token=query-secret`).expect(404);

    const [line] = linesOf(response.headers['x-request-id']);
    expect(line).toEqual(
      expect.objectContaining({
        level: 30,
        method: 'GET',
        route: '/api/projects/:id',
        status: 404,
        durationMs: expect.any(Number),
        userId: user.id,
        organizationId: user.organizationId,
        msg: expect.stringMatching(/^GET \/api\/projects\/:id 404 \d+ ms$/),
      }),
    );
    const written = JSON.stringify(lines);
    for (const secret of [projectId, 'query-secret', PASSWORD, ...cookie.split(/[=;]\s*/).filter((part) => part.length > 20)]) {
      expect(written).not.toContain(secret);
    }
  });

  it('leave out a share token in the path and a password in the body', async () => {
    const agent = app();
    const shareToken = 'share-token-that-must-not-be-logged-0123456789';
    const shared = await agent.get(`/api/timelines/shared/${shareToken}`);
    expect(linesOf(shared.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/timelines/shared/:shareToken' })]);

    const wrongPassword = 'wrong-password-that-must-not-be-logged';
    const login = await agent.post('/api/login').send({ username: uniqueEmail(), password: wrongPassword }).expect(401);
    expect(linesOf(login.headers['x-request-id'])).toEqual([expect.objectContaining({ route: '/api/login', status: 401 })]);

    expect(JSON.stringify(lines)).not.toContain(shareToken);
    expect(JSON.stringify(lines)).not.toContain(wrongPassword);
  });

  it('log an unexpected failure with its stack, under the id of the request that hit it', async () => {
    const agent = app();
    await register(agent);
    jest.spyOn(Organization, 'findById').mockImplementationOnce(() => {
      throw new Error('the disk is on fire');
    });

    const response = await agent.get('/api/user').expect(500);
    expect(response.body).toEqual({ message: 'Internal server error' });

    const [failure, request] = linesOf(response.headers['x-request-id']);
    expect(failure).toEqual(expect.objectContaining({ level: 50, msg: 'GET /api/user failed' }));
    expect((failure.err as { stack: string }).stack).toMatch(/^Error: the disk is on fire\n\s+at /);
    expect(request).toEqual(expect.objectContaining({ route: '/api/user', status: 500 }));
  });
});

describe('metrics', () => {
  it('count requests by method, route pattern and status, and time them', async () => {
    const agent = app();
    await register(agent);
    const counted = 'clientline_http_requests_total{method="GET",route="/api/projects/:id",status="404"}';
    const timed = 'clientline_http_request_duration_seconds_count{method="GET",route="/api/projects/:id",status="404"}';
    const before = await scrape();
    await agent.get(`/api/projects/${new Types.ObjectId()}`).expect(404);
    await agent.get(`/api/projects/${new Types.ObjectId()}`).expect(404);

    const metrics = await scrape();
    expect(valueOf(metrics, counted)).toBe((valueOf(before, counted) ?? 0) + 2);
    expect(valueOf(metrics, timed)).toBe((valueOf(before, timed) ?? 0) + 2);
    expect(metrics).not.toMatch(/route="\/api\/projects\/[0-9a-f]{24}"/);
  });

  it('show the sockets open on this process', async () => {
    const { cookie } = await register(app());
    const before = valueOf(await scrape(), 'clientline_open_sockets');
    const baseUrl = `http://127.0.0.1:${(handle.server.address() as AddressInfo).port}`;
    const socket = connect(baseUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
    sockets.push(socket);
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));

    expect(valueOf(await scrape(), 'clientline_open_sockets')).toBe((before ?? 0) + 1);
  });

  it("show the event loop's lag and whether the database is connected", async () => {
    await app().get('/api/health').expect(200);
    const metrics = await scrape();
    expect(valueOf(metrics, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(valueOf(metrics, 'clientline_database_up')).toBe(1);
  });

  it("follow the driver's connection pool: connections lent out now, and checkouts that failed", async () => {
    const client = mongoose.connection.getClient();
    const lent = { address: 'db.example:27017', connectionId: 9001 };
    const checkedOut = async () => valueOf(await scrape(), 'clientline_database_connections_checked_out')!;
    const atRest = await checkedOut();

    client.emit('connectionCheckedOut', lent as never);
    expect(await checkedOut()).toBe(atRest + 1);
    client.emit('connectionCheckedIn', lent as never);
    expect(await checkedOut()).toBe(atRest);

    client.emit('connectionCheckOutFailed', { address: lent.address, reason: 'timeout' } as never);
    expect(valueOf(await scrape(), 'clientline_database_checkout_failures_total{reason="timeout"}')).toBe(1);
  });

  it('are not served by the public app', async () => {
    const response = await app().get('/metrics').expect(404);
    expect(response.text).not.toContain('clientline_http_requests_total');
    await app().get('/api/metrics').expect(404);
  });
});

describe('METRICS_PORT', () => {
  it('is off unless set, and listens on loopback unless METRICS_HOST says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).metrics).toBeNull();
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(loadConfig({ NODE_ENV: 'test', METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ port: 9464, host: '0.0.0.0' });
  });

  it('refuses the public port and a port that is not one, saying why', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      new ConfigError('METRICS_PORT must differ from PORT: metrics are never served on the public app.'),
    );
    expect(() => loadConfig({ NODE_ENV: 'test', METRICS_PORT: 'ninety' })).toThrow(/METRICS_PORT/);
  });
});
