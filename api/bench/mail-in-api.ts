// What the mail bench (mail.ts) has the api process run: servers.ts calls these on its IPC requests.
import { performance } from 'node:perf_hooks';
import { setTimeout as delay } from 'node:timers/promises';
import type { Counter } from 'prom-client';
import { RESET_LINK_LIFETIME_MS, sendPasswordResetTo } from '../src/auth/password-reset';
import { generateToken, hashToken } from '../src/auth/tokens';
import { now } from '../src/clock/clock';
import type { Config } from '../src/config';
import { mailMetrics } from '../src/mail/metrics';
import { OutboxMail } from '../src/mail/model';
import { queueMail } from '../src/mail/outbox';
import { startMail } from '../src/mail/start';
import { logger } from '../src/observability/logger';
import { User, type UserRecord } from '../src/users/model';
import { percentile } from './load/simulated-user';
import type { DrainRequest, Drained, Queueing } from './ipc';

const WARM_UP = 50;
const DRAIN_TIMEOUT_MS = 5 * 60_000;

async function elapsedMs(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * The firm's Send password reset for one client, `samples` times with its mail and as many times without,
 * alternated so both meet the same machine: with it is the service the request calls (the reset token's
 * write, then the mail's insert into the outbox); without it is that same token write alone. Timed here rather than over HTTP: the rest of the request is the same either way, and only
 * adds noise.
 */
export async function timeQueueing(clientId: string, samples: number): Promise<Queueing> {
  const client = await User.findOne({ _id: clientId }).setOptions({ unscoped: true }).lean<UserRecord>();
  if (!client) throw new Error(`no client ${clientId}`);
  const withMail = () => sendPasswordResetTo(client, 'Bench firm');
  // sendPasswordResetTo's own write (auth/password-reset.ts), without the mail it queues after it.
  const withoutMail = () =>
    User.updateOne(
      { _id: client._id, organizationId: client.organizationId },
      { $set: { passwordResetTokenHash: hashToken(generateToken()), passwordResetExpiresAt: new Date(now().getTime() + RESET_LINK_LIFETIME_MS) } },
    );
  const times = { with: [] as number[], without: [] as number[] };
  for (let index = -WARM_UP; index < samples; index += 1) {
    // Each goes first every other time, so neither always runs on the other's leftovers.
    const order = index % 2 === 0 ? (['with', 'without'] as const) : (['without', 'with'] as const);
    for (const which of order) {
      const ms = await elapsedMs(which === 'with' ? withMail : withoutMail);
      if (index >= 0) times[which].push(ms);
    }
  }
  return { withMailP95: percentile(times.with, 0.95), withoutMailP95: percentile(times.without, 0.95) };
}

async function countOf(counter: Counter): Promise<number> {
  return (await counter.get()).values[0]?.value ?? 0;
}

/**
 * Tops the outbox up to `atLeast` queued mails (the queueing figure queued most of them already) beside
 * `history` mails sent before (an outbox keeps them, without their bodies, so a process that has run a
 * while claims among many), then starts mail as an api process does (startMail: one worker, its slots
 * and its pooled nodemailer transport) towards `smtpUrl`, and times it until every mail is recorded sent
 * or failed.
 */
export async function drainOutbox(config: Config, { smtpUrl, atLeast, history }: DrainRequest): Promise<Drained> {
  const sentAt = now();
  await OutboxMail.insertMany(
    Array.from({ length: history }, (_, index) => ({
      key: `bench-history:${index}`,
      organizationId: null,
      to: `reader-${index}@example.com`,
      fromFirm: false,
      subject: 'Bench mail',
      body: null,
      status: 'sent',
      attempts: 1,
      nextAttemptAt: sentAt,
      sentAt,
    })),
  );
  const queued = await OutboxMail.countDocuments({ status: 'queued' });
  for (let index = queued; index < atLeast; index += 1) {
    await queueMail({
      key: `bench-drain:${index}`,
      organizationId: null,
      to: `reader-${index}@example.com`,
      content: { subject: 'Bench mail', heading: 'Bench mail', paragraphs: ['A mail of the outbox drain bench.'], action: { label: 'Open', url: 'https://clientline.example/' } },
    });
  }
  const mails = await OutboxMail.countDocuments({ status: 'queued' });
  const [sentBefore, failedBefore] = await Promise.all([countOf(mailMetrics.sent), countOf(mailMetrics.failed)]);
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const mail = await startMail({ ...config, mail: { ...config.mail, smtpUrl } }, logger);
  try {
    // The counters move after each outcome is written, so polling them costs the database nothing.
    while ((await countOf(mailMetrics.sent)) + (await countOf(mailMetrics.failed)) - sentBefore - failedBefore < mails) {
      if (performance.now() - started > DRAIN_TIMEOUT_MS) throw new Error(`the outbox did not drain ${mails} mails in ${DRAIN_TIMEOUT_MS / 1000} s`);
      await delay(5);
    }
    const ms = performance.now() - started;
    const cpu = process.cpuUsage(cpuBefore);
    return { mails, ms, cpuMs: (cpu.user + cpu.system) / 1000, failed: (await countOf(mailMetrics.failed)) - failedBefore };
  } finally {
    await mail.stop();
  }
}
