import mongoose, { Schema, type Types } from 'mongoose';
import { TEMPLATE_ADDRESSEES, TEMPLATE_ANCHORS, TEMPLATE_CADENCES, type TemplateFields } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/** A firm's project template (templates/service.ts): what each project made from it holds, due dates as days from an anchor. */
export interface ProjectTemplateRecord extends TemplateFields {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  /** The name lowercased: a firm's templates have different names whatever their case. */
  nameKey: string;
  /** 1 when made, one more at every edit. */
  version: number;
  /** The project it was saved from (Save as template, Repeat…), when it was. */
  madeFromProjectId?: Types.ObjectId | null;
  createdBy: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const anchored = { anchor: { type: String, enum: TEMPLATE_ANCHORS, required: true }, offsetDays: { type: Number, required: true } };

const projectTemplateSchema = new Schema<ProjectTemplateRecord>(
  {
    name: { type: String, required: true, trim: true },
    nameKey: { type: String, required: true },
    cadence: { type: String, enum: TEMPLATE_CADENCES, required: true },
    projectName: { type: String, required: true },
    description: { type: String, default: '' },
    durationDays: { type: Number, required: true },
    milestones: { type: [new Schema({ name: String, description: String, ...anchored }, { _id: false })], default: [] },
    tasks: { type: [new Schema({ name: String, description: String, durationDays: Number, ...anchored }, { _id: false })], default: [] },
    requests: {
      type: [
        new Schema(
          {
            name: String,
            description: { type: String, default: '' },
            addressedTo: { type: String, enum: TEMPLATE_ADDRESSEES },
            reminders: Boolean,
            reminderSchedule: { type: new Schema({ daysBefore: Number, repeatDays: Number, maximum: Number }, { _id: false }), default: null },
            milestone: { type: String, default: '' },
            ...anchored,
          },
          { _id: false },
        ),
      ],
      default: [],
    },
    welcomeMessage: { type: String, default: '' },
    deadline: { type: new Schema({ name: String, monthAfterPeriod: Number, day: Number }, { _id: false }), default: null },
    assigneeRoleIds: { type: [String], default: [] },
    version: { type: Number, required: true, default: 1 },
    madeFromProjectId: { type: Schema.Types.ObjectId, default: null },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);
projectTemplateSchema.plugin(tenancyPlugin);
projectTemplateSchema.index({ organizationId: 1, nameKey: 1 }, { unique: true });

export const ProjectTemplate = mongoose.model<ProjectTemplateRecord>('ProjectTemplate', projectTemplateSchema);
