import mongoose, { Schema } from 'mongoose';

/** A server-side session. The cookie holds only `_id` (signed); `userId` lets us end a user's sessions. */
export interface SessionRecord {
  _id: string;
  data: Record<string, unknown>;
  userId: mongoose.Types.ObjectId | null;
  /** Whose half-finished two-factor sign-in it holds (signed in as nobody): it ends with their sessions. */
  pendingUserId?: mongoose.Types.ObjectId | null;
  expiresAt: Date;
  /** The last request made with it (written at most once a minute): an idle session ends (idle.ts). */
  lastActiveAt?: Date;
  /** Where and with what it signed in (startSession), for the person's list of sessions (user-sessions.ts). */
  signedInAt?: Date;
  address?: string;
  userAgent?: string;
}

const sessionSchema = new Schema<SessionRecord>(
  {
    _id: { type: String, required: true },
    data: { type: Schema.Types.Mixed, required: true },
    userId: { type: Schema.Types.ObjectId, default: null, index: true },
    pendingUserId: { type: Schema.Types.ObjectId, default: null, index: true },
    expiresAt: { type: Date, required: true, expires: 0 },
    lastActiveAt: { type: Date },
    signedInAt: { type: Date },
    address: { type: String },
    userAgent: { type: String },
  },
  { versionKey: false, minimize: false },
);

export const SessionModel = mongoose.model<SessionRecord>('Session', sessionSchema);
