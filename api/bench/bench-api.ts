import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { performance } from 'node:perf_hooks';
import mongoose, { Types } from 'mongoose';
import type { ClientImport, ClientPage, ProjectTemplate } from '@clientline/contracts';
import pino from 'pino';
import { loadConfig } from '../src/config';
import { createHttpServer } from '../src/http-server';
import { freePort } from '../test/child-processes';

async function startDevDb(password: string, database: string): Promise<{ uri: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--max-old-space-size=12288', path.resolve(__dirname, '../../devdb/bin/devdb.js'), '--port', String(port)], {
    env: { ...process.env, DEVDB_PASSWORD: password },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`devdb exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('devdb listening on') && resolve());
  });
  return { uri: `mongodb://devdb:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`, stop: () => child.kill() };
}

export interface BenchApi {
  baseUrl: string;
  /** The signed-in owner of the one firm registered. */
  cookie: string;
  organizationId: Types.ObjectId;
  /** The server time (the request log's durationMs) of each request to `route` since the last call, in order. */
  takeDurations(route: string): number[];
  stop(): Promise<void>;
}

/**
 * The real HTTP app in this process, on devdb (its CLI, in memory, a child process), with one firm
 * registered and its owner signed in. The request log's lines give each request's server time.
 */
export async function startBenchApi(database: string): Promise<BenchApi> {
  const devdb = await startDevDb(randomUUID(), database);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${database}-`));
  const durations: Array<{ route: string; durationMs: number }> = [];
  const lines = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n')) {
        if (!line.includes('"durationMs"')) continue;
        const { route, durationMs } = JSON.parse(line) as { route?: string; durationMs: number };
        if (route) durations.push({ route, durationMs });
      }
      done();
    },
  });
  const handle = createHttpServer({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), logger: pino({ level: 'info' }, lines) });
  await mongoose.connect(devdb.uri);
  await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
  await new Promise<void>((resolve) => handle.server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(handle.server.address() as AddressInfo).port}`;
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: `owner-${randomUUID().slice(0, 8)}@bench.example.com`, password: 'correct horse battery', role: 'organization', displayName: 'Olivia Owner', organizationName: `Bench Firm ${randomUUID().slice(0, 6)}` }),
  });
  const cookie = registered.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');
  const organizationId = new Types.ObjectId(((await registered.json()) as { user: { organizationId: string } }).user.organizationId);
  return {
    baseUrl,
    cookie,
    organizationId,
    takeDurations(route) {
      const taken = durations.filter((entry) => entry.route === route).map((entry) => entry.durationMs);
      durations.splice(0);
      return taken;
    },
    async stop() {
      await handle.close();
      await new Promise((resolve) => handle.server.close(resolve));
      await mongoose.disconnect();
      devdb.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil(p * values.length) - 1)]!;

/** A call of the api as the signed-in `api.cookie`; a failure throws with its status and answer. */
export async function call<T>(api: BenchApi, method: string, path: string, body?: BodyInit, type = 'application/json'): Promise<T> {
  const answer = await fetch(`${api.baseUrl}${path}`, { method, headers: { Cookie: api.cookie, ...(typeof body === 'string' && { 'Content-Type': type }) }, body });
  if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${await answer.text()}`);
  return (await answer.json()) as T;
}

/** Upload, dry run and run of a client list; the dry run's server time and the run's time to done. */
export async function importOnce(api: BenchApi, csv: string): Promise<{ dryRunMs: number; runSeconds: number; done: ClientImport }> {
  const form = new FormData();
  form.append('file', new Blob([csv], { type: 'text/csv' }), 'clients.csv');
  const uploaded = await call<ClientImport>(api, 'POST', '/api/client-imports', form);
  api.takeDurations('');
  await call(api, 'POST', `/api/client-imports/${uploaded.id}/dry-run`, JSON.stringify({ mapping: uploaded.mapping, invitations: 'later' }));
  const [dryRunMs] = api.takeDurations('/api/client-imports/:id/dry-run');
  const started = performance.now();
  await call(api, 'POST', `/api/client-imports/${uploaded.id}/run`, JSON.stringify({}));
  for (;;) {
    const current = await call<ClientImport>(api, 'GET', `/api/client-imports/${uploaded.id}`);
    if (current.status === 'done') return { dryRunMs: dryRunMs!, runSeconds: (performance.now() - started) / 1000, done: current };
    if (current.status !== 'running') throw new Error(`the import stopped: ${current.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * The season every template bench starts from: `count` clients imported with the tag "Tax season" (emails at
 * `domain`) and the individual-return starter copied; answers the template and the clients' ids.
 */
export async function clientsAndStarterTemplate(api: BenchApi, count: number, domain: string): Promise<{ template: ProjectTemplate; clientIds: string[] }> {
  const rows = Array.from({ length: count }, (_, n) => `Person${n},Season${n},season${n}@${domain},Tax season`);
  await importOnce(api, ['First name,Last name,Email,Tags', ...rows].join('\n'));
  const template = await call<ProjectTemplate>(api, 'POST', '/api/templates/starters/individual-return/copy', JSON.stringify({}));
  const clientIds: string[] = [];
  for (let page = 1; clientIds.length < count; page += 1) {
    const found = await call<ClientPage>(api, 'GET', `/api/clients/page?tag=Tax%20season&pageSize=100&page=${page}`);
    clientIds.push(...found.clients.map((client) => client.id));
  }
  return { template, clientIds };
}

/** Another firm, its owner signed in. */
export async function registerFirm(api: BenchApi): Promise<{ cookie: string; organizationId: Types.ObjectId; ownerId: Types.ObjectId }> {
  const answer = await fetch(`${api.baseUrl}/api/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: `list-owner-${randomUUID().slice(0, 8)}@bench.example.com`, password: 'correct horse battery', role: 'organization', displayName: 'Lena List', organizationName: `List Firm ${randomUUID().slice(0, 6)}` }),
  });
  const { user } = (await answer.json()) as { user: { id: string; organizationId: string } };
  return { cookie: answer.headers.getSetCookie().map((value) => value.split(';')[0]).join('; '), organizationId: new Types.ObjectId(user.organizationId), ownerId: new Types.ObjectId(user.id) };
}
