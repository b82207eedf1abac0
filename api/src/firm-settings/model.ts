import mongoose, { Schema, type Types } from 'mongoose';
import type { ReminderSettings } from '@clientline/contracts';

/**
 * A firm's settings of who sees what (GET and PUT /api/team/settings): one document per firm, keyed by
 * its organization id, written at the first change (a firm without one has the defaults). Its own
 * folder, below actor/: every request's actor reads it.
 */
export interface FirmSettingsRecord {
  _id: Types.ObjectId;
  /** Team members who are not admins see only the projects assigned to them (actor.seesAssignedProjectsOnly). */
  needToKnowAccess: boolean;
  /** The firm's reminder schedule (api/src/reminders/settings.ts); absent until first saved: the defaults. */
  reminders?: ReminderSettings;
  /** Staff sessions unused this many minutes end (api/src/session/idle.ts); absent: 12 hours. */
  sessionIdleMinutes?: number;
}

const firmSettingsSchema = new Schema<FirmSettingsRecord>(
  { needToKnowAccess: { type: Boolean, required: true }, reminders: { type: Schema.Types.Mixed, default: undefined }, sessionIdleMinutes: { type: Number, default: undefined } },
  { versionKey: false },
);

export const FirmSettings = mongoose.model<FirmSettingsRecord>('FirmSettings', firmSettingsSchema);

export async function readNeedToKnowAccess(organizationId: Types.ObjectId): Promise<boolean> {
  // Through the driver: a walled-off member's every request makes this read.
  const settings = await FirmSettings.collection.findOne<FirmSettingsRecord>({ _id: organizationId }, { projection: { needToKnowAccess: 1 } });
  return settings?.needToKnowAccess === true;
}
