import nodemailer from 'nodemailer';
import { HttpError } from '../http/errors';
import { LOCAL_DKIM_SELECTOR, localDkimPrivateKey } from './local-dns';
import { localRelayUrl } from './local-relay';
import type { CaughtMail } from './mailbox';

export const NO_LOCAL_REPLY = 'Replies from the local mailbox go out through the embedded mail server only (SMTP_URL unset), to a mail that has a Reply-To';

/** The address of a header such as `Name <reply+abc@x>`, or the header itself. */
function addressIn(header: string): string {
  return /<([^>]+)>/.exec(header)?.[1] ?? header.trim();
}

/**
 * Answers a caught mail as its recipient would from their mail app (development): the text above the
 * original, quoted, from the recipient, to its Reply-To, signed with the local DKIM key and sent through the
 * embedded server from loopback, so it comes in as a reply from the internet would.
 */
export async function sendLocalReply(mail: CaughtMail, text: string): Promise<void> {
  const relay = localRelayUrl();
  const from = mail.to[0];
  if (!relay || !mail.replyTo || !from) throw new HttpError(409, NO_LOCAL_REPLY);
  const transport = nodemailer.createTransport({
    url: relay,
    dkim: { domainName: from.split('@')[1]!, keySelector: LOCAL_DKIM_SELECTOR, privateKey: localDkimPrivateKey },
  });
  try {
    const quoted = mail.text.trimEnd().split('\n').map((line) => `> ${line}`).join('\n');
    await transport.sendMail({
      from,
      to: addressIn(mail.replyTo),
      subject: /^re:/i.test(mail.subject) ? mail.subject : `Re: ${mail.subject}`,
      inReplyTo: mail.messageId ?? undefined,
      references: mail.messageId ?? undefined,
      text: `${text.trim()}\n\nOn ${new Date(mail.receivedAt).toUTCString()}, ${mail.from} wrote:\n${quoted}\n`,
    });
  } finally {
    transport.close();
  }
}
