import mongoose, { Schema, type Types } from 'mongoose';
import { now } from '../clock/clock';
import type { MailContent } from './render';

export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export type MailBody = Omit<MailContent, 'subject'>;

export interface OutboxMailRecord {
  _id: Types.ObjectId;
  /** Idempotency: the event and the recipient. A second mail with the same key is not queued. */
  key: string;
  /** The firm the mail is about; null for an account with none yet (a pending member). */
  organizationId: Types.ObjectId | null;
  to: string;
  /** Sent on the firm's behalf: "Harbor & Finch Legal via Clientline", the firm's name read as it goes out. */
  fromFirm: boolean;
  replyTo: string | null;
  /** An activity mail's one-click unsubscribe link (RFC 8058 List-Unsubscribe); null for account mail, which has none. */
  unsubscribeUrl?: string | null;
  subject: string;
  /** What the mail says, rendered by the worker as it sends. Emptied once sent: it may hold a sign-in link. */
  body: MailBody | null;
  status: OutboxStatus;
  /** Sends tried so far. */
  attempts: number;
  /** When a queued mail may be tried (again). */
  nextAttemptAt: Date;
  /** While `sending`: the claim runs out then, and another worker takes the mail over. */
  leaseUntil: Date | null;
  /** Which worker holds the claim, so a worker whose lease ran out cannot record another's send. */
  claimedBy: string | null;
  lastError: string | null;
  sentAt: Date | null;
  failedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

// Not tenancy-plugged on purpose: the outbox is the processes' queue, not a firm's records. The worker
// claims across firms, and its status writes must not bump the firms' change versions (every open screen
// would refetch once per mail). The one read a firm makes (its undelivered mail) filters by organizationId.
const outboxMailSchema = new Schema<OutboxMailRecord>(
  {
    key: { type: String, required: true, unique: true },
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization', default: null },
    to: { type: String, required: true },
    fromFirm: { type: Boolean, required: true, default: false },
    replyTo: { type: String, default: null },
    unsubscribeUrl: { type: String, default: null },
    subject: { type: String, required: true },
    body: { type: Schema.Types.Mixed, default: null },
    status: { type: String, enum: OUTBOX_STATUSES, required: true, default: 'queued' },
    attempts: { type: Number, required: true, default: 0 },
    nextAttemptAt: { type: Date, required: true },
    leaseUntil: { type: Date, default: null },
    claimedBy: { type: String, default: null },
    lastError: { type: String, default: null },
    sentAt: { type: Date, default: null },
    failedAt: { type: Date, default: null },
  },
  { timestamps: { currentTime: now }, collection: 'outbox_mails' },
);
outboxMailSchema.index({ status: 1, nextAttemptAt: 1 });
outboxMailSchema.index({ status: 1, leaseUntil: 1 });
outboxMailSchema.index({ organizationId: 1, status: 1, failedAt: -1 });

export const OutboxMail = mongoose.model<OutboxMailRecord>('OutboxMail', outboxMailSchema);
