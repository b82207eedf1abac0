import mongoose, { Schema, type Types } from 'mongoose';
import { WEBHOOK_REQUEST_STATUSES, type WebhookRequestStatus } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/** The organization's one inbound-webhook token. Kept readable because the organization may view it. */
export interface WebhookTokenRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  token: string;
  /** sha256 of the token, compared in constant time with the presented token's. */
  tokenHash: string;
  createdAt: Date;
  updatedAt: Date;
}

const webhookTokenSchema = new Schema<WebhookTokenRecord>(
  {
    token: { type: String, required: true },
    tokenHash: { type: String, required: true },
  },
  { timestamps: true },
);
webhookTokenSchema.plugin(tenancyPlugin);

export const WebhookToken = mongoose.model<WebhookTokenRecord>('WebhookToken', webhookTokenSchema);

export interface WebhookRequestRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  type: string;
  content: string;
  source: string;
  status: WebhookRequestStatus;
  /** Why processing refused the request (status failed). */
  failureReason: string | null;
  /** The sender's Idempotency-Key header: a repeat within the organization creates nothing new. */
  idempotencyKey: string | null;
  processedAt: Date | null;
  /** Marked handled by someone of the firm (absent on requests stored before: not handled). */
  handledAt?: Date | null;
  handledBy?: Types.ObjectId | null;
  handledByName?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const webhookRequestSchema = new Schema<WebhookRequestRecord>(
  {
    type: { type: String, default: '' },
    content: { type: String, default: '' },
    source: { type: String, required: true },
    status: { type: String, enum: WEBHOOK_REQUEST_STATUSES, required: true, default: 'pending' },
    failureReason: { type: String, default: null },
    idempotencyKey: { type: String, default: null },
    processedAt: { type: Date, default: null },
    handledAt: { type: Date, default: null },
    handledBy: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    handledByName: { type: String, default: null },
  },
  { timestamps: true },
);
webhookRequestSchema.plugin(tenancyPlugin);
// The New Requests list, newest first.
webhookRequestSchema.index({ organizationId: 1, createdAt: -1 });
webhookRequestSchema.index(
  { organizationId: 1, idempotencyKey: 1 },
  { unique: true, partialFilterExpression: { idempotencyKey: { $type: 'string' } } },
);

export const WebhookRequest = mongoose.model<WebhookRequestRecord>('WebhookRequest', webhookRequestSchema);
