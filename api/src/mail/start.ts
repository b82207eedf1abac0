import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Logger } from '../observability/logger';
import { startMailCatcher, type MailCatcher, type ReplyTaker } from './catcher';
import { useLocalRelay } from './local-relay';
import { Mailbox } from './mailbox';
import { startOutboxWorker } from './worker';

export interface MailSystem {
  /** The relay mail goes to: SMTP_URL, or the embedded catcher's address. */
  smtpUrl: string;
  stop(): Promise<void>;
}

/** The local mailbox of development and tests, under DATA_DIR. */
export function localMailbox(config: Config): Mailbox {
  return new Mailbox(path.join(config.dataDir, 'mailbox'));
}

/**
 * Starts this process's outbox worker, sending through nodemailer to SMTP_URL; without SMTP_URL (never in
 * production) it first starts the embedded catcher and sends to that, over the same path. The catcher hands
 * replies to `replies`, and the local mailbox's Reply sends through it.
 */
export async function startMail(config: Config, logger: Logger, replies?: ReplyTaker): Promise<MailSystem> {
  let catcher: MailCatcher | null = null;
  if (!config.mail.smtpUrl) {
    catcher = await startMailCatcher({
      mailbox: localMailbox(config),
      logger,
      pageOf: (mail) => `${config.mail.linkOrigin}/dev/mailbox/${mail.id}`,
      replies,
    });
    useLocalRelay(catcher.url);
  }
  const smtpUrl = config.mail.smtpUrl ?? catcher!.url;
  const { leaseMs, firstRetryMs } = config.outbox;
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    pool: true,
    maxConnections: 4,
    // Well inside the outbox's lease (10 s, 10 s and 30 s of its 60 s; a shortened lease shortens them), so a
    // send that hangs fails and is retried rather than taken over.
    connectionTimeout: Math.min(10_000, leaseMs / 6),
    greetingTimeout: Math.min(10_000, leaseMs / 6),
    socketTimeout: Math.min(30_000, leaseMs / 2),
  });
  const worker = startOutboxWorker({ transport, from: config.mail.from, logger, leaseMs, firstRetryMs });
  return {
    smtpUrl,
    async stop() {
      await worker.stop();
      transport.close();
      await catcher?.close();
    },
  };
}
