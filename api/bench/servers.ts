import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Router from '@koa/router';
import Koa from 'koa';
import mongoose from 'mongoose';
import { startDevDb } from '@clientline/devdb';
import { bumpChangeVersions, organizationScope } from '../src/change-versions/model';
import { loadConfig, type Config } from '../src/config';
import { withDatabaseName } from '../src/database';
import { createHttpServer } from '../src/http-server';
import { sessionMiddleware } from '../src/session';
import type { ServerRequest } from './ipc';
import { drainOutbox, timeQueueing } from './mail-in-api';
import { seedBenchData, seedLargeFirm } from './seed';

/**
 * The process under load: devdb in memory, the api, and beside it the bare floor of the same stack
 * (Koa + @koa/router + koa-session on the same database session store) answering one small JSON route.
 * Prints one JSON line (`Ready` in run.ts) when ready, answers the IPC requests of ipc.ts (its
 * process.cpuUsage(), and the mail bench's measurements), and exits on SIGTERM.
 */
function bareApp(config: Config): Koa {
  const app = new Koa({ keys: [config.sessionSecret] });
  const router = new Router();
  router.get('/bare', (ctx) => {
    ctx.body = { ok: true, userId: ctx.session?.userId ?? null };
  });
  app.use(sessionMiddleware(app, config));
  app.use(router.routes());
  return app;
}

async function listen(server: http.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

async function main(): Promise<void> {
  const devDb = await startDevDb({ port: 0 });
  await mongoose.connect(withDatabaseName(devDb.uri, 'clientline-bench'));
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));

  const config = loadConfig({ NODE_ENV: 'test' });
  const api = createHttpServer({ config });
  const apiUrl = await listen(api.server);
  const bareUrl = await listen(http.createServer(bareApp(config).callback()));
  const data = await seedBenchData(apiUrl);
  const largeFirmCookie = await seedLargeFirm(apiUrl);
  process.stdout.write(`${JSON.stringify({ apiUrl, bareUrl, largeFirmCookie, ...data })}\n`);

  process.on('message', (request: ServerRequest) => {
    // The CPU time used so far, to report CPU per request (steadier than req/s on a busy machine).
    if (request.type === 'cpu') return process.send?.(process.cpuUsage());
    if (request.type === 'change') return void bumpChangeVersions([organizationScope(request.organizationId)]).then(() => process.send?.({}));
    const measured = request.type === 'queueing' ? timeQueueing(request.clientId, request.samples) : drainOutbox(config, request);
    measured.then(
      (answer) => process.send?.(answer),
      (error: Error) => process.send?.({ error: error.message }),
    );
  });
  // process.exit lets --cpu-prof write its profile.
  process.once('SIGTERM', () => process.exit(0));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
