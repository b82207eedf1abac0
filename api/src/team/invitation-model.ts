import mongoose, { Schema, type Types } from 'mongoose';
import { tenancyPlugin } from '../tenancy/plugin';

/** A colleague invited by email to join the firm as an approved team member. */
export interface TeamInvitationRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  email: string;
  /** sha256 of the single-use token in the mailed link (the token itself is only in the mail). */
  tokenHash: string;
  /** Who sent it last (the inviter, or whoever resent it): it works only while they run the firm. */
  invitedBy: Types.ObjectId;
  /** When the current link was mailed (absent on invitations sent before Resend existed: createdAt). */
  sentAt?: Date;
  expiresAt: Date;
  acceptedAt: Date | null;
  /** The firm withdrew it (or its sender stopped running the firm): its link says so and works no more. */
  withdrawnAt?: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const teamInvitationSchema = new Schema<TeamInvitationRecord>(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    tokenHash: { type: String, required: true, unique: true },
    invitedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    sentAt: { type: Date },
    expiresAt: { type: Date, required: true },
    acceptedAt: { type: Date, default: null },
    withdrawnAt: { type: Date, default: null },
  },
  { timestamps: true },
);
teamInvitationSchema.plugin(tenancyPlugin);

export const TeamInvitation = mongoose.model<TeamInvitationRecord>('TeamInvitation', teamInvitationSchema);
