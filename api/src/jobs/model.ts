import mongoose, { Schema, type Types } from 'mongoose';

export const JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/**
 * A piece of background work (jobs/runner.ts): queued under a key of its own, so queueing it twice makes one;
 * claimed by one process at a time with a lease, which the process renews while it works.
 */
export interface JobRecord {
  _id: Types.ObjectId;
  /** Which handler runs it (registerJobKind). */
  kind: string;
  /** Unique: what makes queueing idempotent (`project-batch:<batchId>`). */
  key: string;
  organizationId: Types.ObjectId | null;
  data: Record<string, unknown>;
  status: JobStatus;
  /** Not before: when it was queued, or when its next attempt is due. */
  runAt: Date;
  leaseUntil: Date | null;
  claimedBy: string | null;
  attempts: number;
  lastError: string | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const jobSchema = new Schema<JobRecord>(
  {
    kind: { type: String, required: true },
    key: { type: String, required: true },
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization', default: null },
    data: { type: Schema.Types.Mixed, default: () => ({}) },
    status: { type: String, enum: JOB_STATUSES, required: true, default: 'queued' },
    runAt: { type: Date, required: true },
    leaseUntil: { type: Date, default: null },
    claimedBy: { type: String, default: null },
    attempts: { type: Number, default: 0 },
    lastError: { type: String, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true, minimize: false },
);
jobSchema.index({ key: 1 }, { unique: true });
jobSchema.index({ status: 1, runAt: 1 });
jobSchema.index({ status: 1, leaseUntil: 1 });
// A finished job is read by nothing after a month.
jobSchema.index({ finishedAt: 1 }, { expireAfterSeconds: 30 * 24 * 60 * 60 });

export const Job = mongoose.model<JobRecord>('Job', jobSchema);
