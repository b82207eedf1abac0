import { z } from 'zod';

/**
 * Automatic reminders for outstanding document requests: the firm's schedule (GET and PUT
 * /api/reminders/settings), the switch per request item and "Remind now". See docs/api.md, "Reminders".
 */

/** A whole number of days between `min` and `max`, with a message a person can act on. */
function days(label: string, min: number, max: number) {
  const message = `${label} must be a whole number from ${min} to ${max}`;
  return z.number({ error: message }).int({ error: message }).min(min, { error: message }).max(max, { error: message });
}

/** An item with a due date: the first reminder `daysBefore` days before it (0: on the day), one on the due date, then every `repeatDays` days while overdue. */
function dueDateSchedule(field: string) {
  return z.object(
    {
      daysBefore: days('Days before the due date', 0, 30),
      repeatDays: days('Days between reminders while overdue', 1, 30),
      maximum: days('Reminders at most', 1, 10),
    },
    { error: `${field} must name daysBefore, repeatDays and maximum` },
  );
}

/** A document request's own reminder schedule, in place of the firm's (templates' requests). */
export const dueDateReminderScheduleSchema = dueDateSchedule('reminderSchedule');
export type DueDateReminderSchedule = z.output<typeof dueDateReminderScheduleSchema>;

export const reminderSettingsSchema = z.object({
  /** Off: no automatic reminders for the firm's requests ("Remind now" still works). */
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  withDueDate: dueDateSchedule('withDueDate'),
  /** An item without a due date: the first reminder `daysAfter` days after it was asked for, then every `repeatDays` days. */
  withoutDueDate: z.object(
    {
      daysAfter: days('Days after the request', 1, 30),
      repeatDays: days('Days between reminders', 1, 30),
      maximum: days('Reminders at most', 1, 10),
    },
    { error: 'withoutDueDate must name daysAfter, repeatDays and maximum' },
  ),
});
export type ReminderSettings = z.output<typeof reminderSettingsSchema>;

/** A firm that never saved its schedule has this one. */
export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  enabled: true,
  withDueDate: { daysBefore: 3, repeatDays: 3, maximum: 5 },
  withoutDueDate: { daysAfter: 3, repeatDays: 7, maximum: 3 },
};

/** PUT /api/reminders/settings: the answer. */
export interface ReminderSettingsSaved {
  ok: true;
  message: string;
  settings: ReminderSettings;
}

export function reminderSettingsSavedMessage(settings: ReminderSettings): string {
  return settings.enabled ? 'Reminders are on: clients are reminded of outstanding documents on this schedule' : 'Reminders are off: clients are not reminded automatically';
}

/** What a request item says of its reminders (part of every document request item). */
export const itemRemindersSchema = z.object({
  /** False when the firm switched reminders off for this item. */
  enabled: z.boolean(),
  /** Reminders sent for this item so far, automatic and "Remind now" together. */
  count: z.number(),
  /** ISO date-time of the last one, or null. */
  lastAt: z.string().nullable(),
  /** Its own schedule (set by the template it was made from), or null: the firm's. */
  schedule: dueDateReminderScheduleSchema.nullable(),
});
export type ItemReminders = z.infer<typeof itemRemindersSchema>;

/** PUT /api/document-requests/{id}/reminders. */
export const itemRemindersSwitchSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type ItemRemindersSwitch = z.output<typeof itemRemindersSwitchSchema>;

/** "Remind now" is refused this long after the item's last reminder. */
export const REMIND_NOW_INTERVAL_MS = 60 * 60 * 1000;
/** 409 from "Remind now" on an item the client no longer owes. */
export const NOTHING_TO_REMIND = 'This document is no longer outstanding, so there is nothing to remind the client of';
/** 409 from "Remind now" when the project is completed or archived, or its client archived. */
export const PROJECT_NOT_REMINDABLE = 'Reminders are not sent for a completed or archived project, or an archived client';

/** 429 from "Remind now" within REMIND_NOW_INTERVAL_MS of the item's last reminder. */
export function remindNowTooSoonMessage(minutesLeft: number): string {
  const wait = minutesLeft <= 1 ? 'a minute' : `${minutesLeft} minutes`;
  return `The client was reminded of this document less than an hour ago. You can remind them again in ${wait}`;
}
