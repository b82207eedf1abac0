import mongoose, { Schema, type Types } from 'mongoose';
import { DOCUMENT_REQUEST_STATUSES, DOCUMENT_SIDES, type DocumentRequestStatus, type DocumentSide, type DueDateReminderSchedule } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/** One uploaded file: what the lists show. Its bytes are the GridFS file `fileId` of the `documents` bucket. */
export interface DocumentRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  projectId: Types.ObjectId;
  /** The project's client, so a client's documents across their projects are one indexed read. */
  clientId: Types.ObjectId;
  name: string;
  size: number;
  contentType: string;
  fileId: Types.ObjectId;
  uploadedBy: Types.ObjectId;
  /** The uploader's display name when they uploaded. */
  uploadedByName: string;
  uploadedBySide: DocumentSide;
  requestItemId: Types.ObjectId | null;
  createdAt: Date;
}

const documentSchema = new Schema<DocumentRecord>(
  {
    projectId: { type: Schema.Types.ObjectId, ref: 'Project', required: true },
    clientId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    name: { type: String, required: true },
    size: { type: Number, required: true },
    contentType: { type: String, required: true },
    fileId: { type: Schema.Types.ObjectId, required: true },
    uploadedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    uploadedByName: { type: String, required: true },
    uploadedBySide: { type: String, enum: DOCUMENT_SIDES, required: true },
    requestItemId: { type: Schema.Types.ObjectId, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false } },
);
documentSchema.plugin(tenancyPlugin);
// A project's documents, a client's documents and the firm's, each newest first.
documentSchema.index({ organizationId: 1, projectId: 1, createdAt: -1 });
documentSchema.index({ organizationId: 1, clientId: 1, createdAt: -1 });
documentSchema.index({ organizationId: 1, createdAt: -1 });

export const Document = mongoose.model<DocumentRecord>('Document', documentSchema);

/** One item of a project's document checklist ("2025 W-2"), asked of the project's client. */
export interface DocumentRequestItemRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  projectId: Types.ObjectId;
  clientId: Types.ObjectId;
  name: string;
  /** What the firm says of it under its name (a template's request has one); absent on items asked for without. */
  description?: string | null;
  dueDate: Date | null;
  status: DocumentRequestStatus;
  note: string | null;
  documentIds: Types.ObjectId[];
  requestedBy: Types.ObjectId;
  /** The person of the client it is asked of (they get its reminders); null or absent: everyone who sees the project. */
  addressedTo?: Types.ObjectId | null;
  /** Reminders of this item (api/src/reminders): items stored before automatic reminders existed lack it, read as none sent. */
  reminders?: RequestItemReminders;
  /** The project's milestone it is asked for (automations can wait on a milestone's requests); null or absent: the project's. */
  milestoneId?: Types.ObjectId | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What the reminders of one request item have done so far (api/src/reminders). */
export interface RequestItemReminders {
  /** The firm switched reminders off for this item. */
  off: boolean;
  /** Its own schedule (from its template), in place of the firm's; absent or null: the firm's. */
  schedule?: DueDateReminderSchedule | null;
  /** The last automatic slot of the schedule handled (sent, or passed over): the next pass starts after it. */
  slot: number;
  /** Automatic reminders sent. */
  automatic: number;
  /** "Remind now" reminders sent. */
  manual: number;
  lastAt: Date | null;
  /**
   * The reminders (automatic and manual) whose bell item and live update went out. Below their count, the
   * process that recorded the last one died before announcing it, and the reminder pass announces it. Items
   * not reminded since this was added lack it, and are never announced again.
   */
  announced?: number;
}

const documentRequestItemSchema = new Schema<DocumentRequestItemRecord>(
  {
    projectId: { type: Schema.Types.ObjectId, ref: 'Project', required: true },
    clientId: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    name: { type: String, required: true },
    description: { type: String, default: null },
    dueDate: { type: Date, default: null },
    status: { type: String, enum: DOCUMENT_REQUEST_STATUSES, required: true, default: 'requested' },
    note: { type: String, default: null },
    documentIds: { type: [Schema.Types.ObjectId], default: [] },
    requestedBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    addressedTo: { type: Schema.Types.ObjectId, ref: 'User', default: null },
    milestoneId: { type: Schema.Types.ObjectId, default: null },
    reminders: {
      type: new Schema<RequestItemReminders>(
        {
          off: { type: Boolean, default: false },
          schedule: { type: new Schema<DueDateReminderSchedule>({ daysBefore: Number, repeatDays: Number, maximum: Number }, { _id: false }), default: null },
          slot: { type: Number, default: 0 },
          automatic: { type: Number, default: 0 },
          manual: { type: Number, default: 0 },
          lastAt: { type: Date, default: null },
          announced: { type: Number },
        },
        { _id: false },
      ),
      default: () => ({}),
    },
  },
  { timestamps: true },
);
documentRequestItemSchema.plugin(tenancyPlugin);
// The reminder pass's read of every firm's outstanding items (api/src/reminders/pass.ts).
documentRequestItemSchema.index({ status: 1 });
documentRequestItemSchema.index({ organizationId: 1, projectId: 1, createdAt: 1 });
documentRequestItemSchema.index({ organizationId: 1, clientId: 1, createdAt: 1 });
// The dashboard's and the firm's outstanding items.
documentRequestItemSchema.index({ organizationId: 1, status: 1, createdAt: 1 });

export const DocumentRequestItem = mongoose.model<DocumentRequestItemRecord>('DocumentRequestItem', documentRequestItemSchema);
