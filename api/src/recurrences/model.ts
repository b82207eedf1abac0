import mongoose, { Schema, type Types } from 'mongoose';
import { RECURRENCE_STATUSES, TEMPLATE_CADENCES, type RecurrenceStatus, type TemplateCadence } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

export interface RecurrenceClient {
  clientId: Types.ObjectId;
  paused: boolean;
}

/**
 * A template's projects coming back every period for some clients (recurrences/service.ts). Occurrence 0 is
 * the first period and start date; each is made by a job (recurrences/run.ts) `daysAhead` before it starts.
 */
export interface TemplateRecurrenceRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  templateId: Types.ObjectId;
  /** The template's cadence when it was set up: the rule and the periods follow it. */
  cadence: TemplateCadence;
  firstPeriod: string;
  firstStartDate: Date;
  daysAhead: number;
  timeZone: string;
  clients: RecurrenceClient[];
  status: RecurrenceStatus;
  /** Set while it has not ended: a template has at most one such recurrence. */
  current?: true;
  /** The occurrence its job waits to make. */
  nextIndex: number;
  /** The occurrence being made and the batch that makes it, so a retried job makes the same batch once. */
  making: { index: number; batchId: Types.ObjectId } | null;
  lastMade: { period: string; batchId: Types.ObjectId; at: Date } | null;
  lastFailure: { period: string; reason: string; at: Date } | null;
  createdBy: Types.ObjectId;
  createdByName: string;
  createdAt: Date;
  updatedAt: Date;
}

const recurrenceSchema = new Schema<TemplateRecurrenceRecord>(
  {
    templateId: { type: Schema.Types.ObjectId, required: true },
    cadence: { type: String, enum: TEMPLATE_CADENCES, required: true },
    firstPeriod: { type: String, required: true },
    firstStartDate: { type: Date, required: true },
    daysAhead: { type: Number, required: true },
    timeZone: { type: String, required: true },
    clients: { type: [new Schema({ clientId: { type: Schema.Types.ObjectId, required: true }, paused: { type: Boolean, default: false } }, { _id: false })], default: [] },
    status: { type: String, enum: RECURRENCE_STATUSES, required: true, default: 'active' },
    current: { type: Boolean },
    nextIndex: { type: Number, required: true, default: 0 },
    making: { type: Schema.Types.Mixed, default: null },
    lastMade: { type: Schema.Types.Mixed, default: null },
    lastFailure: { type: Schema.Types.Mixed, default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    createdByName: { type: String, required: true },
  },
  { timestamps: true },
);
recurrenceSchema.plugin(tenancyPlugin);
recurrenceSchema.index({ organizationId: 1, templateId: 1 }, { unique: true, partialFilterExpression: { current: true } });

export const TemplateRecurrence = mongoose.model<TemplateRecurrenceRecord>('TemplateRecurrence', recurrenceSchema);
