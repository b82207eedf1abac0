import mongoose, { type Types } from 'mongoose';
import { DEFAULT_REMINDER_SETTINGS, reminderSettingsSchema, type ReminderSettings } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { FirmSettings, type FirmSettingsRecord } from '../firm-settings/model';

/** A stored schedule as the contracts read it; one stored by an older shape, or none, is the default. */
function schedule(stored: unknown): ReminderSettings {
  const parsed = reminderSettingsSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_REMINDER_SETTINGS;
}

export async function readReminderSettings(actor: Actor): Promise<ReminderSettings> {
  const settings = await FirmSettings.collection.findOne<FirmSettingsRecord>({ _id: actor.organizationId }, { projection: { reminders: 1 } });
  return schedule(settings?.reminders);
}

export async function saveReminderSettings(actor: Actor, settings: ReminderSettings): Promise<ReminderSettings> {
  await FirmSettings.updateOne({ _id: actor.organizationId }, { $set: { reminders: settings } }, { upsert: true });
  return settings;
}

/** The schedules of these firms, for one reminder pass: one read. */
export async function reminderSettingsOf(organizationIds: Types.ObjectId[]): Promise<Map<string, ReminderSettings>> {
  const stored = await FirmSettings.collection
    .find<Pick<FirmSettingsRecord, '_id' | 'reminders'>>({ _id: mongoose.trusted({ $in: organizationIds }) }, { projection: { reminders: 1 } })
    .toArray();
  const byFirm = new Map(stored.map((settings) => [settings._id.toString(), schedule(settings.reminders)]));
  for (const id of organizationIds) if (!byFirm.has(id.toString())) byFirm.set(id.toString(), DEFAULT_REMINDER_SETTINGS);
  return byFirm;
}
