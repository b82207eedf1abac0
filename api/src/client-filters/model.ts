import mongoose, { Schema, type Types } from 'mongoose';
import type { ClientFilter } from '@clientline/contracts';
import { tenancyPlugin } from '../tenancy/plugin';

/**
 * A filter of the Clients screen a firm named (client-filters/service.ts): the search and filters as the
 * screen's query string carries them. Firm-wide: its owner and admins save and delete them, all its staff
 * apply them.
 */
export interface SavedClientFilterRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  name: string;
  /** The name lowercased: a firm's filters have different names whatever their case. */
  nameKey: string;
  filter: ClientFilter;
  createdBy: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const filterSchema = new Schema<ClientFilter>(
  { q: String, tag: String, status: String, staffId: String, access: String, archived: String, importId: String },
  { _id: false },
);

const savedClientFilterSchema = new Schema<SavedClientFilterRecord>(
  {
    name: { type: String, required: true, trim: true },
    nameKey: { type: String, required: true },
    filter: { type: filterSchema, required: true },
    createdBy: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  },
  { timestamps: true },
);
savedClientFilterSchema.plugin(tenancyPlugin);
savedClientFilterSchema.index({ organizationId: 1, nameKey: 1 }, { unique: true });

export const SavedClientFilter = mongoose.model<SavedClientFilterRecord>('SavedClientFilter', savedClientFilterSchema);
