import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { reportFigures, type Figure } from '../../bench/figures';
import { freePort, startApiProcess, startDevDbProcess, startRedisServer, type Child } from '../test/child-processes';
import { withDatabaseName } from '../src/database';
import { createPopulation, TEAM_MEMBERS_PER_FIRM, type SimulatedUserAccount } from './load/population';
import { LoadRecorder, percentile, SimulatedUser } from './load/simulated-user';

/**
 * The load test of `npm run bench`: 200 simulated users of 4 firms (staff and clients) poll at
 * the spec's intervals and chat for LOAD_SECONDS (60 by default) against two api processes sharing devdb
 * (its CLI) and Redis, users split between the processes as a load balancer would; then the same against
 * one process. Reports errors, p99 per call, chat pushes delivered across processes, and CPU per process.
 * Everything runs on this machine's cores, the simulated browsers included.
 */
const LOAD_MS = Number(process.env.LOAD_SECONDS ?? 60) * 1000;
const STAFF_PER_FIRM = 1 + TEAM_MEMBERS_PER_FIRM;
const CLOCK_TICKS_PER_SECOND = 100;
const LAST_PUSHES_MS = 2000;

function cpuSecondsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_SECOND; // utime + stime
}

interface RunResult {
  processes: number;
  recorder: LoadRecorder;
  cpuSecondsPerProcess: number[];
}

async function run(apis: Array<Child & { baseUrl: string }>, accounts: SimulatedUserAccount[]): Promise<RunResult> {
  const recorder = new LoadRecorder();
  const users = accounts.map((account, index) => new SimulatedUser(account, apis[index % apis.length]!.baseUrl, recorder, () => STAFF_PER_FIRM + 1));
  await Promise.all(users.map((user) => user.connect()));
  const cpuBefore = apis.map((api) => cpuSecondsOf(api.process.pid!));
  users.forEach((user) => user.start());
  await new Promise((resolve) => setTimeout(resolve, LOAD_MS));
  const stopped = Promise.all(users.map((user) => user.stop()));
  const cpuSecondsPerProcess = apis.map((api, index) => cpuSecondsOf(api.process.pid!) - cpuBefore[index]!);
  // A message sent just before the stop is still owed to every socket: they stay open until its pushes
  // arrive, as for a person who keeps the page open. Pushes still missing after LAST_PUSHES_MS count as lost.
  await stopped;
  await lastPushes(recorder);
  users.forEach((user) => user.close());
  return { processes: apis.length, recorder, cpuSecondsPerProcess };
}

async function lastPushes(recorder: LoadRecorder): Promise<void> {
  const deadline = performance.now() + LAST_PUSHES_MS;
  while (recorder.deliveriesReceived < recorder.deliveriesExpected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function figuresOf({ processes, recorder, cpuSecondsPerProcess }: RunResult, single?: RunResult): Figure[] {
  const label = `load ${processes} process${processes > 1 ? 'es' : ''}`;
  const figures: Figure[] = [
    { name: `${label}: failed calls`, value: recorder.failureCount(), unit: 'calls', goal: '0', met: recorder.failureCount() === 0 },
  ];
  for (const [call, latencies] of recorder.latencies) {
    figures.push({ name: `${label}: ${call} p99 (${latencies.length} calls)`, value: percentile(latencies, 0.99), unit: 'ms', goal: '', met: null });
  }
  const delivered = recorder.deliveriesExpected === 0 ? 0 : (100 * recorder.deliveriesReceived) / recorder.deliveriesExpected;
  figures.push({ name: `${label}: chat pushes delivered`, value: delivered, unit: '%', goal: '100% (every socket, any process)', met: delivered >= 99.9 });
  const busiest = Math.max(...cpuSecondsPerProcess);
  figures.push({
    name: `${label}: CPU of the busiest process (${cpuSecondsPerProcess.map((seconds) => seconds.toFixed(1)).join(' + ')} s)`,
    value: (100 * busiest) / (LOAD_MS / 1000),
    unit: '% of a core',
    ...(single && { baseline: { name: 'one process', value: (100 * Math.max(...single.cpuSecondsPerProcess)) / (LOAD_MS / 1000) } }),
    goal: single ? '< 0.7x: the second process takes half the work' : '',
    met: single ? busiest < 0.7 * Math.max(...single.cpuSecondsPerProcess) : null,
  });
  return figures;
}

async function main(): Promise<void> {
  const children: Array<{ kill(): void }> = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-load-'));
  try {
    const password = `load-${Date.now()}`;
    const devdb = await startDevDbProcess(await freePort(), path.join(dir, 'devdb'), password);
    children.push(devdb);
    const uri = /devdb listening on (\S+)/.exec(devdb.output())![1]!;
    const redisPort = await freePort();
    children.push(await startRedisServer(redisPort));
    const env = { MONGODB_URI: withDatabaseName(uri, 'clientline-load'), REDIS_URL: `redis://127.0.0.1:${redisPort}`, SESSION_SECRET: 'load-test-session-secret-0123456789abcdef' };
    const startApi = async () => {
      const api = await startApiProcess(await freePort(), env);
      children.push(api);
      return api;
    };

    const first = await startApi();
    console.log('creating 200 users in 4 firms...');
    const accounts = await createPopulation(first.baseUrl);
    const second = await startApi();
    console.log(`two processes, ${LOAD_MS / 1000} s...`);
    const two = await run([first, second], accounts);
    second.kill();
    console.log(`one process, ${LOAD_MS / 1000} s...`);
    const one = await run([first], accounts);
    reportFigures([...figuresOf(one), ...figuresOf(two, one)]);
  } finally {
    children.forEach((child) => child.kill());
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
