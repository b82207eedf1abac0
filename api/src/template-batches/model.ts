import mongoose, { Schema, type Types } from 'mongoose';
import { TEMPLATE_BATCH_STATUSES, type TemplateBatchStatus, type TemplateFields } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/** A project made from the batch that someone had worked in, so undo kept it. */
export interface KeptProject {
  projectId: Types.ObjectId;
  projectName: string;
  clientName: string;
}

/**
 * One action that makes a template's project for a period for many clients (template-batches/run.ts), run
 * as a job. It holds the template as it was when it was started, so an edit meanwhile does not mix versions.
 */
export interface TemplateBatchRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  templateId: Types.ObjectId;
  templateVersion: number;
  template: TemplateFields;
  period: string;
  startDate: Date;
  /** The clients, in the order they are dealt with (by name). */
  clientIds: Types.ObjectId[];
  status: TemplateBatchStatus;
  total: number;
  /** Clients dealt with so far: the progress bar, and where a run taken over by another process goes on. */
  done: number;
  created: number;
  skipped: number;
  createdBy: Types.ObjectId;
  createdByName: string;
  finishedAt: Date | null;
  error: string | null;
  undo: { removed: number; kept: KeptProject[]; at: Date } | null;
  createdAt: Date;
  updatedAt: Date;
}

const templateBatchSchema = new Schema<TemplateBatchRecord>(
  {
    templateId: { type: Schema.Types.ObjectId, required: true },
    templateVersion: { type: Number, required: true },
    template: { type: Schema.Types.Mixed, required: true },
    period: { type: String, required: true },
    startDate: { type: Date, required: true },
    clientIds: { type: [Schema.Types.ObjectId], default: [] },
    status: { type: String, enum: TEMPLATE_BATCH_STATUSES, required: true, default: 'queued' },
    total: { type: Number, required: true },
    done: { type: Number, default: 0 },
    created: { type: Number, default: 0 },
    skipped: { type: Number, default: 0 },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    createdByName: { type: String, required: true },
    finishedAt: { type: Date, default: null },
    error: { type: String, default: null },
    undo: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: true },
);
templateBatchSchema.plugin(tenancyPlugin);
templateBatchSchema.index({ organizationId: 1, templateId: 1, createdAt: -1 });

export const TemplateBatch = mongoose.model<TemplateBatchRecord>('TemplateBatch', templateBatchSchema);
