import mongoose, { Schema, type Types } from 'mongoose';
import { tenancyPlugin } from '../tenancy/plugin';

/** A person's private calendar address (`/api/calendar/<token>.ics`): one at a time; a new one ends the old. */
export interface CalendarFeedRecord {
  _id: Types.ObjectId;
  organizationId: Types.ObjectId;
  userId: Types.ObjectId;
  token: string;
  createdAt: Date;
  updatedAt: Date;
}

const calendarFeedSchema = new Schema<CalendarFeedRecord>(
  {
    userId: { type: Schema.Types.ObjectId, required: true },
    token: { type: String, required: true },
  },
  { timestamps: true },
);
calendarFeedSchema.plugin(tenancyPlugin);
calendarFeedSchema.index({ organizationId: 1, userId: 1 }, { unique: true });
calendarFeedSchema.index({ token: 1 }, { unique: true });

export const CalendarFeed = mongoose.model<CalendarFeedRecord>('CalendarFeed', calendarFeedSchema);
