import type { TemplateAnchor, TemplateFields } from '@clientline/contracts';

const DAY_MS = 24 * 60 * 60 * 1000;

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** The dates of one project made from a template: it starts on `startDate` and is due `durationDays` later. */
export interface ProjectDates {
  startDate: Date;
  endDate: Date;
  /** A date `offsetDays` from the project's start or from its due date. */
  at(anchor: TemplateAnchor, offsetDays: number): Date;
}

export function projectDates(template: Pick<TemplateFields, 'durationDays'>, startDate: Date): ProjectDates {
  const endDate = addDays(startDate, template.durationDays);
  return { startDate, endDate, at: (anchor, offsetDays) => addDays(anchor === 'start' ? startDate : endDate, offsetDays) };
}

/** 2025-03-14, as the dry run shows a date. */
export function dateOnly(date: Date): string {
  return date.toISOString().slice(0, 10);
}
