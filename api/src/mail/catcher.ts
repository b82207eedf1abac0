import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { readAll } from '../http/read-all';
import type { Logger } from '../observability/logger';
import type { CaughtMail, Mailbox } from './mailbox';

/** Where the catcher hands a mail addressed to a reply address (replies/receive.ts), instead of keeping it. */
export interface ReplyTaker {
  accepts(address: string): boolean;
  take(reply: { raw: Buffer; envelope: { remoteAddress?: string; helo?: string; mailFrom?: string; rcptTo: string[] } }): Promise<unknown>;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for nodemailer. */
  url: string;
  close(): Promise<void>;
}

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  const objects = Array.isArray(field) ? field : field ? [field] : [];
  return objects.flatMap((object) => object.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

/**
 * The embedded mail server of development and tests (SMTP_URL unset): a real SMTP server on loopback,
 * so mail takes the production path through nodemailer and TCP. What it catches goes to the mailbox,
 * with one log line per mail naming where to read it; a reply to a reply address goes to `replies`, as
 * the inbound listener hands one over in production.
 */
export async function startMailCatcher({ mailbox, logger, pageOf, replies }: { mailbox: Mailbox; logger: Logger; pageOf(mail: CaughtMail): string; replies?: ReplyTaker }): Promise<MailCatcher> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    banner: 'Clientline local mail catcher',
    onData(stream, session, callback) {
      const rcptTo = session.envelope.rcptTo.map((recipient) => recipient.address);
      readAll(stream)
        .then(async (raw) => {
          if (replies && rcptTo.some((address) => replies.accepts(address))) {
            const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined;
            await replies.take({ raw, envelope: { remoteAddress: session.remoteAddress, helo: session.hostNameAppearsAs, mailFrom, rcptTo } });
            return callback();
          }
          const parsed = await simpleParser(raw);
          const caught = await mailbox.save({
            from: parsed.from?.text ?? '',
            to: addresses(parsed.to),
            replyTo: parsed.replyTo?.text ?? null,
            subject: parsed.subject ?? '',
            messageId: parsed.messageId ?? null,
            html: typeof parsed.html === 'string' ? parsed.html : '',
            text: parsed.text ?? '',
          });
          logger.info(`Mail to ${caught.to.join(', ')} '${caught.subject}' -> ${pageOf(caught)}`);
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // smtp-server reports a connection that broke (a sender gone mid-mail) as an 'error' event: without a
  // listener it would end the process.
  server.on('error', (error) => logger.warn({ err: error }, 'The local mail catcher lost a connection'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
