import type { AddressInfo } from 'node:net';
import type { DNSResolver } from 'mailauth';
import { SMTPServer } from 'smtp-server';
import type { ReplyTaker } from '../mail/catcher';
import { readAll } from '../http/read-all';
import { localResolver } from '../mail/local-dns';
import { mailSettings } from '../mail/settings';
import type { Logger } from '../observability/logger';
import { tokenOf } from './addresses';
import { receiveReply } from './receive';

/** How large a reply may be: a few pages of text (attachments are not taken by mail). */
export const MAX_REPLY_BYTES = 10 * 1024 * 1024;

/** The DNS a reply's sender is checked against: the local one while mail stays on this machine (SMTP_URL unset), else the system's. */
export function replyResolver(): DNSResolver | undefined {
  return mailSettings().smtpUrl ? undefined : localResolver;
}

/** Development and tests: the embedded catcher hands replies over. */
export const localReplies: ReplyTaker = {
  accepts: (address) => tokenOf(address) !== null,
  take: (reply) => receiveReply(reply, replyResolver()),
};

export interface InboundSmtp {
  port: number;
  close(): Promise<void>;
}

/**
 * Production: the SMTP listener the reply domain's MX points at (INBOUND_SMTP_PORT). It takes mail for reply
 * addresses alone (any other recipient is refused at RCPT), checked against the system's DNS.
 */
export async function startInboundSmtp({ port, host, logger }: { port: number; host: string; logger: Logger }): Promise<InboundSmtp> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    size: MAX_REPLY_BYTES,
    banner: 'Clientline replies',
    onRcptTo(address, _session, callback) {
      if (tokenOf(address.address)) return callback();
      callback(Object.assign(new Error('No such mailbox here'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      const envelope = {
        remoteAddress: session.remoteAddress,
        helo: session.hostNameAppearsAs,
        mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        rcptTo: session.envelope.rcptTo.map((recipient) => recipient.address),
      };
      readAll(stream)
        .then(async (raw) => {
          // smtp-server reads a mail past `size` to its end, and says so here.
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded) return callback(Object.assign(new Error('The reply is too large'), { responseCode: 552 }));
          const outcome = await receiveReply({ raw, envelope }, replyResolver());
          logger.info({ outcome: outcome.status }, 'A reply by mail came in');
          callback();
        })
        .catch((error: Error) => {
          logger.error({ err: error }, 'A reply by mail could not be taken');
          callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
        });
    },
  });
  server.on('error', (error) => logger.warn({ err: error }, 'The reply listener lost a connection'));
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
