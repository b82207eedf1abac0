import mongoose, { Schema, type Types } from 'mongoose';

export interface OrganizationRecord {
  _id: Types.ObjectId;
  name: string;
  /** slugify(name): the public login page is /{slug}. Unique, so two firms never share a page. */
  slug: string;
  /**
   * organizationLookAlikeKey(name): unique, so no firm can take a name that reads like another's, even
   * when two registrations race. Absent only on firms stored before it existed, until the start-up backfill.
   */
  lookAlikeKey?: string;
  phoneNumber: string | null;
  createdAt: Date;
  updatedAt: Date;
}

const organizationSchema = new Schema<OrganizationRecord>(
  {
    name: { type: String, required: true, trim: true },
    slug: { type: String, required: true, unique: true },
    lookAlikeKey: { type: String, unique: true, sparse: true },
    phoneNumber: { type: String, default: null },
  },
  { timestamps: true },
);

export const Organization = mongoose.model<OrganizationRecord>('Organization', organizationSchema);
