import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import mongoose, { Types } from 'mongoose';
import { SMTPServer } from 'smtp-server';
import supertest from 'supertest';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../src/documents/model';
import { OutboxMail, type OutboxMailRecord } from '../src/mail/model';
import { freePort, startApiProcess, startDevDbProcess, type Child } from './child-processes';
import { cookieOf } from './fixtures';
import { PASSWORD, uniqueEmail } from './test-api';
import { waitFor } from './wait-for';

/**
 * Reminders across real processes: devdb's CLI, two api processes on it (`tsx api/src/server.ts`, as `npm start` runs it), each with
 * its job runner, which runs a reminder pass every REMINDERS_PASS_MS (shortened to 200 ms here) wherever it is
 * claimed, and its outbox worker, both sending to an SMTP server this test runs. 50 clients each owe one overdue
 * item, all due at the same moment, and process A is SIGKILLed as the reminders are being queued. The processes
 * do not read jest's clock, so "three days later" is the items' due dates moved three days back in the database.
 */
jest.setTimeout(180_000);

const CLIENTS = 50;
const PASS_MS = 200;
const LEASE_MS = 5_000;
const DAY_MS = 24 * 60 * 60 * 1000;

type ApiProcess = Child & { baseUrl: string };

/** What arrived: the parsed Message-ID (the outbox id) and the recipient, repeats included. */
const arrivals: Array<{ outboxId: string; to: string }> = [];
let smtp: SMTPServer;
let smtpPort = 0;
let tempDir: string;
let devdb: Child | undefined;
let processA: ApiProcess;
let processB: ApiProcess;
let ownerCookie: string;
let organizationId: Types.ObjectId;
const clients: Array<{ username: string; itemId: string }> = [];

async function startSmtp(): Promise<void> {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = Array.isArray(mail.to) ? mail.to[0]!.text : (mail.to?.text ?? '');
          arrivals.push({ outboxId: (mail.messageId ?? '').replace(/^</, '').split('@')[0]!, to: to.toLowerCase() });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  smtp.on('error', () => undefined);
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  smtpPort = (smtp.server.address() as { port: number }).port;
}

const as = (api: ApiProcess, cookie = ownerCookie) => ({
  post: (url: string) => supertest(api.baseUrl).post(url).set('Cookie', cookie).set('Content-Type', 'application/json'),
});

beforeAll(async () => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-reminder-processes-'));
  const password = randomUUID();
  const [databasePort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
  await startSmtp();
  devdb = await startDevDbProcess(databasePort, path.join(tempDir, 'devdb'), password);
  const mongodbUri = `mongodb://devdb:${encodeURIComponent(password)}@127.0.0.1:${databasePort}/clientline`;
  const env = {
    MONGODB_URI: mongodbUri,
    SESSION_SECRET: randomUUID(),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_FROM: 'Clientline <no-reply@clientline.example>',
    OUTBOX_LEASE_MS: String(LEASE_MS),
    OUTBOX_FIRST_RETRY_MS: '500',
    JOBS_LEASE_MS: String(LEASE_MS),
    REMINDERS_PASS_MS: String(PASS_MS),
  };
  await mongoose.connect(mongodbUri);
  [processA, processB] = await Promise.all([
    startApiProcess(portA, { ...env, DATA_DIR: path.join(tempDir, 'a') }),
    startApiProcess(portB, { ...env, DATA_DIR: path.join(tempDir, 'b') }),
  ]);

  const registered = await supertest(processA.baseUrl)
    .post('/api/register')
    .set('Content-Type', 'application/json')
    .send({ username: uniqueEmail('owner'), password: PASSWORD, role: 'organization', displayName: 'Olivia Owner', organizationName: 'Reminder Firm' })
    .expect(201);
  ownerCookie = cookieOf(registered);
  organizationId = new Types.ObjectId(registered.body.user.organizationId as string);

  // 50 clients, a project each and one item due far ahead (nothing due yet), through both processes.
  let next = 0;
  const lane = async () => {
    while (next < CLIENTS) {
      const index = next++;
      const api = index % 2 === 0 ? processA : processB;
      const username = uniqueEmail(`reminded${index}-`);
      const client = (await as(api).post('/api/clients').send({ username, displayName: `Client ${index}` }).expect(201)).body;
      const clientId = client.id as string;
      const project = (await as(api).post('/api/projects').send({ name: `Project ${index}`, description: '', startDate: '2020-01-01', endDate: null, clientId }).expect(201)).body;
      const [item] = (await as(api).post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: `Passport ${index}`, dueDate: '2099-01-01' }] }).expect(201)).body;
      clients.push({ username: username.toLowerCase(), itemId: item.id });
    }
  };
  await Promise.all(Array.from({ length: 6 }, lane));
});

afterAll(async () => {
  processA?.kill();
  processB?.kill();
  devdb?.kill();
  await mongoose.disconnect();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
  if (tempDir) fs.rmSync(tempDir, { recursive: true, force: true });
});

const reminderMails = () => OutboxMail.find({ key: /^reminder:/, organizationId }).lean<OutboxMailRecord[]>();
const items = () => DocumentRequestItem.find({ organizationId }).lean<DocumentRequestItemRecord[]>();

/**
 * Moves every item's due date to `daysAgo` days before today (a calendar day, midnight UTC), asked for two
 * weeks ago (a reminder timed before an item was asked for never goes), and its last reminder to
 * `remindedDaysAgo` days back when given. One update: a pass that ran between two would see the new due
 * date with the reminder just sent, and rightly pass the slot over without a mail. Through the driver:
 * mongoose keeps `createdAt` as it was.
 */
