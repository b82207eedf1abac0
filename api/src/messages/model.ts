import mongoose, { Schema, type Types } from 'mongoose';
import { tenancyPlugin } from '../tenancy/plugin';

/** Which side of the conversation wrote a message: the firm's staff or the project's client. */
export const SENDER_SIDES = ['firm', 'client'] as const;
export type SenderSide = (typeof SENDER_SIDES)[number];

export interface MessageRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  projectId: Types.ObjectId;
  senderId: Types.ObjectId;
  /** The sender's display name when the message was sent. */
  senderName: string;
  senderSide: SenderSide;
  content: string;
  /**
   * On a firm message that answers the client: minutes since the client's first message that was
   * still waiting for an answer. The dashboard's averageResponseTime averages these.
   */
  responseMinutes: number | null;
  /** When its sender last edited it. */
  editedAt: Date | null;
  /** When its sender deleted it: the record stays (its response time counts), its content is emptied. */
  deletedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const messageSchema = new Schema<MessageRecord>(
  {
    projectId: { type: Schema.Types.ObjectId, ref: 'Project', required: true },
    senderId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    senderName: { type: String, required: true },
    senderSide: { type: String, enum: SENDER_SIDES, required: true },
    content: { type: String, required: true },
    responseMinutes: { type: Number, default: null },
    editedAt: { type: Date, default: null },
    deletedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
messageSchema.plugin(tenancyPlugin);
// A project's chat in order; the last message of one side (for response times).
messageSchema.index({ organizationId: 1, projectId: 1, createdAt: 1 });
messageSchema.index({ organizationId: 1, projectId: 1, senderSide: 1, createdAt: 1 });
// The dashboard's response times within a date range.
messageSchema.index({ organizationId: 1, createdAt: 1 });

export const Message = mongoose.model<MessageRecord>('Message', messageSchema);
