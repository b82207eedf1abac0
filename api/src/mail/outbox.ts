import type { Types } from 'mongoose';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { headerText, isMailableAddress } from './headers';
import { OutboxMail } from './model';
import { renderMail, type MailContent } from './render';
import { mailSettings } from './settings';

export interface MailToQueue {
  /** The event and the recipient (`password-reset:<userId>:<requestId>`): the same key is never queued twice. */
  key: string;
  organizationId: Types.ObjectId | null;
  to: string;
  /** A mail on a firm's behalf shows "<firm> via Clientline" as its sender; account mail shows Clientline. */
  firmName?: string;
  /** Where an answer goes, when a person can answer (the firm's owner). */
  replyTo?: string;
  content: MailContent;
}

export const UNMAILABLE_ADDRESS = 'This email address cannot receive mail. Check it and try again';

const wakeListeners = new Set<() => void>();

/** The outbox workers of this process hear of a new mail at once instead of at their next poll. */
export function onMailQueued(listener: () => void): () => void {
  wakeListeners.add(listener);
  return () => wakeListeners.delete(listener);
}

/**
 * Writes a mail to the outbox, in the change that causes it (before the request answers); a worker
 * sends it afterwards. A second call with the same key does nothing, so a retried request never mails
 * twice. An address that cannot receive mail is refused here with a 400.
 */
export async function queueMail({ key, organizationId, to, firmName, replyTo, content }: MailToQueue): Promise<void> {
  if (!isMailableAddress(to)) throw new HttpError(400, UNMAILABLE_ADDRESS);
  const { from } = mailSettings();
  const senderName = from.name || 'Clientline';
  const firm = firmName ? headerText(firmName) : '';
  const rendered = renderMail({ ...content, subject: headerText(content.subject) }, firm || senderName);
  const queuedAt = now();
  try {
    await OutboxMail.updateOne(
      { key },
      {
        $setOnInsert: {
          key,
          organizationId,
          to,
          fromName: firm ? `${firm} via ${senderName}` : senderName,
          replyTo: replyTo && isMailableAddress(replyTo) ? replyTo : null,
          ...rendered,
          status: 'queued',
          attempts: 0,
          nextAttemptAt: queuedAt,
        },
      },
      { upsert: true },
    );
  } catch (error) {
    // Two requests queueing the same key at once: the other one's insert won, which is the point.
    if (!isDuplicateKeyError(error)) throw error;
  }
  for (const wake of wakeListeners) wake();
}
