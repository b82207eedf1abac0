import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import type { Transporter } from 'nodemailer';
import { now } from '../clock/clock';
import { startPollingSlots } from '../jobs/polling-slots';
import type { Logger } from '../observability/logger';
import { Organization } from '../organizations/model';
import { headerText } from './headers';
import { OutboxMail, type OutboxMailRecord } from './model';
import { mailMetrics } from './metrics';
import { onMailQueued } from './outbox';
import { renderMail } from './render';

/** How long a claim holds (OUTBOX_LEASE_MS): longer than a send may take (the transport's own timeouts stop it well before). */
export const LEASE_MS = 60_000;
/** A mail that has not gone out this long after it was queued stops being retried. */
export const RETRY_FOR_MS = 24 * 60 * 60 * 1000;
/** The wait before the first retry (OUTBOX_FIRST_RETRY_MS). */
const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60 * 1000;

/** 30 s (`firstRetryMs`) after the first failure, doubling, at most an hour apart. */
export function retryDelayMs(failedAttempts: number, firstRetryMs = FIRST_RETRY_MS): number {
  return Math.min(firstRetryMs * 2 ** Math.max(0, failedAttempts - 1), LONGEST_RETRY_MS);
}

/** A 5xx answer is the server's final word (no such mailbox, refused); everything else may pass later. */
export function isPermanentFailure(error: unknown): boolean {
  const code = (error as { responseCode?: unknown })?.responseCode;
  return typeof code === 'number' && code >= 500 && code < 600;
}

function reasonOf(error: unknown): string {
  const { response, message } = error as { response?: unknown; message?: unknown };
  return String(typeof response === 'string' ? response : (message ?? error)).slice(0, 500);
}

/**
 * RFC 8058 one-click unsubscribe, on activity mail only: the mail provider POSTs
 * `List-Unsubscribe=One-Click` to the link (activity-mail/router.ts), without a cookie.
 */
function unsubscribeHeaders(url: string | null | undefined): Record<string, string> {
  if (!url) return {};
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' };
}

export interface OutboxWorkerOptions {
  transport: Transporter;
  /** MAIL_FROM: the From of every mail; a firm's mail shows "<firm> via <its name>". */
  from: { name: string; address: string };
  logger: Logger;
  /** Mails sent at once by this process. */
  concurrency?: number;
  /** How often an idle worker looks for mail queued by other processes, or due for a retry. */
  pollMs?: number;
  /** LEASE_MS and FIRST_RETRY_MS unless configured (config.outbox): tests shorten them instead of waiting a minute. */
  leaseMs?: number;
  firstRetryMs?: number;
}

export interface OutboxWorker {
  /** Finishes the sends in flight, then stops claiming. */
  stop(): Promise<void>;
}

/**
 * Sends the outbox, in every api process. A worker claims one mail at a time with findOneAndUpdate
 * (queued and due, or `sending` with its lease run out), so no two workers hold the same mail, and a mail
 * claimed by a process that died is taken over when its lease ends. A sent mail is recorded only by the
 * worker still holding its claim.
 */
