import Router from '@koa/router';
import { pingDatabase } from '../database';

export const healthRouter = new Router();

/** How long /api/ready waits for the database's answer: a probe must not hang on a database that does. */
const READY_PING_TIMEOUT_MS = 2_000;

let isRedisReady: (() => boolean) | null = null;

/** With REDIS_URL set, /api/ready also needs Redis (the socket events of other processes come through it). */
export function checkRedisForReadiness(check: (() => boolean) | undefined): void {
  isRedisReady = check ?? null;
}

/** Alive: the process answers. A probe that restarts the process on failure asks this one. */
healthRouter.get('/api/health', (ctx) => {
  ctx.body = { ok: true };
});

/** Ready: able to serve calls now. A load balancer sends traffic only to processes that answer 200. */
healthRouter.get('/api/ready', async (ctx) => {
  const database = await pingDatabase(READY_PING_TIMEOUT_MS);
  const redis = isRedisReady ? isRedisReady() : null;
  const unreachable = [!database && 'the database', redis === false && 'Redis'].filter(Boolean);
  const ready = unreachable.length === 0;
  ctx.status = ready ? 200 : 503;
  ctx.body = {
    ok: ready,
    database: database ? 'up' : 'down',
    ...(redis === null ? {} : { redis: redis ? 'up' : 'down' }),
    ...(ready ? {} : { message: `Not ready: ${unreachable.join(' and ')} cannot be reached` }),
  };
});
