import mongoose, { Schema, type Types } from 'mongoose';
import { DEFAULT_PRACTICE, PRACTICES, type Practice } from '@clientline/contracts';

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
  /** What kind of firm it is; absent on firms stored before firms could say, read as 'other' (practiceOf). */
  practice?: Practice;
  createdAt: Date;
  updatedAt: Date;
}

const organizationSchema = new Schema<OrganizationRecord>(
  {
    name: { type: String, required: true, trim: true },
    slug: { type: String, required: true, unique: true },
    lookAlikeKey: { type: String, unique: true, sparse: true },
    phoneNumber: { type: String, default: null },
    practice: { type: String, enum: PRACTICES },
  },
  { timestamps: true },
);

export const Organization = mongoose.model<OrganizationRecord>('Organization', organizationSchema);

/** The firm's kind of practice, also for a firm stored before it had one. */
export function practiceOf(organization: Pick<OrganizationRecord, 'practice'>): Practice {
  return organization.practice ?? DEFAULT_PRACTICE;
}
