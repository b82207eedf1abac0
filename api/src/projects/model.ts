import mongoose, { Schema, type Types } from 'mongoose';
import { MILESTONE_STATUSES, PROJECT_STATUSES, type MilestoneStatus, type ProjectStatus } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

export interface MilestoneRecord {
  _id: Types.ObjectId;
  name: string;
  description: string;
  dueDate: Date;
  status: MilestoneStatus;
  completedAt: Date | null;
}

export interface AchievementRecord {
  name: string;
  description: string;
  pointsAwarded: number;
}

/** Where a project made from a template came from (template-batches/): one per client, template and period. */
export interface ProjectOriginRecord {
  templateId: Types.ObjectId;
  templateVersion: number;
  /** 2025, 2025-Q1, 2025-03. */
  period: string;
  batchId: Types.ObjectId;
  /** Set once its contents (tasks, requests, welcome message) are all stored and announced. */
  setUpAt: Date | null;
}

/**
 * Where a project stands on the board, kept by board/summary.ts after every change that moves it, so the
 * board reads projects alone. `stageIndex`: its place among the project's milestones (their count once
 * none is left). `clientName`: its client account's name, summed again when the account is renamed.
 */
export interface ProjectBoardRecord {
  clientName: string;
  stage: string;
  stageIndex: number;
  dueDate: Date | null;
  ball: { waitingOn: 'client' | 'firm'; since: Date; reason: string } | null;
  lastActivityAt: Date;
}

export interface ProjectRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  name: string;
  description: string;
  startDate: Date;
  endDate: Date | null;
  status: ProjectStatus;
  /** The client user (role client) the project is for. */
  clientId: Types.ObjectId;
  /** Team members (and organization accounts) working on the project. */
  assigneeIds: Types.ObjectId[];
  /** Embedded: a project has few milestones (at most 200); only the detail views show them. */
  milestones: MilestoneRecord[];
  /**
   * What the project list shows of the milestones, kept beside them and written in the same update
   * as every change to `milestones` (see milestoneCounts), so the list never reads the array.
   */
  completedMilestones: number;
  totalMilestones: number;
  /** Set when the project is completed. */
  performance: { score: number } | null;
  achievements: AchievementRecord[];
  pointsEarned: number;
  completedAt: Date | null;
  /** Set while the firm has the project archived: it leaves every list and count (listedProjectsFilter). */
  archivedAt: Date | null;
  /** Archived because its client was: restoring the client restores it. */
  archivedWithClient: boolean;
  /**
   * Bumped by every write to `milestones`: a write that rewrites them from what it read filters on
   * the revision it read, so it never overwrites a change made in between.
   */
  milestonesRevision: number;
  /** Made from a template by a batch; null for a project made by hand. */
  origin: ProjectOriginRecord | null;
  /** Absent until first summed (a project of the release before is summed by a migration). */
  board?: ProjectBoardRecord | null;
  /** Moved on by each refresh of `board`: only the latest refresh writes it. */
  boardRevision?: number;
  createdAt: Date;
  updatedAt: Date;
}

const milestoneSchema = new Schema<MilestoneRecord>({
  name: { type: String, required: true, trim: true },
  description: { type: String, default: '' },
  dueDate: { type: Date, required: true },
  status: { type: String, enum: MILESTONE_STATUSES, required: true, default: 'pending' },
  completedAt: { type: Date, default: null },
});

const achievementSchema = new Schema<AchievementRecord>(
  {
    name: { type: String, required: true },
    description: { type: String, required: true },
    pointsAwarded: { type: Number, required: true },
  },
  { _id: false },
);

