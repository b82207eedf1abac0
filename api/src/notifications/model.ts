import mongoose, { Schema, type Types } from 'mongoose';
import { MILESTONE_STATUSES, type MilestoneStatus, type NotificationKind } from '@clientline/contracts';
import { changeTrackingPlugin } from '../change-versions/plugin';
import { tenancyPlugin } from '../tenancy/plugin';

export interface MilestoneDataRecord {
  name: string;
  status: MilestoneStatus;
  dueDate: Date | null;
}

/** One notification for one user (a project event makes one per recipient). */
export interface NotificationRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  userId: Types.ObjectId;
  projectId: Types.ObjectId | null;
  /** Stored before kinds were one union, a type may be none of them: read it through notificationKindOf. */
  type: NotificationKind;
  content: string;
  /**
   * What a mail of this news alone is titled ("Harbor & Finch asks for 6 documents by Mar 1, 2027"); null
   * (and absent on older news) when its text says it well enough.
   */
  subject?: string | null;
  read: boolean;
  milestoneData: MilestoneDataRecord | null;
  /**
   * The project's name and its client account's when the news was made, so the bell can say which of a
   * season's same-named projects a milestone is on; absent on news of the firm and on news stored before.
   */
  projectName?: string | null;
  clientName?: string | null;
  /**
   * Names the event (`milestone_updated:<milestoneId>:in_progress`), so the same event reported
   * again (the screens also POST it) notifies no one twice.
   */
  eventKey: string | null;
  /**
   * The document request items a request's news asks for (absent on other news and on news stored before):
   * an activity mail leaves the news out once every one of them is answered.
   */
  requestItemIds?: Types.ObjectId[];
  /**
   * Its project is archived: the bell leaves it out until the project is restored (kept in step by
   * archived-projects.ts, so the write moves the user's change version and their next poll refetches).
   */
  projectArchived: boolean;
  createdAt: Date;
  updatedAt: Date;
}

const milestoneDataSchema = new Schema<MilestoneDataRecord>(
  {
    name: { type: String, required: true },
    status: { type: String, enum: MILESTONE_STATUSES, required: true },
    dueDate: { type: Date, default: null },
  },
  { _id: false },
);

const notificationSchema = new Schema<NotificationRecord>(
  {
    userId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    projectId: { type: Schema.Types.ObjectId, ref: 'Project', default: null },
    type: { type: String, required: true },
    content: { type: String, required: true },
    subject: { type: String, default: null },
    read: { type: Boolean, default: false },
    milestoneData: { type: milestoneDataSchema, default: null },
    projectName: { type: String, default: null },
    clientName: { type: String, default: null },
    eventKey: { type: String, default: null },
    requestItemIds: { type: [Schema.Types.ObjectId], default: undefined },
    projectArchived: { type: Boolean, default: false },
  },
  { timestamps: true },
);
notificationSchema.plugin(tenancyPlugin);
// A bell shows one user's notifications: its polls are validated by that user's change version.
notificationSchema.plugin(changeTrackingPlugin, { per: 'userId' });
// A user's bell (newest first, also for mark-read), and the repeated-event check: unique, so the
// same event reported twice at once still reaches each user once.
notificationSchema.index({ organizationId: 1, userId: 1, createdAt: -1 });
// A project's news by type: the messages a person has seen, and its archiving.
notificationSchema.index({ organizationId: 1, projectId: 1, type: 1 });
notificationSchema.index(
  { organizationId: 1, projectId: 1, eventKey: 1, userId: 1 },
  { unique: true, partialFilterExpression: { eventKey: { $type: 'string' } } },
);

export const Notification = mongoose.model<NotificationRecord>('Notification', notificationSchema);
