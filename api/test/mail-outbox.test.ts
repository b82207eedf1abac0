// The outbox against a real SMTP server of the test's own (smtp-server), which can refuse for a while.
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import mongoose, { Types } from 'mongoose';
import nodemailer from 'nodemailer';
import { SMTPServer } from 'smtp-server';
import { startDevDb, type DevDb } from '@clientline/devdb';
import { now, setClock } from '../src/clock/clock';
import { withDatabaseName } from '../src/database';
import { OutboxMail } from '../src/mail/model';
import { Organization } from '../src/organizations/model';
import { mailMetrics } from '../src/mail/metrics';
import { queueMail, UNMAILABLE_ADDRESS, type MailToQueue } from '../src/mail/outbox';
import { useMailSettings } from '../src/mail/settings';
import { startOutboxWorker, type OutboxWorker } from '../src/mail/worker';
import { createLogger } from '../src/observability/logger';
import { waitFor } from './wait-for';

type Mode = 'accept' | 'temporary' | 'permanent';

/** A real SMTP server: delivers, or answers 451 (try later) or 550 (never) to every recipient. */
async function startSmtpServer() {
  const received: ParsedMail[] = [];
  let mode: Mode = 'accept';
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (mode === 'temporary') return callback(Object.assign(new Error('451 Mailbox busy, try later'), { responseCode: 451 }));
      if (mode === 'permanent') return callback(Object.assign(new Error('550 No such mailbox'), { responseCode: 550 }));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    setMode: (next: Mode) => (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let devDb: DevDb;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let workers: OutboxWorker[] = [];
const silent = createLogger({ env: 'test', level: 'silent' });

function startWorker(port = smtp.port) {
  const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${port}`, connectionTimeout: 2000 });
  const worker = startOutboxWorker({ transport, from: { name: 'Clientline', address: 'no-reply@clientline.example' }, logger: silent, pollMs: 20 });
  workers.push(worker);
  return worker;
}

const waitUntil = (check: () => Promise<boolean> | boolean, what: string) => waitFor(check, 20_000, () => `Timed out waiting for ${what}`);

const statusOf = async (key: string) => (await OutboxMail.findOne({ key }).lean())!;

function aMail(overrides: Partial<MailToQueue> = {}): MailToQueue {
  return {
    key: `test:${randomUUID()}`,
    organizationId: new Types.ObjectId(),
    to: 'ava@example.com',
    content: { subject: 'Your invitation', heading: 'Welcome', paragraphs: ['Hello <b>Ava</b>'], action: { label: 'Set your password', url: 'http://localhost:3000/x' } },
    ...overrides,
  };
}

beforeAll(async () => {
  devDb = await startDevDb({ port: 0 });
  await mongoose.connect(withDatabaseName(devDb.uri, `clientline-test-${randomUUID()}`));
  await OutboxMail.init();
  useMailSettings({ from: { address: 'no-reply@clientline.example', name: 'Clientline' }, linkOrigin: 'https://clientline.example', replyDomain: 'clientline.example', inboundSmtpPort: null, inboundSecret: null });
  smtp = await startSmtpServer();
});

afterEach(async () => {
  await Promise.all(workers.map((worker) => worker.stop()));
  workers = [];
  setClock();
  smtp.setMode('accept');
  smtp.received.length = 0;
  await OutboxMail.deleteMany({});
});

afterAll(async () => {
  await smtp.close();
  await mongoose.disconnect();
  await devDb.stop();
});

/** A firm for mail on its behalf: the worker reads its name as the mail goes out. */
async function aFirm(name: string) {
  return Organization.create({ name, slug: `firm-${randomUUID()}` });
}

it("sends a queued mail once, as the firm via Clientline, with Reply-To, an HTML and a text part, and forgets its body", async () => {
  const sentBefore = (await mailMetrics.sent.get()).values[0]?.value ?? 0;
  const firm = await aFirm('Harbor & Finch Legal');
  const mail = aMail({ organizationId: firm._id, fromFirm: true, replyTo: 'olivia@harbor.example' });
  await queueMail(mail);
  await queueMail(mail);
  startWorker();
  await waitUntil(async () => (await statusOf(mail.key)).status === 'sent', 'the mail to be sent');

  expect(smtp.received).toHaveLength(1);
  const [delivered] = smtp.received;
  expect(delivered!.from!.value[0]).toEqual({ name: 'Harbor & Finch Legal via Clientline', address: 'no-reply@clientline.example' });
  expect(delivered!.replyTo!.text).toBe('olivia@harbor.example');
  expect(delivered!.subject).toBe('Your invitation');
  expect(delivered!.html).toContain('Hello &lt;b&gt;Ava&lt;/b&gt;');
  expect(delivered!.html).toContain('href="http://localhost:3000/x"');
  expect(delivered!.text).toContain('Set your password: http://localhost:3000/x');
  expect(delivered!.headers.get('auto-submitted')).toBe('auto-generated');

  const record = await statusOf(mail.key);
  expect(record).toMatchObject({ status: 'sent', attempts: 1, body: null });
  expect(delivered!.messageId).toBe(`<${record._id.toString()}@clientline.example>`);
  expect((await mailMetrics.sent.get()).values[0]!.value).toBe(sentBefore + 1);
});

it('refuses an address that cannot receive mail, and keeps CR/LF and format characters out of headers', async () => {
  for (const to of ['not-an-email', 'ava@example.com\r\nBcc: eve@evil.example', '']) {
    await expect(queueMail(aMail({ to }))).rejects.toMatchObject({ status: 400, message: UNMAILABLE_ADDRESS });
  }
  const firm = await aFirm('Evil\r\nBcc: eve@evil.example\u202e');
  const mail = aMail({ organizationId: firm._id, fromFirm: true, content: { ...aMail().content, subject: 'Hi\r\nBcc: eve@evil.example' } });
  await queueMail(mail);
  startWorker();
  await waitUntil(() => smtp.received.length === 1, 'the mail');
  const [delivered] = smtp.received;
  expect(delivered!.subject).toBe('Hi Bcc: eve@evil.example');
  expect(delivered!.from!.value[0]!.name).toBe('Evil Bcc: eve@evil.example via Clientline');
  expect(delivered!.headers.has('bcc')).toBe(false);
  expect(delivered!.to).toMatchObject({ text: 'ava@example.com' });
});

it('retries a temporary refusal with backoff on the clock, and sends once the server takes it', async () => {
  smtp.setMode('temporary');
  const mail = aMail();
  await queueMail(mail);
  startWorker();
  await waitUntil(async () => (await statusOf(mail.key)).attempts === 1 && (await statusOf(mail.key)).status === 'queued', 'the first refusal');
  const refused = await statusOf(mail.key);
  expect(refused.lastError).toMatch(/451/);
  expect(refused.nextAttemptAt.getTime() - now().getTime()).toBeGreaterThan(25_000);

  smtp.setMode('accept');
  const later = new Date(Date.now() + 31_000);
  setClock(() => later);
  await waitUntil(async () => (await statusOf(mail.key)).status === 'sent', 'the retry');
  expect(smtp.received).toHaveLength(1);
  expect((await statusOf(mail.key)).attempts).toBe(2);
});

it('gives up at once on a permanent refusal and says why', async () => {
  smtp.setMode('permanent');
  const failedBefore = (await mailMetrics.failed.get()).values[0]?.value ?? 0;
  const mail = aMail();
  await queueMail(mail);
  startWorker();
  await waitUntil(async () => (await statusOf(mail.key)).status === 'failed', 'the failure');
  expect(await statusOf(mail.key)).toMatchObject({ attempts: 1, body: null, lastError: expect.stringMatching(/550/) });
  expect((await mailMetrics.failed.get()).values[0]!.value).toBe(failedBefore + 1);
});

it('keeps retrying while the SMTP server is down and gives up 24 hours after queueing', async () => {
  const down = await startSmtpServer();
  await down.close();
  const mail = aMail();
  await queueMail(mail);
  startWorker(down.port);
  await waitUntil(async () => (await statusOf(mail.key)).attempts === 1 && (await statusOf(mail.key)).status === 'queued', 'the refused connection');
  expect((await statusOf(mail.key)).lastError).toMatch(/ECONNREFUSED|connect/i);

  const dayLater = new Date(Date.now() + 24 * 60 * 60 * 1000);
  setClock(() => dayLater);
  await waitUntil(async () => (await statusOf(mail.key)).status === 'failed', 'giving up');
  expect((await statusOf(mail.key)).attempts).toBe(2);
});

it('takes over a mail whose claim ran out (its process died) and leaves a live claim alone', async () => {
  const base = { organizationId: null, to: 'ava@example.com', fromFirm: false, subject: 'Stuck', body: { heading: 'Stuck', paragraphs: ['x'] }, status: 'sending' as const, attempts: 1, nextAttemptAt: now(), claimedBy: 'a-dead-process' };
  await OutboxMail.create([
    { ...base, key: 'expired-claim', leaseUntil: new Date(Date.now() - 1000) },
    { ...base, key: 'live-claim', leaseUntil: new Date(Date.now() + 60_000) },
  ]);
  startWorker();
  await waitUntil(async () => (await statusOf('expired-claim')).status === 'sent', 'the take-over');
  expect(smtp.received.map((mail) => mail.subject)).toEqual(['Stuck']);
  expect(await statusOf('live-claim')).toMatchObject({ status: 'sending', claimedBy: 'a-dead-process' });
});

it('sends each of 150 mails exactly once with two workers claiming side by side', async () => {
  startWorker();
  startWorker();
  const keys = Array.from({ length: 150 }, (_, index) => `burst:${index}`);
  await Promise.all(keys.map((key) => queueMail(aMail({ key, to: `${key.replace(':', '-')}@example.com` }))));
  await waitUntil(() => smtp.received.length >= 150, '150 deliveries');
  await waitUntil(async () => (await OutboxMail.countDocuments({ status: 'sent' })) === 150, 'all recorded sent');
  const recipients = smtp.received.map((mail) => (mail.to as { text: string }).text);
  expect(new Set(recipients).size).toBe(150);
  expect(recipients).toHaveLength(150);
}, 30_000);