export function startOutboxWorker({
  transport,
  from,
  logger,
  concurrency = 4,
  pollMs = 1000,
  leaseMs = LEASE_MS,
  firstRetryMs = FIRST_RETRY_MS,
}: OutboxWorkerOptions): OutboxWorker {
  const workerId = randomUUID();
  const messageIdDomain = from.address.split('@')[1] ?? 'clientline.localhost';
  const senderName = from.name || 'Clientline';

  /** Claims the first mail of one due set, oldest due first. */
  function claimFirst(due: Record<string, unknown>, at: Date): Promise<OutboxMailRecord | null> {
    return OutboxMail.findOneAndUpdate(
      due,
      { $set: { status: 'sending', leaseUntil: new Date(at.getTime() + leaseMs), claimedBy: workerId }, $inc: { attempts: 1 } },
      { sort: { nextAttemptAt: 1 }, returnDocument: 'after' },
    ).lean<OutboxMailRecord>();
  }

  // One claim per set rather than one $or of both: devdb answers an $or by scanning and sorting the whole
  // collection, sent mails included, so each claim took milliseconds and a process sent under 100 mails/s
  // (`npm run bench -w api`); each of these is one short walk of its own index, on devdb and on MongoDB.
  // A mail whose lease ran out (its process died) is rare: it is looked for first, but at most once a poll
  // while none is found, so a busy slot still claims with one round trip, and a take-over waits at most
  // a poll longer than the lease.
  let leasesLookedAt = -Infinity;
  async function claimNext(): Promise<OutboxMailRecord | null> {
    const at = now();
    if (performance.now() - leasesLookedAt >= pollMs) {
      const takenOver = await claimFirst({ status: 'sending', leaseUntil: mongoose.trusted({ $lte: at }) }, at);
      if (takenOver) return takenOver;
      leasesLookedAt = performance.now();
    }
    return claimFirst({ status: 'queued', nextAttemptAt: mongoose.trusted({ $lte: at }) }, at);
  }

  /** The firm's name as it is now, for a mail on its behalf; a firm gone since shows as Clientline. */
  async function firmNameOf(mail: OutboxMailRecord): Promise<string> {
    if (!mail.fromFirm || !mail.organizationId) return '';
    const firm = await Organization.findOne({ _id: mail.organizationId }).select('name').lean<{ name: string }>();
    return firm ? headerText(firm.name) : '';
  }

  async function deliver(mail: OutboxMailRecord): Promise<void> {
    const mine = { _id: mail._id, status: 'sending' as const, claimedBy: workerId };
    const firm = await firmNameOf(mail);
    try {
      const { html, text } = renderMail({ subject: mail.subject, ...mail.body! }, firm || senderName);
      await transport.sendMail({
        from: { name: firm ? `${firm} via ${senderName}` : senderName, address: from.address },
        to: mail.to,
        replyTo: mail.replyTo ?? undefined,
        subject: mail.subject,
        html,
        text,
        // The same id on every attempt, so a mail client folds a repeat into one.
        messageId: `<${mail._id.toString()}@${messageIdDomain}>`,
        headers: { 'Auto-Submitted': 'auto-generated', ...unsubscribeHeaders(mail.unsubscribeUrl) },
      });
    } catch (error) {
      await recordFailure(mail, error);
      return;
    }
    await OutboxMail.updateOne(mine, { $set: { status: 'sent', sentAt: now(), body: null, leaseUntil: null, lastError: null } });
    mailMetrics.sent.inc();
  }

  async function recordFailure(mail: OutboxMailRecord, error: unknown): Promise<void> {
    const mine = { _id: mail._id, status: 'sending' as const, claimedBy: workerId };
    const reason = reasonOf(error);
    const retryAt = new Date(now().getTime() + retryDelayMs(mail.attempts, firstRetryMs));
    const tooLate = retryAt.getTime() - mail.createdAt.getTime() > RETRY_FOR_MS;
    if (isPermanentFailure(error) || tooLate) {
      await OutboxMail.updateOne(mine, { $set: { status: 'failed', failedAt: now(), lastError: reason, leaseUntil: null, body: null } });
      mailMetrics.failed.inc();
      logger.warn({ mailId: mail._id.toString(), attempts: mail.attempts }, `Mail could not be delivered: ${reason}`);
      return;
    }
    await OutboxMail.updateOne(mine, { $set: { status: 'queued', nextAttemptAt: retryAt, lastError: reason, leaseUntil: null } });
    logger.info({ mailId: mail._id.toString(), attempts: mail.attempts }, `Mail will be retried: ${reason}`);
  }

  const slots = startPollingSlots({
    what: 'The outbox',
    concurrency,
    pollMs,
    logger,
    async takeOne() {
      const mail = await claimNext();
      if (mail) await deliver(mail);
      return mail !== null;
    },
  });
  const stopListening = onMailQueued(slots.wakeAll);
  return {
    async stop() {
      stopListening();
      await slots.stop();
    },
  };
}
