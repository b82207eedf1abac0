import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { io, type Socket } from 'socket.io-client';
import { reportFigures, type Figure } from '../../bench/figures';
import { ask } from './ipc';
import { mailFigures } from './mail';

/**
 * `npm run bench -w api`: the polled reads under load beside the bare Koa + @koa/router + koa-session
 * route (CPU per request and requests per second, `BENCH_CONNECTIONS` connections for `BENCH_DURATION`
 * seconds each; the full list under load is the one kept for the firm's version, so the list read afresh
 * after each change is measured beside it), the dashboard metrics at 10x the data, and how long a write takes to reach another
 * connected screen over the socket; then what queueing a mail adds to its request and how fast the outbox
 * drains (mail.ts). The servers run in a child process so the load generator does not share their event
 * loop. BENCH_CPU_PROF=1 writes a CPU profile of the servers to api/bench/profiles/.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
// Under the webhook limit of 60 requests per firm per minute, so the webhook samples are all answered.
const PUSH_SAMPLES = Number(process.env.BENCH_PUSH_SAMPLES ?? 50);
const METRICS_SAMPLES = Number(process.env.BENCH_METRICS_SAMPLES ?? 30);
const LIST_SAMPLES_AFTER_CHANGES = 100;

interface Ready {
  apiUrl: string;
  organizationId: string;
  bareUrl: string;
  firmCookie: string;
  clientCookie: string;
  largeFirmCookie: string;
  clientProjectId: string;
  webhookToken: string;
  clientId: string;
}

function startServers() {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(__dirname, 'profiles')}`] : [];
  // NODE_ENV=test: the logger writes warnings only, so stdout carries just the Ready line (request lines,
  // written in production, are left out of the figures).
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(__dirname, 'servers.ts')], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
    env: { ...process.env, NODE_ENV: 'test' },
  });
  const ready = new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited with code ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Ready));
  });
  return { child, ready };
}

interface Load {
  requestsPerSecond: number;
  /** Server CPU time (user + system) per completed request. */
  cpuMsPerRequest: number;
  bytes: number;
}

async function serverCpuMs(child: ChildProcess): Promise<number> {
  const usage = await ask<NodeJS.CpuUsage>(child, { type: 'cpu' });
  return (usage.user + usage.system) / 1000;
}

