import mongoose, { Schema, type Types } from 'mongoose';
import { tenancyPlugin } from '../tenancy/plugin';

/** A role the firm names (firm-roles/service.ts): client accounts say who fills it, templates assign by it. */
export interface FirmRoleRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  name: string;
  /** The name lowercased: a firm's roles have different names whatever their case. */
  nameKey: string;
  createdAt: Date;
  updatedAt: Date;
}

const firmRoleSchema = new Schema<FirmRoleRecord>(
  {
    name: { type: String, required: true, trim: true },
    nameKey: { type: String, required: true },
  },
  { timestamps: true },
);
firmRoleSchema.plugin(tenancyPlugin);
firmRoleSchema.index({ organizationId: 1, nameKey: 1 }, { unique: true });

export const FirmRole = mongoose.model<FirmRoleRecord>('FirmRole', firmRoleSchema);
