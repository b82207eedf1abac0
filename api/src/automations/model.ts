import mongoose, { Schema, type Types } from 'mongoose';
import type { AutomationAction, AutomationTrigger } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/** A rule of the firm's: on a template (every project made from it) or on one project, when `trigger`, do `action`. */
export interface AutomationRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  /** Exactly one of the two is set. */
  templateId: Types.ObjectId | null;
  projectId: Types.ObjectId | null;
  name: string;
  trigger: AutomationTrigger;
  action: AutomationAction;
  enabled: boolean;
  /** Who set it up: its actions are done as them (or as the firm's owner once they may not). */
  createdBy: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const automationSchema = new Schema<AutomationRecord>(
  {
    templateId: { type: Schema.Types.ObjectId, default: null },
    projectId: { type: Schema.Types.ObjectId, default: null },
    name: { type: String, required: true },
    trigger: { type: Schema.Types.Mixed, required: true },
    action: { type: Schema.Types.Mixed, required: true },
    enabled: { type: Boolean, default: true },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true, minimize: false },
);
automationSchema.plugin(tenancyPlugin);
automationSchema.index({ organizationId: 1, templateId: 1 });
automationSchema.index({ organizationId: 1, projectId: 1 });
automationSchema.index({ 'trigger.type': 1, enabled: 1 });

export const Automation = mongoose.model<AutomationRecord>('Automation', automationSchema);

/**
 * One run of an automation on a project for one event (`eventKey`: "created", "completed:<milestoneId>",
 * "accepted:6"): unique, so an event heard twice, or by two processes, runs it once.
 */
export interface AutomationRunRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  automationId: Types.ObjectId;
  automationName: string;
  projectId: Types.ObjectId;
  projectName: string;
  eventKey: string;
  status: 'running' | 'done' | 'failed';
  outcome: string;
  /**
   * What a try set out to do, in words ("Started Review"), written before it changes anything: a later try that
   * finds the change made (by that try, which then failed or died) records this rather than "Nothing to do".
   */
  intent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const automationRunSchema = new Schema<AutomationRunRecord>(
  {
    automationId: { type: Schema.Types.ObjectId, required: true },
    automationName: { type: String, required: true },
    projectId: { type: Schema.Types.ObjectId, required: true },
    projectName: { type: String, required: true },
    eventKey: { type: String, required: true },
    status: { type: String, enum: ['running', 'done', 'failed'], required: true, default: 'running' },
    outcome: { type: String, default: '' },
    intent: { type: String, default: null },
  },
  { timestamps: true },
);
automationRunSchema.plugin(tenancyPlugin);
automationRunSchema.index({ automationId: 1, projectId: 1, eventKey: 1 }, { unique: true });
automationRunSchema.index({ organizationId: 1, projectId: 1, createdAt: -1 });
automationRunSchema.index({ organizationId: 1, automationId: 1, createdAt: -1 });

export const AutomationRun = mongoose.model<AutomationRunRecord>('AutomationRun', automationRunSchema);
