import type { Types } from 'mongoose';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { headerText, isMailableAddress } from './headers';
import { OutboxMail, type OutboxMailRecord } from './model';
import type { MailContent } from './render';

export interface MailToQueue {
  /** The event and the recipient (`password-reset:<userId>:<requestId>`): the same key is never queued twice. */
  key: string;
  organizationId: Types.ObjectId | null;
  to: string;
  /** A mail on the firm's behalf (organizationId's) shows "<firm> via Clientline" as its sender; others show Clientline. */
  fromFirm?: boolean;
  /** Where an answer goes, when a person can answer (the firm's owner). */
  replyTo?: string;
  /** Activity mail only: the https link of its one-click unsubscribe (List-Unsubscribe, RFC 8058). Account mail has none. */
  unsubscribeUrl?: string;
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
 * renders and sends it afterwards, so the request pays for one insert and nothing else. A second call with
 * the same key does nothing, so a retried request never mails twice. An address that cannot receive mail
 * is refused here with a 400.
 */
export async function queueMail({ key, organizationId, to, fromFirm = false, replyTo, unsubscribeUrl, content }: MailToQueue): Promise<void> {
  if (!isMailableAddress(to)) throw new HttpError(400, UNMAILABLE_ADDRESS);
  const { subject, ...body } = content;
  const queuedAt = now();
  const mail: Omit<OutboxMailRecord, '_id'> = {
    key,
    organizationId,
    to,
    fromFirm,
    replyTo: replyTo && isMailableAddress(replyTo) ? replyTo : null,
    unsubscribeUrl: unsubscribeUrl ?? null,
    subject: headerText(subject),
    body,
    status: 'queued',
    attempts: 0,
    nextAttemptAt: queuedAt,
    leaseUntil: null,
    claimedBy: null,
    lastError: null,
    sentAt: null,
    failedAt: null,
    createdAt: queuedAt,
    updatedAt: queuedAt,
  };
  try {
    // The driver's insert, not the model's: this is on the request's path, and a plain insert is half of
    // what mongoose's upsert costs (`npm run bench -w api`). The unique key makes a repeat a no-op.
    await OutboxMail.collection.insertOne(mail);
  } catch (error) {
    // Queued before (a retried request), or by a request running beside this one: it is in the outbox once.
    if (!isDuplicateKeyError(error)) throw error;
  }
  for (const wake of wakeListeners) wake();
}
