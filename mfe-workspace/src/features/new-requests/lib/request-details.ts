import type { NewClientInput } from '@clientline/contracts';
import type { ProjectFormValues } from '../../../components/dialogs/new-project-dialog';

const EMAIL_PATTERN = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[a-z]{2,}/i;
const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}/;

type Fields = Record<string, unknown>;

/** A request's content as fields: its JSON object when it is one, else just the text. */
function readFields(content: string): { fields: Fields; text: string } {
  try {
    const parsed: unknown = JSON.parse(content);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return { fields: parsed as Fields, text: '' };
  } catch {
    // Plain text: read what we can from it below.
  }
  return { fields: {}, text: content };
}

function firstText(fields: Fields, ...names: string[]): string {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '';
}

function day(value: string): string {
  return DAY_PATTERN.test(value) ? value.slice(0, 10) : '';
}

/** The client a request asks for: named fields of a JSON body, else the first email in the text. */
export function clientFromRequest(content: string): Partial<NewClientInput> {
  const { fields, text } = readFields(content);
  return {
    displayName: firstText(fields, 'clientName', 'displayName', 'fullName', 'name'),
    username: firstText(fields, 'clientEmail', 'email', 'username') || (text.match(EMAIL_PATTERN)?.[0] ?? ''),
  };
}

/** The project a request asks for, with the client to create for it when it names one. */
export function projectFromRequest(content: string): Partial<ProjectFormValues> {
  const { fields, text } = readFields(content);
  const client = clientFromRequest(content);
  return {
    name: firstText(fields, 'projectName', 'project', 'title', 'matter'),
    description: firstText(fields, 'description', 'details', 'message') || text,
    startDate: day(firstText(fields, 'startDate', 'start')),
    endDate: day(firstText(fields, 'endDate', 'end', 'deadline')),
    newClient: { name: client.displayName ?? '', email: client.username ?? '' },
  };
}
