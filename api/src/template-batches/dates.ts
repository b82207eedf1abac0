import { dueOnDeadline, type TemplateAnchor, type TemplateFields } from '@clientline/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/**
 * The dates of one project made from a template for `period`: it starts on `startDate` and is due on the
 * template's deadline for that period, or `durationDays` later when it names none. A deadline not after the
 * start (work for a period long past) leaves the project its usual length.
 */
export interface ProjectDates {
  startDate: Date;
  endDate: Date;
  /** A date `offsetDays` from the project's start or from its due date. */
  at(anchor: TemplateAnchor, offsetDays: number): Date;
}

export function projectDates(template: Pick<TemplateFields, 'durationDays' | 'deadline'>, startDate: Date, period: string): ProjectDates {
  const endDate = dueOnDeadline(template, startDate, period) ?? addDays(startDate, template.durationDays);
  return { startDate, endDate, at: (anchor, offsetDays) => addDays(anchor === 'start' ? startDate : endDate, offsetDays) };
}

/** 2025-03-14, as the dry run shows a date. */
export function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}
