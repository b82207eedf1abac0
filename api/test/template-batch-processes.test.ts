import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import supertest from 'supertest';
import type { ClientImport, ClientPage, ProjectTemplate, TemplateBatch } from '@clientline/contracts';
import { DocumentRequestItem } from '../src/documents/model';
import { Job } from '../src/jobs/model';
import { Message } from '../src/messages/model';
import { Notification } from '../src/notifications/model';
import { Project } from '../src/projects/model';
import { TemplateBatch as TemplateBatchModel } from '../src/template-batches/model';
import { TimelineTask } from '../src/timelines/model';
import { freePort, startApiProcess, startDevDbProcess, type Child } from './child-processes';
import { cookieOf } from './fixtures';
import { PASSWORD, uniqueEmail } from './test-api';
import { waitFor } from './wait-for';

/**
 * A batch across real processes: devdb's CLI and two api processes on it (`tsx api/src/server.ts`, as `npm
 * start` runs it), each with its job runner. The process holding the batch's job is SIGKILLed in the middle
 * of it; the other takes the job over when its lease runs out (shortened through JOBS_LEASE_MS instead of
 * waiting a minute) and finishes it: every client gets its project once, with each part once.
 */
jest.setTimeout(180_000);

const LEASE_MS = 5_000;
const CLIENTS = 400;

type ApiProcess = Child & { baseUrl: string };
let tempDir: string;
let devdb: Child | undefined;
const processes: ApiProcess[] = [];
let ownerCookie: string;
let organizationId: Types.ObjectId;

const asOwner = (api: ApiProcess) => ({
  get: (url: string) => supertest(api.baseUrl).get(url).set('Cookie', ownerCookie).set('Content-Type', 'application/json'),
  post: (url: string) => supertest(api.baseUrl).post(url).set('Cookie', ownerCookie).set('Content-Type', 'application/json'),
});

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-batch-processes-'));
  const password = randomUUID();
  const [databasePort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
  devdb = await startDevDbProcess(databasePort, path.join(tempDir, 'devdb'), password);
  const mongodbUri = `mongodb://devdb:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/clientline`;
  const env = { MONGODB_URI: mongodbUri, SESSION_SECRET: randomUUID(), JOBS_LEASE_MS: String(LEASE_MS) };
  await mongoose.connect(mongodbUri);
  processes.push(
    ...(await Promise.all([
      startApiProcess(portA, { ...env, DATA_DIR: path.join(tempDir, 'a') }),
      startApiProcess(portB, { ...env, DATA_DIR: path.join(tempDir, 'b') }),
    ])),
  );
  const registered = await supertest(processes[0]!.baseUrl)
    .post('/api/register')
    .set('Content-Type', 'application/json')
    .send({ username: uniqueEmail('owner'), password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName: 'Batch Firm' })
    .expect(201);
  ownerCookie = cookieOf(registered);
  organizationId = new Types.ObjectId(registered.body.user.organizationId as string);
});

afterAll(async () => {
  for (const api of processes) api.kill();
  devdb?.kill();
  await mongoose.disconnect();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

async function importClients(api: ApiProcess): Promise<string[]> {
  const rows = Array.from({ length: CLIENTS }, (_, index) => `Client${index},Season,season-${index}-${process.pid}@example.com,Season`);
  const uploaded: ClientImport = (
    await supertest(api.baseUrl).post('/api/client-imports').set('Cookie', ownerCookie).attach('file', Buffer.from(['First name,Last name,Email,Tags', ...rows].join('\n')), 'clients.csv').expect(201)
  ).body;
  await asOwner(api).post(`/api/client-imports/${uploaded.id}/dry-run`).send({ mapping: uploaded.mapping, invitations: 'later' }).expect(200);
  await asOwner(api).post(`/api/client-imports/${uploaded.id}/run`).expect(202);
  await waitFor(async () => (await asOwner(api).get(`/api/client-imports/${uploaded.id}`)).body.status === 'done', 60_000, () => 'the import did not finish');
  const ids: string[] = [];
  for (let page = 1; ids.length < CLIENTS; page += 1) {
    const found: ClientPage = (await asOwner(api).get(`/api/clients/page?tag=Season&pageSize=100&page=${page}`).expect(200)).body;
    ids.push(...found.clients.map((client) => client.id));
  }
  return ids;
}

it('makes every project once when the process running the batch is killed midway and another takes it over', async () => {
  const [first] = processes;
  const clientIds = await importClients(first!);
  const template: ProjectTemplate = (await asOwner(first!).post('/api/templates/starters/individual-return/copy').expect(201)).body;
  const batch: TemplateBatch = (
    await asOwner(first!).post('/api/template-batches').send({ templateId: template.id, period: '2025', startDate: '2026-01-05', clientIds }).expect(202)
  ).body;

  // Once the first clients are set up, the process whose runner holds the job (its pid is in `claimedBy`) dies.
  const scope = { organizationId, _id: new Types.ObjectId(batch.id) };
  await waitFor(async () => ((await TemplateBatchModel.findOne(scope).lean())?.done ?? 0) > 0, 60_000, () => 'the batch did not start');
  const job = await Job.findOne({ key: `template-batch:${batch.id}` }).lean();
  const holderPid = Number(job!.claimedBy!.split(':')[1]);
  const holder = processes.find((api) => api.process.pid === holderPid)!;
  const survivor = processes.find((api) => api !== holder)!;
  const progressAtKill = (await TemplateBatchModel.findOne(scope).lean())!;
  expect(progressAtKill.status).toBe('running');
  holder.kill();
  await holder.exited;

  await waitFor(async () => (await asOwner(survivor).get(`/api/template-batches/${batch.id}`)).body.status === 'done', 120_000, () => `the batch was not finished:\n${survivor.output()}`);
  const done: TemplateBatch = (await asOwner(survivor).get(`/api/template-batches/${batch.id}`).expect(200)).body;
  expect(done).toMatchObject({ status: 'done', total: CLIENTS, done: CLIENTS, created: CLIENTS, skipped: 0 });
  expect(Number((await Job.findOne({ key: `template-batch:${batch.id}` }).lean())!.claimedBy!.split(':')[1])).toBe(survivor.process.pid);

  const projects = await Project.find({ organizationId, 'origin.batchId': batch.id }, { clientId: 1 }).lean();
  const inProjects = { organizationId, projectId: mongoose.trusted({ $in: projects.map((project) => project._id) }) };
  expect({
    projects: projects.length,
    clients: new Set(projects.map((project) => project.clientId.toString())).size,
    tasks: await TimelineTask.countDocuments(inProjects),
    requests: await DocumentRequestItem.countDocuments(inProjects),
    messages: await Message.countDocuments(inProjects),
  }).toEqual({ projects: CLIENTS, clients: CLIENTS, tasks: CLIENTS * 3, requests: CLIENTS * 6, messages: CLIENTS });
  // Each client heard of its project once: one news of its requests and one of its welcome message.
  const news = await Notification.aggregate<{ _id: null; most: number; least: number }>([
    { $match: inProjects },
    { $group: { _id: '$projectId', count: { $sum: 1 } } },
    { $group: { _id: null, most: { $max: '$count' }, least: { $min: '$count' } } },
  ]);
  expect(news).toEqual([{ _id: null, most: 2, least: 2 }]);
});
