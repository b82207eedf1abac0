import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import mongoose, { Types } from 'mongoose';
import { DEFAULT_REMINDER_SETTINGS } from '@clientline/contracts';
import { reportFigures, type Figure } from '../../bench/figures';
import { ClientAccount } from '../src/client-accounts/model';
import { DocumentRequestItem } from '../src/documents/model';
import { loadConfig } from '../src/config';
import { OutboxMail } from '../src/mail/model';
import { useMailSettings } from '../src/mail/settings';
import { Organization } from '../src/organizations/model';
import { Project } from '../src/projects/model';
import { runReminderPass } from '../src/reminders/pass';
import { dueSlot } from '../src/reminders/schedule';
import { User } from '../src/users/model';

/**
 * `BENCH_ONLY=reminders npm run bench`: one reminder pass over a firm of 2,000 clients with 5,000
 * outstanding items (and 1,000 accepted ones), half with a due date: one item in ten was last handled a
 * week ago (the api was down), the rest are up to date, so a few in a hundred have a reminder due. devdb runs in a child process
 * (its CLI), so the CPU measured is the api process's alone: reading the items, deciding, queueing the
 * due mails and recording them. The pass must send exactly what the schedule says is due, and a second
 * pass nothing.
 */
const CLIENTS = Number(process.env.BENCH_REMINDER_CLIENTS ?? 2000);
const OUTSTANDING = Number(process.env.BENCH_REMINDER_ITEMS ?? 5000);
const DONE = Math.round(OUTSTANDING / 5);
const GOAL_CPU_MS = 2000;
const DAY_MS = 24 * 60 * 60 * 1000;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startDevDbProcess(dir: string, password: string) {
  const port = await freePort();
  const child = spawn(process.execPath, [path.resolve(__dirname, '../../devdb/bin/devdb.js'), '--port', String(port), '--dir', dir], {
    env: { ...process.env, DEVDB_PASSWORD: password },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`devdb exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('devdb listening on') && resolve());
  });
  return { uri: `mongodb://devdb:${encodeURIComponent(password)}@127.0.0.1:${port}/clientline-bench`, stop: () => child.kill() };
}

/** A deterministic spread: the n-th of `count` in [from, to). */
const spread = (n: number, count: number, from: number, to: number) => from + ((n * 7919) % count) * ((to - from) / count);

async function seed(at: Date) {
  const organizationId = new Types.ObjectId();
  await Organization.collection.insertOne({ _id: organizationId, name: 'Bench Firm', slug: `bench-${randomUUID().slice(0, 8)}` });
  const ownerId = new Types.ObjectId();
  // A client is an account with its person (client-accounts/model.ts): reminders go to the people of the item's account.
  const clients = Array.from({ length: CLIENTS }, (_, n) => ({
    _id: new Types.ObjectId(),
    accountId: new Types.ObjectId(),
    organizationId,
    role: 'client',
    status: 'active',
    username: `client${n}@bench.example.com`,
    displayName: `Client ${n}`,
    archivedAt: null,
  }));
  await ClientAccount.collection.insertMany(
    clients.map((client) => ({ _id: client.accountId, organizationId, name: client.displayName, kind: 'individual', primaryPersonId: client._id, tags: [], archivedAt: null })),
  );
  await User.collection.insertMany([
    { _id: ownerId, organizationId, role: 'organization', status: 'active', username: 'owner@bench.example.com', displayName: 'Olivia Owner' },
    ...clients.map(({ accountId, ...person }) => ({ ...person, clientAccountId: accountId })),
  ]);
  const projects = clients.map((client, n) => ({
    _id: new Types.ObjectId(),
    organizationId,
    clientId: client.accountId,
    name: `Project ${n}`,
    status: 'active',
    archivedAt: null,
  }));
  await Project.collection.insertMany(projects);

  const items = Array.from({ length: OUTSTANDING + DONE }, (_, n) => {
    const project = projects[n % projects.length]!;
    const withDueDate = n % 2 === 0;
    const createdAt = new Date(at.getTime() - spread(n, OUTSTANDING, 1, 40) * DAY_MS);
    const dueDay = Math.floor((at.getTime() + spread(n, OUTSTANDING, -15, 30) * DAY_MS) / DAY_MS) * DAY_MS;
    const item = {
      _id: new Types.ObjectId(),
      organizationId,
      projectId: project._id,
      clientId: project.clientId,
      name: `Document ${n}`,
      dueDate: withDueDate ? new Date(dueDay) : null,
      status: n >= OUTSTANDING ? 'accepted' : n % 3 === 0 ? 'changes_requested' : 'requested',
      note: null,
      documentIds: [],
      requestedBy: ownerId,
      createdAt,
      updatedAt: createdAt,
      reminders: { off: false, slot: 0, automatic: 0, manual: 0, lastAt: null as Date | null },
    };
    // One in ten was last handled a week ago (the api was down); the rest are up to date as of now.
    const upToDate = n % 10 !== 0;
    const asOf = upToDate ? at : new Date(at.getTime() - 7 * DAY_MS);
    const slot = dueSlot(item, DEFAULT_REMINDER_SETTINGS, 0, asOf) ?? 0;
    item.reminders = { off: false, slot, automatic: slot > 0 ? 1 : 0, manual: 0, lastAt: slot > 0 ? new Date(asOf.getTime() - DAY_MS) : null };
    return item;
  });
  await DocumentRequestItem.collection.insertMany(items);
  const due = items.filter((item) => item.status !== 'accepted' && dueSlot(item, DEFAULT_REMINDER_SETTINGS, item.reminders.slot, at) !== null).length;
  return { due };
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-bench-reminders-'));
  const devdb = await startDevDbProcess(dir, randomUUID());
  try {
    useMailSettings(loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }).mail);
    await mongoose.connect(devdb.uri);
    await Promise.all(Object.values(mongoose.models).map((model) => model.init()));
    const at = new Date();
    const { due } = await seed(at);

    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    const first = await runReminderPass(undefined, at);
    const wallMs = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    const cpuMs = (cpu.user + cpu.system) / 1000;
    const queued = await OutboxMail.countDocuments({ key: /^reminder:/ });
    const second = await runReminderPass(undefined, at);

    console.log(
      `reminder pass: ${first.considered} outstanding items read, ${due} due by the schedule, ${first.sent} sent, ${queued} queued in the outbox; ` +
        `${cpuMs.toFixed(0)} ms CPU, ${wallMs.toFixed(0)} ms wall; a second pass sent ${second.sent}`,
    );
    const figures: Figure[] = [
      {
        name: `reminders: one pass, ${CLIENTS} clients, ${OUTSTANDING} outstanding items (api CPU)`,
        value: cpuMs,
        unit: 'ms',
        goal: `< ${GOAL_CPU_MS} ms`,
        met: cpuMs < GOAL_CPU_MS,
      },
      {
        name: `reminders: mails sent by the pass (${due} due by the schedule; a second pass sends none)`,
        value: first.sent,
        unit: 'mails',
        goal: `= ${due}, then 0`,
        met: first.sent === due && queued === due && second.sent === 0,
      },
    ];
    reportFigures(figures);
  } finally {
    await mongoose.disconnect();
    devdb.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