const projectSchema = new Schema<ProjectRecord>(
  {
    name: { type: String, required: true, trim: true },
    description: { type: String, default: '' },
    startDate: { type: Date, required: true },
    endDate: { type: Date, default: null },
    status: { type: String, enum: PROJECT_STATUSES, required: true, default: 'active' },
    clientId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    assigneeIds: { type: [{ type: Schema.Types.ObjectId, ref: 'User' }], default: [] },
    milestones: { type: [milestoneSchema], default: [] },
    completedMilestones: { type: Number, default: 0 },
    totalMilestones: { type: Number, default: 0 },
    performance: { type: new Schema({ score: { type: Number, required: true } }, { _id: false }), default: null },
    achievements: { type: [achievementSchema], default: [] },
    pointsEarned: { type: Number, default: 0 },
    completedAt: { type: Date, default: null },
    archivedAt: { type: Date, default: null },
    archivedWithClient: { type: Boolean, default: false },
    milestonesRevision: { type: Number, default: 0 },
    origin: {
      type: new Schema<ProjectOriginRecord>(
        {
          templateId: { type: Schema.Types.ObjectId, required: true },
          templateVersion: { type: Number, required: true },
          period: { type: String, required: true },
          batchId: { type: Schema.Types.ObjectId, required: true },
          setUpAt: { type: Date, default: null },
        },
        { _id: false },
      ),
      default: null,
    },
    board: {
      type: new Schema<ProjectBoardRecord>(
        {
          clientName: { type: String, required: true },
          stage: { type: String, required: true },
          stageIndex: { type: Number, required: true },
          dueDate: { type: Date, default: null },
          ball: {
            type: new Schema({ waitingOn: { type: String, required: true }, since: { type: Date, required: true }, reason: { type: String, required: true } }, { _id: false }),
            default: null,
          },
          lastActivityAt: { type: Date, required: true },
        },
        { _id: false },
      ),
      default: null,
    },
    boardRevision: { type: Number, default: 0 },
  },
  { timestamps: true },
);
projectSchema.plugin(tenancyPlugin);
// The firm's project list (newest first), a client's own projects, the team's assignments, and
// counts by status (completed ones within a date range, for the dashboard).
projectSchema.index({ organizationId: 1, createdAt: -1 });
projectSchema.index({ organizationId: 1, clientId: 1, createdAt: -1 });
projectSchema.index({ organizationId: 1, assigneeIds: 1 });
projectSchema.index({ organizationId: 1, archivedAt: 1 });
projectSchema.index({ organizationId: 1, status: 1, completedAt: 1 });
// The Clients screen's status filter: projects of a status starting before or within a window (clients/display-status.ts).
projectSchema.index({ organizationId: 1, status: 1, startDate: 1 });
// A client never has two projects of one template and period, whatever is retried or runs on two processes.
projectSchema.index(
  { organizationId: 1, 'origin.templateId': 1, 'origin.period': 1, clientId: 1 },
  { unique: true, partialFilterExpression: { 'origin.templateId': { $exists: true } } },
);
projectSchema.index({ organizationId: 1, 'origin.batchId': 1 }, { partialFilterExpression: { 'origin.batchId': { $exists: true } } });

/** The stored counts that go with `milestones`: set them in every update that changes the milestones. */
export function milestoneCounts(milestones: Pick<MilestoneRecord, 'status'>[]): Pick<ProjectRecord, 'completedMilestones' | 'totalMilestones'> {
  return {
    completedMilestones: milestones.filter((milestone) => milestone.status === 'completed').length,
    totalMilestones: milestones.length,
  };
}

/** A project as the list reads it: everything but the milestones and achievements. */
export type ProjectSummaryRecord = Omit<ProjectRecord, 'milestones' | 'achievements'>;
export const PROJECT_SUMMARY_PROJECTION = { milestones: 0, achievements: 0, board: 0, boardRevision: 0 } as const;

/**
 * A project as the polled list shows it: only the fields it answers with. The list of 500 is the api's
 * most read answer, and most of its time is moving each document's fields through BSON twice.
 */
export type ListedProjectRecord = Pick<
  ProjectRecord,
  '_id' | 'name' | 'description' | 'startDate' | 'endDate' | 'status' | 'clientId' | 'assigneeIds' | 'completedMilestones' | 'totalMilestones' | 'performance' | 'archivedAt' | 'createdAt' | 'updatedAt'
>;
export const LISTED_PROJECT_PROJECTION: Record<keyof ListedProjectRecord, 1> = {
  _id: 1,
  name: 1,
  description: 1,
  startDate: 1,
  endDate: 1,
  status: 1,
  clientId: 1,
  assigneeIds: 1,
  completedMilestones: 1,
  totalMilestones: 1,
  performance: 1,
  archivedAt: 1,
  createdAt: 1,
  updatedAt: 1,
};

export const Project = mongoose.model<ProjectRecord>('Project', projectSchema);
