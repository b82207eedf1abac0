import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import mongoose, { Types } from 'mongoose';
import supertest from 'supertest';
import type { ProjectTemplate } from '@clientline/contracts';
import { AuditEntry } from '../src/audit/model';
import { AutomationRun } from '../src/automations/model';
import { AUTOMATION_RUN_JOB } from '../src/automations/run';
import { Job, type JobRecord } from '../src/jobs/model';
import { Message } from '../src/messages/model';
import { Notification } from '../src/notifications/model';
import { Project } from '../src/projects/model';
import { freePort, startApiProcess, startDevDbProcess, type Child } from './child-processes';
import { cookieOf } from './fixtures';
import { PASSWORD, uniqueEmail } from './test-api';
import { waitFor } from './wait-for';

/**
 * Automations across real processes: devdb's CLI and two api processes on it (`tsx api/src/server.ts`, as `npm
 * start` runs it), each with its job runner. A template's rule greets the client of each project a batch makes,
 * so a batch sets off one run per project, which the two runners share. A process is frozen (SIGSTOP) or killed
 * (SIGKILL) while it holds a run, and restarted; each project still has its run, its message and its audit entry
 * once. The processes do not read jest's clock, so the job lease is shortened through JOBS_LEASE_MS instead of
 * waiting a minute for a take-over.
 */
jest.setTimeout(180_000);

const LEASE_MS = 3_000;
const CLIENTS = 40;
const GREETING = 'Your return has started.';

type ApiProcess = Child & { baseUrl: string };
let tempDir: string;
let devdb: Child | undefined;
let env: NodeJS.ProcessEnv;
/** Each process with the port it listens on, where it is started again after it is stopped. */
const processes: Array<{ api: ApiProcess; port: number; dataDir: string }> = [];
let ownerCookie: string;
let organizationId: Types.ObjectId;
let clientIds: string[];
let template: ProjectTemplate;

const asOwner = (api: ApiProcess) => ({
  post: (url: string) => supertest(api.baseUrl).post(url).set('Cookie', ownerCookie).set('Content-Type', 'application/json'),
});

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-automation-processes-'));
  const password = randomUUID();
  const [databasePort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
  devdb = await startDevDbProcess(databasePort, path.join(tempDir, 'devdb'), password);
  const mongodbUri = `mongodb://devdb:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/clientline`;
  env = { MONGODB_URI: mongodbUri, SESSION_SECRET: randomUUID(), JOBS_LEASE_MS: String(LEASE_MS) };
  await mongoose.connect(mongodbUri);
  for (const [port, name] of [[portA, 'a'], [portB, 'b']] as const) {
    const dataDir = path.join(tempDir, name);
    processes.push({ api: await startApiProcess(port, { ...env, DATA_DIR: dataDir }), port, dataDir });
  }
  const first = processes[0]!.api;
  const registered = await supertest(first.baseUrl)
    .post('/api/register')
    .set('Content-Type', 'application/json')
    .send({ username: uniqueEmail('owner'), password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName: 'Automation Firm' })
    .expect(201);
  ownerCookie = cookieOf(registered);
  organizationId = new Types.ObjectId(registered.body.user.organizationId as string);
  clientIds = [];
  for (let index = 0; index < CLIENTS; index += 1) {
    const added = await asOwner(first).post('/api/clients').send({ username: uniqueEmail(`client${index}`), displayName: `Client ${index}` }).expect(201);
    clientIds.push(added.body.id);
  }
  template = (await asOwner(first).post('/api/templates').send({ name: 'Greeted season', cadence: 'yearly', projectName: '{year} greeted return', durationDays: 30 }).expect(201)).body;
  await asOwner(first)
    .post(`/api/templates/${template.id}/automations`)
    .send({ name: 'Greet', trigger: { type: 'project_created' }, action: { type: 'send_message', content: GREETING } })
    .expect(201);
});

