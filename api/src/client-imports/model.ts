import mongoose, { Schema, type Types } from 'mongoose';
import {
  CLIENT_IMPORT_INVITATIONS,
  CLIENT_IMPORT_STATUSES,
  type ClientImportInvitations,
  type ClientImportMapping,
  type ClientImportRow,
  type ClientImportStatus,
  type ClientImportSummary,
} from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/**
 * A client list a firm uploaded to import (client-imports/service.ts), and where its import stands. Its rows
 * are apart (ClientImportRows), so writing the progress and polling it stay small whatever the file's size.
 * Kept after it ran, for its failed rows.
 */
export interface ClientImportRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  createdBy: Types.ObjectId;
  fileName: string;
  status: ClientImportStatus;
  columns: string[];
  /** The file's separator, so its failed rows go back in it (absent on imports stored before: a comma). */
  delimiter?: string;
  /** The first rows, to check the mapping by. */
  sample: string[][];
  rowCount: number;
  mapping: ClientImportMapping;
  invitations: ClientImportInvitations;
  summary: ClientImportSummary | null;
  /** Rows the import has gone through, while it runs. */
  progress: number;
  /** Written as the import runs: one not written for a while ran in a process that stopped (interrupted). */
  heartbeatAt: Date | null;
  /** Set each time it is started: its job runs only while this is still its run, and as whoever started it. */
  run: { id: Types.ObjectId; by: Types.ObjectId } | null;
  finishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const clientImportSchema = new Schema<ClientImportRecord>(
  {
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    fileName: { type: String, required: true },
    status: { type: String, enum: CLIENT_IMPORT_STATUSES, required: true },
    columns: { type: [String], default: [] },
    delimiter: { type: String, default: ',' },
    sample: { type: Schema.Types.Mixed, default: [] },
    rowCount: { type: Number, required: true },
    mapping: { type: Schema.Types.Mixed, required: true },
    invitations: { type: String, enum: CLIENT_IMPORT_INVITATIONS, default: 'later' },
    summary: { type: Schema.Types.Mixed, default: null },
    progress: { type: Number, default: 0 },
    heartbeatAt: { type: Date, default: null },
    run: { type: Schema.Types.Mixed, default: null },
    finishedAt: { type: Date, default: null },
  },
  { timestamps: true },
);
clientImportSchema.plugin(tenancyPlugin);
clientImportSchema.index({ organizationId: 1, createdAt: -1 });

export const ClientImport = mongoose.model<ClientImportRecord>('ClientImport', clientImportSchema);

/** The rows of an import's file as read, and what the last dry run or the run made of each; `_id` is the import's. */
export interface ClientImportRowsRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  rows: Array<{ line: number; cells: string[] }>;
  outcomes: ClientImportRow[];
}

const clientImportRowsSchema = new Schema<ClientImportRowsRecord>({
  rows: { type: Schema.Types.Mixed, default: [] },
  outcomes: { type: Schema.Types.Mixed, default: [] },
});
clientImportRowsSchema.plugin(tenancyPlugin);

export const ClientImportRows = mongoose.model<ClientImportRowsRecord>('ClientImportRows', clientImportRowsSchema);
