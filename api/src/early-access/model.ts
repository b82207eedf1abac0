import mongoose, { Schema, type Types } from 'mongoose';
import { EARLY_ACCESS_CHOICES, type EarlyAccessInput } from '@clientline/contracts';

/** A visitor's early-access request. Not firm data: it belongs to no organization. */
export interface EarlyAccessRequestRecord extends EarlyAccessInput {
  _id: Types.ObjectId;
  createdAt: Date;
  updatedAt: Date;
}

const earlyAccessRequestSchema = new Schema<EarlyAccessRequestRecord>(
  {
    fullName: { type: String, required: true },
    // One request per address: sending the form again updates the answers.
    email: { type: String, required: true, unique: true },
    companyName: { type: String, required: true },
    role: { type: String, enum: EARLY_ACCESS_CHOICES.role, required: true },
    teamSize: { type: String, enum: EARLY_ACCESS_CHOICES.teamSize, required: true },
    industry: { type: String, enum: EARLY_ACCESS_CHOICES.industry, required: true },
    useCase: { type: String, enum: EARLY_ACCESS_CHOICES.useCase, required: true },
    expectedStartDate: { type: String, enum: EARLY_ACCESS_CHOICES.expectedStartDate, required: true },
    priority: { type: String, enum: EARLY_ACCESS_CHOICES.priority, required: true },
  },
  { timestamps: true },
);

export const EarlyAccessRequest = mongoose.model<EarlyAccessRequestRecord>('EarlyAccessRequest', earlyAccessRequestSchema);
