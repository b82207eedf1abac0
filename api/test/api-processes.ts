import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClient } from 'redis';
import supertest from 'supertest';
import { loadConfig } from '../src/config';
import { freePort, startApiProcess, startDevDbProcess, startRedisServer, waitFor, type Child } from './child-processes';
import { closeSockets, type Member } from './fixtures';
import { localMailboxOf, type TestApi } from './test-api';

export type ApiProcess = Child & { baseUrl: string };

export interface ApisOnRedis {
  redisPort: number;
  redisUrl: string;
  redisServer: Pick<Child, 'kill'>;
  processes: ApiProcess[];
}

/**
 * `count` api processes behind one database (devdb's CLI) and one Redis (Debian's redis-server), as
 * docker-compose runs them, keeping their files under `dataDir`. Each child is added to `children` as it
 * starts, so the caller's afterAll kills whatever started. Resolves once every process listens on Redis.
 */
export async function startApisOnRedis(count: number, dataDir: string, children: Array<Pick<Child, 'kill'>>): Promise<ApisOnRedis> {
  const password = randomUUID();
  const [redisPort, databasePort] = await Promise.all([freePort(), freePort()]);
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  const redisServer = await startRedisServer(redisPort);
  children.push(redisServer);
  children.push(await startDevDbProcess(databasePort, path.join(dataDir, 'devdb'), password));
  const env = {
    MONGODB_URI: `mongodb://devdb:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/clientline`,
    REDIS_URL: redisUrl,
    SESSION_SECRET: randomUUID(),
    DATA_DIR: path.join(dataDir, 'api'),
  };
  const processes: ApiProcess[] = [];
  for (let started = 0; started < count; started += 1) {
    const api = await startApiProcess(await freePort(), env);
    children.push(api);
    processes.push(api);
  }
  await waitForSocketSubscribers(redisUrl, count);
  return { redisPort, redisUrl, redisServer, processes };
}

/**
 * For a test file about two api processes on Redis: starts them before its tests and, after them, closes
 * the sockets the fixtures opened, stops every child and removes their files. `a` and `b` are set once started.
 */
export function useTwoApisOnRedis(name: string): { a: TestApi; b: TestApi } {
  const children: Array<Pick<Child, 'kill'>> = [];
  const apis = {} as { a: TestApi; b: TestApi };
  let tempDir: string | undefined;
  beforeAll(async () => {
    tempDir = fs.mkdtempSync(path.join(os.tmpdir(), `clientline-${name}-`));
    const { processes } = await startApisOnRedis(2, tempDir, children);
    [apis.a, apis.b] = processes.map(remoteApi) as [TestApi, TestApi];
  });
  afterAll(() => {
    closeSockets();
    for (const child of children) child.kill();
    if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
  });
  return apis;
}

/** Waits until `count` api processes' socket.io adapters listen on Redis (they connect in the background). */
export async function waitForSocketSubscribers(redisUrl: string, count: number): Promise<void> {
  const redis = createClient({ url: redisUrl });
  await redis.connect();
  try {
    const subscribers = async () => ((await redis.pubSubNumSub('socket.io-request#/#'))['socket.io-request#/#'] ?? 0) as number;
    await waitFor(async () => (await subscribers()) === count, 30_000, () => `not ${count} api processes subscribed to socket.io on Redis`);
  } finally {
    await redis.close();
  }
}

/** One of the api processes, for the fixtures: every agent talks to it over HTTP. */
export function remoteApi({ baseUrl }: Pick<ApiProcess, 'baseUrl'>): TestApi {
  return {
    config: loadConfig({ NODE_ENV: 'test' }),
    baseUrl,
    agent: () => supertest.agent(baseUrl).set('Content-Type', 'application/json'),
    ...localMailboxOf(baseUrl),
    stop: async () => undefined,
  };
}

/** Requests as `member` (their session cookie) to the process at `api`. */
export function as(member: Pick<Member, 'cookie'>, api: Pick<TestApi, 'baseUrl'>) {
  return {
    get: (path: string) => supertest(api.baseUrl).get(path).set('Cookie', member.cookie),
    post: (path: string) => supertest(api.baseUrl).post(path).set('Cookie', member.cookie).set('Content-Type', 'application/json'),
  };
}
