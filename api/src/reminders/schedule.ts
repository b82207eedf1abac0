import type { DueDateReminderSchedule, ReminderSettings } from '@clientline/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;
/**
 * A due date is a calendar day (stored as midnight UTC): its reminders go at noon UTC, which falls on that
 * same calendar day from UTC-11 to UTC+11, so "due today" never arrives the evening before.
 */
const NOON_MS = 12 * 60 * 60 * 1000;
/** An automatic reminder is passed over when the client was reminded (e.g. "Remind now") this recently. */
export const QUIET_AFTER_REMINDER_MS = DAY_MS;

export interface SchedulableItem {
  dueDate: Date | null;
  createdAt: Date;
}

/** The schedule an item's automatic reminders follow: its own (a template's request may set one), else the firm's. */
export function scheduleOf(own: DueDateReminderSchedule | null | undefined, firmSchedule: ReminderSettings): ReminderSettings {
  return own ? { ...firmSchedule, withDueDate: own } : firmSchedule;
}

/**
 * The times of an item's automatic reminders, slot 1 first. With a due date: `daysBefore` days before it
 * (none when 0), on the day, then every `repeatDays` days while overdue; without: `daysAfter` days after it
 * was asked for, then every `repeatDays` days. At most `maximum` slots.
 */
export function reminderTimes(item: SchedulableItem, settings: ReminderSettings): number[] {
  const times: number[] = [];
  if (item.dueDate) {
    const { daysBefore, repeatDays, maximum } = settings.withDueDate;
    const dueAt = item.dueDate.getTime() + NOON_MS;
    if (daysBefore > 0) times.push(dueAt - daysBefore * DAY_MS);
    for (let overdue = 0; times.length < maximum; overdue += 1) times.push(dueAt + overdue * repeatDays * DAY_MS);
  } else {
    const { daysAfter, repeatDays, maximum } = settings.withoutDueDate;
    const first = item.createdAt.getTime() + daysAfter * DAY_MS;
    for (let later = 0; times.length < maximum; later += 1) times.push(first + later * repeatDays * DAY_MS);
  }
  return times;
}

/**
 * The slot due at `at` for an item whose slots up to `handled` are done: the latest slot whose time has
 * come, or null. Slots missed in between (the api was down, the firm had reminders off) are passed over,
 * so a client gets one mail, never a burst; a slot timed before the item was asked for never counts (an
 * item asked for two days before its due date gets no "3 days before" reminder).
 */
export function dueSlot(item: SchedulableItem, settings: ReminderSettings, handled: number, at: Date): number | null {
  const times = reminderTimes(item, settings);
  let latest = 0;
  for (let slot = 1; slot <= times.length && times[slot - 1]! <= at.getTime(); slot += 1) latest = slot;
  if (latest <= handled) return null;
  if (times[latest - 1]! <= item.createdAt.getTime()) return null;
  return latest;
}