afterAll(async () => {
  for (const { api } of processes) api.kill();
  devdb?.kill();
  await mongoose.disconnect();
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

const pidOf = (job: Pick<JobRecord, 'claimedBy'>) => Number(job.claimedBy!.split(':')[1]);
const processWithPid = (pid: number) => processes.find(({ api }) => api.process.pid === pid)!;

/** A batch of the template for every client and `period`, started through the first process. */
async function startSeason(period: string): Promise<void> {
  await asOwner(processes[0]!.api).post('/api/template-batches').send({ templateId: template.id, period, startDate: '2026-01-05', clientIds }).expect(202);
}

async function projectIdsOf(period: string): Promise<string[]> {
  const projects = await Project.find({ organizationId, 'origin.templateId': new Types.ObjectId(template.id), 'origin.period': period }, { _id: 1 }).lean();
  return projects.map((project) => project._id.toString()).sort();
}

/** Once every project of the period is made and the job of its run finished (the run told of, too). */
async function seasonGreeted(period: string): Promise<string[]> {
  const finished = async () => {
    const projectIds = await projectIdsOf(period);
    const jobs = await Job.countDocuments({ kind: AUTOMATION_RUN_JOB, status: 'done', 'data.projectId': mongoose.trusted({ $in: projectIds }) });
    return projectIds.length === CLIENTS && jobs === CLIENTS;
  };
  await waitFor(finished, 120_000, () => `the runs of ${period} did not all finish:\n${processes.map(({ api }) => api.output().slice(-3000)).join('\n')}`);
  return projectIdsOf(period);
}

/** How many of each project's runs, greetings, news of the greeting (its client's bell) and audit entries of a run there are: one each, once. */
async function expectOnceEach(projectIds: string[]): Promise<void> {
  const inProjects = { organizationId, projectId: mongoose.trusted({ $in: projectIds.map((id) => new Types.ObjectId(id)) }) };
  const [runs, greetings, told, entries] = await Promise.all([
    AutomationRun.find(inProjects).lean(),
    Message.find({ ...inProjects, content: GREETING }).lean(),
    Notification.find({ ...inProjects, type: 'new_message' }).lean(),
    AuditEntry.find({ organizationId, action: 'automation.ran', 'project.id': mongoose.trusted({ $in: projectIds }) }).lean(),
  ]);
  const perProject = (ids: string[]) => projectIds.map((projectId) => ids.filter((id) => id === projectId).length);
  const once = projectIds.map(() => 1);
  expect({
    runs: perProject(runs.map((run) => run.projectId.toString())),
    done: runs.every((run) => run.status === 'done' && run.outcome === 'Sent the client a message'),
    greetings: perProject(greetings.map((message) => message.projectId.toString())),
    clientsTold: perProject(told.map((news) => news.projectId!.toString())),
    auditEntries: perProject(entries.map((entry) => entry.project!.id)),
  }).toEqual({ runs: once, done: true, greetings: once, clientsTold: once, auditEntries: once });
}

/**
 * Freezes (SIGSTOP) the process whose runner holds an automation's run; what it holds as it is frozen. A run
 * can end between the look and the signal: then the process goes on and the next one is waited for.
 */
async function freezeAHolder(): Promise<{ frozen: (typeof processes)[number]; held: JobRecord[] }> {
  for (;;) {
    let holding: JobRecord | null = null;
    await waitFor(
      async () => (holding = await Job.findOne({ kind: AUTOMATION_RUN_JOB, status: 'running' }).lean<JobRecord>()) !== null,
      60_000,
      () => 'no process took up a run',
    );
    const frozen = processWithPid(pidOf(holding!));
    frozen.api.process.kill('SIGSTOP');
    const held = await Job.find({ kind: AUTOMATION_RUN_JOB, status: 'running', claimedBy: holding!.claimedBy }).lean<JobRecord[]>();
    if (held.length > 0) return { frozen, held };
    frozen.api.process.kill('SIGCONT');
  }
}

/** Starts the process again where it listened, with its files, as an operator would after it went down. */
async function restart(stopped: (typeof processes)[number]): Promise<void> {
  stopped.api = await startApiProcess(stopped.port, { ...env, DATA_DIR: stopped.dataDir });
}

/** Each job afterwards: finished, by a process other than the one that held it. */
async function takenOver(held: JobRecord[], from: number): Promise<Array<{ status: string; byAnother: boolean }>> {
  const jobs = await Job.find({ _id: mongoose.trusted({ $in: held.map((job) => job._id) }) }).lean<JobRecord[]>();
  return jobs.map((job) => ({ status: job.status, byAnother: pidOf(job) !== from }));
}

it("greets each client of a batch once while both processes' runners share its runs", async () => {
  await startSeason('2025');
  await expectOnceEach(await seasonGreeted('2025'));
});

it('greets each client once when a process freezes in a run past its lease, the other takes it over, and the frozen one then goes on', async () => {
  await startSeason('2026');
  const { frozen, held } = await freezeAHolder();
  const frozenPid = frozen.api.process.pid!;
  const projectIds = await seasonGreeted('2026');
  expect(await takenOver(held, frozenPid)).toEqual(held.map(() => ({ status: 'done', byAnother: true })));

  // It goes on from where it froze, then stops as SIGTERM asks, once what it was running is finished.
  frozen.api.process.kill('SIGCONT');
  frozen.api.process.kill('SIGTERM');
  expect(await frozen.api.exited).toBe(0);
  await restart(frozen);
  await expectOnceEach(projectIds);
});

it('greets each client once when a process is killed in a run and started again', async () => {
  await startSeason('2027');
  const { frozen: killed, held } = await freezeAHolder();
  const killedPid = killed.api.process.pid!;
  killed.api.kill();
  await killed.api.exited;
  await restart(killed);

  const projectIds = await seasonGreeted('2027');
  expect(await takenOver(held, killedPid)).toEqual(held.map(() => ({ status: 'done', byAnother: true })));
  await expectOnceEach(projectIds);
});
