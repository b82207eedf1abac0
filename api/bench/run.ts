import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';

/**
 * `npm run bench -w api`: GET /api/projects (a firm with 500 projects) and GET /api/notifications (a
 * client), each beside the bare Koa + @koa/router + koa-session route, 50 connections for 10 s.
 * The servers run in a child process so the load generator does not share their event loop.
 * BENCH_DURATION (seconds) and BENCH_CONNECTIONS override the load; BENCH_CPU_PROF=1 writes a
 * CPU profile of the servers to api/bench/profiles/.
 */
const duration = Number(process.env.BENCH_DURATION ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);

interface Ready {
  apiUrl: string;
  bareUrl: string;
  firmCookie: string;
  clientCookie: string;
}

function startServers() {
  const profile = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.join(__dirname, 'profiles')}`] : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', path.join(__dirname, 'servers.ts')], {
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
  const ready = new Promise<Ready>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench servers exited with code ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve(JSON.parse(line) as Ready));
  });
  return { child, ready };
}

interface Row {
  route: string;
  requestsPerSecond: number;
  p99: number;
  /** Server CPU time (user + system) per completed request. */
  cpuMsPerRequest: number;
  bytes: number;
  failures: number;
}

function serverCpuMs(child: ChildProcess): Promise<number> {
  return new Promise((resolve) => {
    child.once('message', (usage) => resolve(((usage as NodeJS.CpuUsage).user + (usage as NodeJS.CpuUsage).system) / 1000));
    child.send('cpu');
  });
}

async function measure(child: ChildProcess, route: string, url: string, cookie: string): Promise<Row> {
  const response = await fetch(url, { headers: { cookie } });
  if (!response.ok) throw new Error(`${route}: ${response.status} ${await response.text()}`);
  const bytes = (await response.arrayBuffer()).byteLength;
  const cpuBefore = await serverCpuMs(child);
  const result = await autocannon({ url, connections, duration, headers: { cookie } });
  const cpuMsPerRequest = ((await serverCpuMs(child)) - cpuBefore) / Math.max(1, result.requests.total);
  return {
    route,
    requestsPerSecond: result.requests.average,
    p99: result.latency.p99,
    cpuMsPerRequest,
    bytes,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

function print(rows: Row[], bare: Row): void {
  console.log(`\n${connections} connections, ${duration} s each\n`);
  console.log(
    ['route'.padEnd(34), 'req/s'.padStart(8), 'vs bare'.padStart(9), 'p99 ms'.padStart(8), 'cpu ms/req'.padStart(11), 'bytes'.padStart(9), 'failed'.padStart(7)].join(''),
  );
  for (const row of [bare, ...rows]) {
    const ratio = row.requestsPerSecond / bare.requestsPerSecond;
    console.log(
      [
        row.route.padEnd(34),
        row.requestsPerSecond.toFixed(1).padStart(8),
        `${(ratio * 100).toFixed(1)}%`.padStart(9),
        String(row.p99).padStart(8),
        row.cpuMsPerRequest.toFixed(2).padStart(11),
        String(row.bytes).padStart(9),
        String(row.failures).padStart(7),
      ].join(''),
    );
  }
}

async function main(): Promise<void> {
  const { child, ready } = startServers();
  try {
    const { apiUrl, bareUrl, firmCookie, clientCookie } = await ready;
    const bare = await measure(child, 'bare Koa + router + koa-session', `${bareUrl}/bare`, firmCookie);
    const projects = await measure(child, 'GET /api/projects (500, firm)', `${apiUrl}/api/projects`, firmCookie);
    const notifications = await measure(child, 'GET /api/notifications (client)', `${apiUrl}/api/notifications`, clientCookie);
    print([projects, notifications], bare);
  } finally {
    child.removeAllListeners('exit');
    child.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
