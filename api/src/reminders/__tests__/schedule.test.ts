import { DEFAULT_REMINDER_SETTINGS, type ReminderSettings } from '@clientline/contracts';
import { dueSlot, reminderTimes } from '../schedule';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const due = new Date('2030-04-15T00:00:00.000Z');
const noon = (days: number) => due.getTime() + 12 * HOUR_MS + days * DAY_MS;
const askedLongBefore = { dueDate: due, createdAt: new Date(due.getTime() - 30 * DAY_MS) };

describe('the reminder schedule', () => {
  it('with a due date: 3 days before, on the day, then every 3 days while overdue, 5 in all, at noon UTC', () => {
    expect(reminderTimes(askedLongBefore, DEFAULT_REMINDER_SETTINGS)).toEqual([noon(-3), noon(0), noon(3), noon(6), noon(9)]);
  });

  it('with no days before: the first on the day itself', () => {
    const settings: ReminderSettings = { ...DEFAULT_REMINDER_SETTINGS, withDueDate: { daysBefore: 0, repeatDays: 2, maximum: 3 } };
    expect(reminderTimes(askedLongBefore, settings)).toEqual([noon(0), noon(2), noon(4)]);
  });

  it('without a due date: 3 days after the request, then weekly, 3 in all', () => {
    const asked = new Date('2030-04-01T09:30:00.000Z');
    expect(reminderTimes({ dueDate: null, createdAt: asked }, DEFAULT_REMINDER_SETTINGS)).toEqual(
      [3, 10, 17].map((days) => asked.getTime() + days * DAY_MS),
    );
  });

  it('is due from a slot’s time until the next slot, then that one; nothing after the last', () => {
    const at = (time: number) => new Date(time);
    expect(dueSlot(askedLongBefore, DEFAULT_REMINDER_SETTINGS, 0, at(noon(-3) - 1))).toBeNull();
    expect(dueSlot(askedLongBefore, DEFAULT_REMINDER_SETTINGS, 0, at(noon(-3)))).toBe(1);
    expect(dueSlot(askedLongBefore, DEFAULT_REMINDER_SETTINGS, 1, at(noon(-1)))).toBeNull();
    expect(dueSlot(askedLongBefore, DEFAULT_REMINDER_SETTINGS, 1, at(noon(0)))).toBe(2);
    expect(dueSlot(askedLongBefore, DEFAULT_REMINDER_SETTINGS, 5, at(noon(60)))).toBeNull();
  });

  it('passes over missed slots: one reminder for the latest, never a burst', () => {
    expect(dueSlot(askedLongBefore, DEFAULT_REMINDER_SETTINGS, 1, new Date(noon(7)))).toBe(4);
  });

  it('never reminds of a slot timed before the item was asked for', () => {
    const askedTheDayBefore = { dueDate: due, createdAt: new Date(due.getTime() - DAY_MS) };
    expect(dueSlot(askedTheDayBefore, DEFAULT_REMINDER_SETTINGS, 0, new Date(noon(-1)))).toBeNull();
    expect(dueSlot(askedTheDayBefore, DEFAULT_REMINDER_SETTINGS, 0, new Date(noon(0)))).toBe(2);
  });
});