/** `url` under load; every answer must have `status` (304 for an unchanged poll). */
async function load(child: ChildProcess, url: string, headers: Record<string, string>, status = 200): Promise<Load> {
  const response = await fetch(url, { headers });
  if (response.status !== status) throw new Error(`${url}: ${response.status}, expected ${status}: ${await response.text()}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  const cpuBefore = await serverCpuMs(child);
  const result = await autocannon({ url, connections, duration, headers });
  const answered = result.statusCodeStats[String(status)]?.count ?? 0;
  if (answered !== result.requests.total) throw new Error(`${url}: ${result.requests.total - answered} answers were not ${status}`);
  return {
    requestsPerSecond: result.requests.average,
    cpuMsPerRequest: ((await serverCpuMs(child)) - cpuBefore) / Math.max(1, result.requests.total),
    bytes,
  };
}

/**
 * Server CPU per GET of `url` when each one follows a change of the firm (so none is answered from the list
 * kept for the firm's current version), over `samples` sequential GETs.
 */
async function cpuAfterEachChange(child: ChildProcess, url: string, cookie: string, organizationId: string, samples: number): Promise<number> {
  let cpuMs = 0;
  for (let index = 0; index < samples; index += 1) {
    await ask(child, { type: 'change', organizationId });
    const before = await serverCpuMs(child);
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
    cpuMs += (await serverCpuMs(child)) - before;
  }
  return cpuMs / samples;
}

async function etagOf(url: string, cookie: string): Promise<string> {
  const etag = (await fetch(url, { headers: { cookie } })).headers.get('etag');
  if (!etag) throw new Error(`${url} sent no ETag`);
  return etag;
}

/** Mean milliseconds of `samples` sequential GETs (a single user's view of the call). */
async function meanMs(url: string, cookie: string, samples: number): Promise<number> {
  await fetch(url, { headers: { cookie } });
  const started = performance.now();
  for (let index = 0; index < samples; index += 1) {
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await response.arrayBuffer();
  }
  return (performance.now() - started) / samples;
}

function connectSocket(apiUrl: string, cookie: string): Promise<Socket> {
  const socket = io(apiUrl, { path: '/ws', transports: ['websocket'], extraHeaders: { cookie }, reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function post(url: string, body: unknown, cookie = ''): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', cookie }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

/** p95 of the milliseconds from starting `write` to `event` arriving on `socket`. */
async function pushP95(socket: Socket, event: string, write: (index: number) => Promise<void>): Promise<number> {
  const samples: number[] = [];
  for (let index = 0; index < PUSH_SAMPLES; index += 1) {
    const arrived = new Promise<void>((resolve) => socket.once(event, () => resolve()));
    const started = performance.now();
    await Promise.all([write(index), arrived]);
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return samples[Math.ceil(samples.length * 0.95) - 1]!;
}

const atMost = (value: number, limit: number) => value <= limit;

async function pushFigures(ready: Ready): Promise<Figure[]> {
  const { apiUrl, firmCookie, clientCookie, clientProjectId, webhookToken } = ready;
  const [firmSocket, clientSocket] = await Promise.all([connectSocket(apiUrl, firmCookie), connectSocket(apiUrl, clientCookie)]);
  try {
    const projectUrl = `${apiUrl}/api/projects/${clientProjectId}`;
    const chat = await pushP95(clientSocket, 'new_message', (index) => post(`${projectUrl}/messages`, { content: `Update ${index}`, senderName: 'Bench Owner' }, firmCookie));
    const notification = await pushP95(clientSocket, 'notification', (index) =>
      post(`${projectUrl}/milestones`, { name: `Step ${index}`, description: 'Bench', dueDate: '2031-01-01' }, firmCookie),
    );
    const webhook = await pushP95(firmSocket, 'new_webhook_request', (index) =>
      post(`${apiUrl}/api/webhooks/incoming`, { type: 'client_request', content: `Intake ${index}`, token: webhookToken }),
    );
    return [
      { name: 'push: chat message to the client (p95)', value: chat, unit: 'ms', goal: '<= 1000 ms', met: atMost(chat, 1000) },
      { name: 'push: notification to the client (p95)', value: notification, unit: 'ms', goal: '<= 1000 ms', met: atMost(notification, 1000) },
      { name: 'push: webhook request to the firm (p95)', value: webhook, unit: 'ms', goal: '<= 1000 ms', met: atMost(webhook, 1000) },
    ];
  } finally {
    firmSocket.close();
    clientSocket.close();
  }
}

async function main(): Promise<void> {
  const { child, ready } = startServers();
  try {
    const servers = await ready;
    const { apiUrl, bareUrl, firmCookie, clientCookie, largeFirmCookie } = servers;
    const projectsUrl = `${apiUrl}/api/projects`;
    const bare = await load(child, `${bareUrl}/bare`, { cookie: firmCookie });
    const projects = await load(child, projectsUrl, { cookie: firmCookie });
    const projectsAfterChanges = await cpuAfterEachChange(child, projectsUrl, firmCookie, servers.organizationId, LIST_SAMPLES_AFTER_CHANGES);
    const unchanged = await load(child, projectsUrl, { cookie: firmCookie, 'if-none-match': await etagOf(projectsUrl, firmCookie) }, 304);
    const notifications = await load(child, `${apiUrl}/api/notifications`, { cookie: clientCookie });
    const bareCpu = { name: 'bare route', value: bare.cpuMsPerRequest };
    const bareRate = { name: 'bare route', value: bare.requestsPerSecond };

    const metricsUrl = `${apiUrl}/api/metrics/dashboard`;
    const metrics = await meanMs(metricsUrl, firmCookie, METRICS_SAMPLES);
    const metricsAt10x = await meanMs(metricsUrl, largeFirmCookie, METRICS_SAMPLES);

    const figures: Figure[] = [
      { name: 'bare Koa + router + koa-session: CPU', value: bare.cpuMsPerRequest, unit: 'ms/req', goal: '(baseline)', met: null },
      { name: 'bare Koa + router + koa-session: rate', value: bare.requestsPerSecond, unit: 'req/s', goal: '(baseline)', met: null },
      { name: 'GET /api/projects, 500 projects: CPU', value: projects.cpuMsPerRequest, unit: 'ms/req', baseline: bareCpu, goal: '<= 10 ms/req', met: atMost(projects.cpuMsPerRequest, 10) },
      { name: 'GET /api/projects, 500 projects, each after a change (read afresh): CPU', value: projectsAfterChanges, unit: 'ms/req', baseline: bareCpu, goal: '', met: null },
      { name: 'GET /api/projects, 500 projects: size', value: projects.bytes / 1024, unit: 'KiB', goal: '', met: null },
      {
        name: 'GET /api/projects unchanged (304): rate',
        value: unchanged.requestsPerSecond,
        unit: 'req/s',
        baseline: bareRate,
        goal: '>= 0.5x bare',
        met: unchanged.requestsPerSecond >= 0.5 * bare.requestsPerSecond,
      },
      {
        name: 'GET /api/projects unchanged (304): CPU',
        value: unchanged.cpuMsPerRequest,
        unit: 'ms/req',
        baseline: bareCpu,
        goal: '<= 2x bare',
        met: atMost(unchanged.cpuMsPerRequest, 2 * bare.cpuMsPerRequest),
      },
      { name: 'GET /api/notifications, client: CPU', value: notifications.cpuMsPerRequest, unit: 'ms/req', baseline: bareCpu, goal: '', met: null },
      {
        name: 'GET /api/metrics/dashboard at 10x data',
        value: metricsAt10x,
        unit: 'ms',
        baseline: { name: '500 projects', value: metrics },
        goal: '<= 2x',
        met: atMost(metricsAt10x, 2 * metrics),
      },
      ...(await pushFigures(servers)),
      ...(await mailFigures(child, servers.clientId)),
    ];
    console.log(`api bench: ${connections} connections, ${duration} s per load`);
    reportFigures(figures);
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
