import mongoose, { Schema, type Types } from 'mongoose';
import { TASK_STATUSES, type TaskStatus } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/** Each project has one timeline, created the first time anyone opens it. */
export interface TimelineRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  projectId: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const timelineSchema = new Schema<TimelineRecord>(
  { projectId: { type: Schema.Types.ObjectId, ref: 'Project', required: true } },
  { timestamps: true },
);
timelineSchema.plugin(tenancyPlugin);
timelineSchema.index({ organizationId: 1, projectId: 1 }, { unique: true });

export const Timeline = mongoose.model<TimelineRecord>('Timeline', timelineSchema);

export interface TimelineTaskRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  timelineId: Types.ObjectId;
  projectId: Types.ObjectId;
  name: string;
  description: string;
  startDate: Date;
  endDate: Date;
  status: TaskStatus;
  /** Who does it (one of the project's team or the firm's managers), with their name when assigned; null for no one. */
  assigneeId: Types.ObjectId | null;
  assigneeName: string | null;
  createdBy: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const timelineTaskSchema = new Schema<TimelineTaskRecord>(
  {
    timelineId: { type: Schema.Types.ObjectId, ref: 'Timeline', required: true },
    projectId: { type: Schema.Types.ObjectId, ref: 'Project', required: true },
    name: { type: String, required: true },
    description: { type: String, default: '' },
    startDate: { type: Date, required: true },
    endDate: { type: Date, required: true },
    status: { type: String, enum: TASK_STATUSES, required: true, default: 'todo' },
    assigneeId: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    assigneeName: { type: String, default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);
timelineTaskSchema.plugin(tenancyPlugin);
// A timeline's tasks in date order; the dashboard's task counts within a date range.
timelineTaskSchema.index({ organizationId: 1, timelineId: 1, startDate: 1 });
timelineTaskSchema.index({ organizationId: 1, endDate: 1 });

export const TimelineTask = mongoose.model<TimelineTaskRecord>('TimelineTask', timelineTaskSchema);

/**
 * A read-only link to a timeline, /timeline/share/{token}. Only the token's hash is stored; a
 * timeline may have several links, each with its own expiry, and revoking ends them all.
 */
export interface TimelineShareRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  timelineId: Types.ObjectId;
  projectId: Types.ObjectId;
  tokenHash: string;
  /** The link works until this moment; null for no expiry. */
  expiresAt: Date | null;
  revokedAt: Date | null;
  /** Whether the link's viewers read the project's conversation (off unless the firm chose it). */
  includeConversation: boolean;
  /** The firm's name for the link, for its own list; null when unnamed (and on links made before links had names). */
  name?: string | null;
  createdBy: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const timelineShareSchema = new Schema<TimelineShareRecord>(
  {
    timelineId: { type: Schema.Types.ObjectId, ref: 'Timeline', required: true },
    projectId: { type: Schema.Types.ObjectId, ref: 'Project', required: true },
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, default: null },
    revokedAt: { type: Date, default: null },
    includeConversation: { type: Boolean, default: false },
    name: { type: String, default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);
timelineShareSchema.plugin(tenancyPlugin);
timelineShareSchema.index({ organizationId: 1, timelineId: 1, revokedAt: 1 });

export const TimelineShare = mongoose.model<TimelineShareRecord>('TimelineShare', timelineShareSchema);
