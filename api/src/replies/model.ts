import mongoose, { Schema, type Types } from 'mongoose';
import { tenancyPlugin } from '../tenancy/plugin';

/**
 * The address a person answers a project's mail at (`reply+<token>@` the reply domain): one per person and
 * project, its token unguessable. Revoked, it takes no more replies, and the next mail gets a new one.
 */
export interface ReplyAddressRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  userId: Types.ObjectId;
  projectId: Types.ObjectId;
  token: string;
  revokedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const replyAddressSchema = new Schema<ReplyAddressRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    token: { type: String, required: true },
    revokedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
replyAddressSchema.plugin(tenancyPlugin);
replyAddressSchema.index({ token: 1 }, { unique: true });
// One address in use per person and project; revoked ones stay, to tell their replies why they are refused.
replyAddressSchema.index({ organizationId: 1, userId: 1, projectId: 1 }, { unique: true, partialFilterExpression: { revokedAt: null } });

export const ReplyAddress = mongoose.model<ReplyAddressRecord>('ReplyAddress', replyAddressSchema);

/** A mail that came in for a reply address: once per Message-ID, so a delivery retried posts nothing more. */
export interface InboundMailRecord {
  _id: Types.ObjectId;
  /** The Message-ID header, or a hash of the message when it has none. */
  messageKey: string;
  organizationId: Types.ObjectId | null;
  projectId: Types.ObjectId | null;
  userId: Types.ObjectId | null;
  status: 'posted' | 'refused';
  /** Why it was refused, as the mail back says it. */
  reason: string | null;
  messageId: Types.ObjectId | null;
  createdAt: Date;
  updatedAt: Date;
}

const inboundMailSchema = new Schema<InboundMailRecord>(
  {
    messageKey: { type: String, required: true },
    organizationId: { type: Schema.Types.ObjectId, default: null },
    projectId: { type: Schema.Types.ObjectId, default: null },
    userId: { type: Schema.Types.ObjectId, default: null },
    status: { type: String, enum: ['posted', 'refused'], required: true },
    reason: { type: String, default: null },
    messageId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: true },
);
inboundMailSchema.index({ messageKey: 1 }, { unique: true });
// What came in is kept a year (a retried delivery comes within days).
inboundMailSchema.index({ createdAt: 1 }, { expireAfterSeconds: 365 * 24 * 60 * 60 });

export const InboundMail = mongoose.model<InboundMailRecord>('InboundMail', inboundMailSchema);
