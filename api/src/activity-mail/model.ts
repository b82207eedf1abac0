import mongoose, { Schema, type Types } from 'mongoose';
import { ACTIVITY_CATEGORIES, type ActivityCategory } from '@clientline/contracts';
import { now } from '../clock/clock';

/** `batch`: the mail of one window (NOTIFY_BATCH_SECONDS after its first event); `digest`: the daily digest. */
export const ACTIVITY_MAIL_KINDS = ['batch', 'digest'] as const;
export type ActivityMailKind = (typeof ACTIVITY_MAIL_KINDS)[number];

/** `open` collects events until `dueAt`; `sending` once its job has closed it; then `sent`, or `empty` (nothing left to say: no mail). */
export const ACTIVITY_MAIL_STATUSES = ['open', 'sending', 'sent', 'empty'] as const;
export type ActivityMailStatus = (typeof ACTIVITY_MAIL_STATUSES)[number];

export interface ActivityItemRecord {
  notificationId: Types.ObjectId;
  category: ActivityCategory;
}

/** The bell notifications one person will be mailed together: one open batch and one open digest per person. */
export interface ActivityMailRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  userId: Types.ObjectId;
  kind: ActivityMailKind;
  status: ActivityMailStatus;
  /** When its first event came (the window's start), read from the clock. */
  openedAt: Date;
  /** When it goes: the window's end, or the next 08:00 in the person's time zone. */
  dueAt: Date;
  items: ActivityItemRecord[];
  /** The outbox key of the mail it became (`sent`). */
  mailKey: string | null;
  closedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

// Not tenancy-plugged, like the outbox: its jobs read it by id across firms, and its writes must not bump
// the firms' change versions. Its one read of firm data (the notifications) filters by organizationId.
const activityMailSchema = new Schema<ActivityMailRecord>(
  {
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization', required: true },
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    kind: { type: String, enum: ACTIVITY_MAIL_KINDS, required: true },
    status: { type: String, enum: ACTIVITY_MAIL_STATUSES, required: true, default: 'open' },
    openedAt: { type: Date, required: true },
    dueAt: { type: Date, required: true },
    items: [
      new Schema<ActivityItemRecord>(
        {
          notificationId: { type: Schema.Types.ObjectId, required: true },
          category: { type: String, enum: ACTIVITY_CATEGORIES, required: true },
        },
        { _id: false },
      ),
    ],
    mailKey: { type: String, default: null },
    closedAt: { type: Date, default: null },
  },
  { timestamps: { currentTime: now }, collection: 'activity_mails' },
);
// One open batch and one open digest per person: events of the same window join the same one, even at once.
activityMailSchema.index({ userId: 1, kind: 1 }, { unique: true, partialFilterExpression: { status: 'open' } });
activityMailSchema.index({ status: 1, dueAt: 1 });
// Once sent or found empty, nothing reads a batch again: the database removes it this long after it closed
// (an open or sending one has no closedAt, and a TTL index never removes a document without its date).
export const CLOSED_ACTIVITY_MAIL_KEPT_DAYS = 30;
activityMailSchema.index({ closedAt: 1 }, { expireAfterSeconds: CLOSED_ACTIVITY_MAIL_KEPT_DAYS * 24 * 60 * 60 });

export const ActivityMail = mongoose.model<ActivityMailRecord>('ActivityMail', activityMailSchema);
