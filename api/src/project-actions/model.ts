import mongoose, { Schema, type Types } from 'mongoose';
import { PROJECT_ACTION_KINDS, type ProjectActionKind } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/** What the action did to one project: changed it, or passed it over and why. */
export interface ProjectActionOutcome {
  projectId: Types.ObjectId;
  projectName: string;
  /** Null when the project was changed. */
  skipped: string | null;
}

/**
 * One action on projects someone chose (project-actions/run.ts), run as a job a step at a time. The
 * projects are dealt with in the order given; `done` says how far, and each step writes its outcomes
 * with it, so a run taken over by another process goes on from there.
 */
export interface ProjectActionRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  kind: ProjectActionKind;
  /** What the kind needs: `memberId` or `roleId` (and `label`, the person's or role's name), `content`, `stage`. */
  params: { memberId?: string; roleId?: string; content?: string; stage?: string; label?: string };
  projectIds: Types.ObjectId[];
  status: 'running' | 'done' | 'failed';
  done: number;
  outcomes: ProjectActionOutcome[];
  createdBy: Types.ObjectId;
  error: string | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const projectActionSchema = new Schema<ProjectActionRecord>(
  {
    kind: { type: String, enum: PROJECT_ACTION_KINDS, required: true },
    params: { type: Schema.Types.Mixed, default: () => ({}) },
    projectIds: { type: [Schema.Types.ObjectId], required: true },
    status: { type: String, enum: ['running', 'done', 'failed'], required: true, default: 'running' },
    done: { type: Number, default: 0 },
    outcomes: { type: [{ _id: false, projectId: Schema.Types.ObjectId, projectName: String, skipped: { type: String, default: null } }], default: [] },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    error: { type: String, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);
projectActionSchema.plugin(tenancyPlugin);

export const ProjectAction = mongoose.model<ProjectActionRecord>('ProjectAction', projectActionSchema);