async function dueDaysAgo(daysAgo: number, remindedDaysAgo?: number): Promise<void> {
  const reminded = remindedDaysAgo === undefined ? {} : { 'reminders.lastAt': new Date(Date.now() - remindedDaysAgo * DAY_MS) };
  await DocumentRequestItem.collection.updateMany(
    { organizationId },
    { $set: { dueDate: new Date(today() - daysAgo * DAY_MS), createdAt: new Date(today() - 14 * DAY_MS), ...reminded } },
  );
}

const today = () => Math.floor(Date.now() / DAY_MS) * DAY_MS;

/** Every client got `count` distinct reminders, each recorded sent in the outbox. */
async function everyClientReminded(count: number): Promise<OutboxMailRecord[]> {
  await waitFor(
    async () => {
      const mails = await reminderMails();
      return mails.length === CLIENTS * count && mails.every((mail) => mail.status === 'sent');
    },
    90_000,
    () => `not ${CLIENTS * count} reminders sent: ${arrivals.length} arrivals\n${processB.output().slice(-3000)}`,
  );
  return reminderMails();
}

/**
 * Resolves once a pass of B that began after this call has run: a client of another firm is made owed an
 * item due yesterday, and the pass that reminds them also looked at every item of this firm.
 */
async function passOfBFromNow(): Promise<void> {
  const registered = await supertest(processB.baseUrl)
    .post('/api/register')
    .set('Content-Type', 'application/json')
    .send({ username: uniqueEmail('other-owner'), password: PASSWORD, role: 'organization', displayName: 'Otto Other', organizationName: 'Other Firm' })
    .expect(201);
  const other = as(processB, cookieOf(registered));
  const client = (await other.post('/api/clients').send({ username: uniqueEmail('other-client'), displayName: 'Other Client' }).expect(201)).body;
  const project = (await other.post('/api/projects').send({ name: 'Other project', description: '', startDate: '2020-01-01', endDate: null, clientId: client.id }).expect(201)).body;
  const [item] = (await other.post(`/api/projects/${project.id}/document-requests`).send({ items: [{ name: 'Other passport', dueDate: '2099-01-01' }] }).expect(201)).body;
  await DocumentRequestItem.collection.updateOne(
    { _id: new Types.ObjectId(item.id as string) },
    { $set: { dueDate: new Date(today() - DAY_MS), createdAt: new Date(today() - 14 * DAY_MS) } },
  );
  await waitFor(
    async () => (await OutboxMail.countDocuments({ key: `reminder:${item.id}:2` })) === 1,
    30_000,
    () => `B ran no pass that reminded the other firm's client:\n${processB.output().slice(-3000)}`,
  );
}

it('sends each of 50 clients the one reminder the schedule says, once, when one of two processes is SIGKILLed mid-pass; three days later each gets the next one, once', async () => {
  const invitations = new Set(arrivals.map((arrival) => arrival.outboxId));
  // Due yesterday: the due date's reminder (slot 2) is the one due now; the "3 days before" one is passed over.
  await dueDaysAgo(1);
  // Kill A as soon as the reminders start to be queued: a pass is under way, whichever process runs it.
  await waitFor(
    async () => (await OutboxMail.countDocuments({ key: /^reminder:/ })) > 0,
    30_000,
    () => `no reminder was queued:\n${processA.output().slice(-3000)}`,
    5,
  );
  processA.process.kill('SIGKILL');
  const queuedAtKill = await OutboxMail.countDocuments({ key: /^reminder:/ });
  expect(await processA.exited).toBeNull();

  const round1 = await everyClientReminded(1);
  expect(round1.map((mail) => mail.key).sort()).toEqual(clients.map(({ itemId }) => `reminder:${itemId}:2`).sort());
  expect(round1.map((mail) => mail.to).sort()).toEqual(clients.map(({ username }) => username).sort());
  // Recorded once on each item, whichever process queued it.
  for (const item of await items()) expect(item.reminders).toMatchObject({ slot: 2, automatic: 1, manual: 0 });
  // The next pass of B changes nothing.
  await passOfBFromNow();
  expect(await reminderMails()).toHaveLength(CLIENTS);

  // Three days later (due four days ago, the last reminder three days back), the first overdue reminder
  // (slot 3), from B alone.
  await dueDaysAgo(4, 3);
  const round2 = await everyClientReminded(2);
  expect(round2.filter((mail) => mail.key.endsWith(':3'))).toHaveLength(CLIENTS);
  for (const item of await items()) expect(item.reminders).toMatchObject({ slot: 3, automatic: 2 });

  // What reached the clients: two distinct reminders each. A Message-ID may arrive twice only if A had
  // handed it to the SMTP server and died before recording it sent (the outbox's documented gap).
  const reminderIds = new Set(round2.map((mail) => mail._id.toString()));
  const reminderArrivals = arrivals.filter((arrival) => !invitations.has(arrival.outboxId) && reminderIds.has(arrival.outboxId));
  const perClient = clients.map(({ username }) => new Set(reminderArrivals.filter((arrival) => arrival.to.includes(username)).map((arrival) => arrival.outboxId)).size);
  expect(perClient).toEqual(clients.map(() => 2));
  expect(new Set(reminderArrivals.map((arrival) => arrival.outboxId)).size).toBe(CLIENTS * 2);
  // A died with the round under way, not after it.
  expect(queuedAtKill).toBeLessThan(CLIENTS);
  expect(processB.process.exitCode).toBeNull();
});
