import { deadlineText, type DueDateReminderSchedule, type TemplateAnchor, type TemplateDeadline, type TemplateFields } from '@clientline/contracts';

/** "5 days before the due date", "on the project's start". */
export function whenText(anchor: TemplateAnchor, offsetDays: number): string {
  const from = anchor === 'start' ? "the project's start" : 'the due date';
  if (offsetDays === 0) return `on ${from}`;
  const days = Math.abs(offsetDays);
  return `${days} ${days === 1 ? 'day' : 'days'} ${offsetDays < 0 ? 'before' : 'after'} ${from}`;
}

type Item = {
  name: string;
  description?: string;
  anchor: TemplateAnchor;
  offsetDays: number;
  durationDays?: number;
  addressedTo?: string;
  reminders?: boolean;
  reminderSchedule?: DueDateReminderSchedule | null;
  milestone?: string;
};

const keyOf = (item: Item) => item.name.trim().toLowerCase();
/** The rest of an item, to tell whether it changed. */
const restOf = (item: Item) => {
  const schedule = item.reminderSchedule ? [item.reminderSchedule.daysBefore, item.reminderSchedule.repeatDays, item.reminderSchedule.maximum] : null;
  return JSON.stringify([item.description ?? '', item.durationDays ?? null, item.addressedTo ?? null, item.reminders ?? null, schedule, item.milestone ?? '']);
};

/** One list's changes, its items matched by name: added, removed, moved. */
function listChanges(what: string, before: Item[], after: Item[]): string[] {
  const old = new Map(before.map((item) => [keyOf(item), item]));
  const now = new Map(after.map((item) => [keyOf(item), item]));
  const lines: string[] = [];
  for (const item of after) {
    const was = old.get(keyOf(item));
    if (!was) lines.push(`${what} added: "${item.name}", ${whenText(item.anchor, item.offsetDays)}`);
    else if (was.anchor !== item.anchor || was.offsetDays !== item.offsetDays) {
      lines.push(`${what} "${item.name}": ${whenText(was.anchor, was.offsetDays)} → ${whenText(item.anchor, item.offsetDays)}`);
    } else if (restOf(was) !== restOf(item)) {
      lines.push(`${what} "${item.name}" changed`);
    }
  }
  for (const item of before) if (!now.has(keyOf(item))) lines.push(`${what} removed: "${item.name}"`);
  return lines;
}

/** What an edit changed, line by line, as the firm reads it before the change reaches projects. */
export function templateDifferences(before: TemplateFields, after: TemplateFields): string[] {
  const lines: string[] = [];
  if (before.projectName !== after.projectName) lines.push(`Projects' name: "${before.projectName}" → "${after.projectName}"`);
  if (before.description !== after.description) lines.push('Description changed');
  if (before.durationDays !== after.durationDays) lines.push(`Length: ${before.durationDays} → ${after.durationDays} days`);
  const deadlineOf = (deadline: TemplateDeadline | null) => (deadline ? deadlineText(deadline) : 'none');
  if (deadlineOf(before.deadline) !== deadlineOf(after.deadline)) lines.push(`Deadline: ${deadlineOf(before.deadline)} → ${deadlineOf(after.deadline)}`);
  lines.push(...listChanges('Milestone', before.milestones, after.milestones));
  lines.push(...listChanges('Task', before.tasks, after.tasks));
  lines.push(...listChanges('Document request', before.requests, after.requests));
  if (before.welcomeMessage !== after.welcomeMessage) lines.push('Welcome message changed (a project keeps the one it was sent)');
  return lines;
}
