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
  /** From this day (YYYY-MM-DD, UTC) staff, and separately clients, must use two-factor sign-in; absent or null: not required. */
  twoFactorRequiredForStaffFrom?: string | null;
  twoFactorRequiredForClientsFrom?: string | null;
}

const firmSettingsSchema = new Schema<FirmSettingsRecord>(
  {
    needToKnowAccess: { type: Boolean, required: true },
    reminders: { type: Schema.Types.Mixed, default: undefined },
    sessionIdleMinutes: { type: Number, default: undefined },
    twoFactorRequiredForStaffFrom: { type: String, default: undefined },
    twoFactorRequiredForClientsFrom: { type: String, default: undefined },
  },
  { versionKey: false },
);

export const FirmSettings = mongoose.model<FirmSettingsRecord>('FirmSettings', firmSettingsSchema);

export async function readNeedToKnowAccess(organizationId: Types.ObjectId): Promise<boolean> {
  // Through the driver: a walled-off member's every request makes this read.
  const settings = await FirmSettings.collection.findOne<FirmSettingsRecord>({ _id: organizationId }, { projection: { needToKnowAccess: 1 } });
  return settings?.needToKnowAccess === true;
}

/** The days from which the firm requires two-factor sign-in of its staff and of its clients (null: not required). */
export interface TwoFactorRequirement {
  staffFrom: string | null;
  clientsFrom: string | null;
}

export async function readTwoFactorRequirement(organizationId: Types.ObjectId): Promise<TwoFactorRequirement> {
  const settings = await FirmSettings.collection.findOne<FirmSettingsRecord>(
    { _id: organizationId },
    { projection: { twoFactorRequiredForStaffFrom: 1, twoFactorRequiredForClientsFrom: 1 } },
  );
  return { staffFrom: settings?.twoFactorRequiredForStaffFrom ?? null, clientsFrom: settings?.twoFactorRequiredForClientsFrom ?? null };
}
