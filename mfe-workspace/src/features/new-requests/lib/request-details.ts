import { webhookContentFields, webhookRequestContact, type NewClientInput, type WebhookRequest } from '@clientline/contracts';
import type { ProjectFormValues } from '../../../components/dialogs/new-project-dialog';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}/;

/**
 * An address worth a `mailto:` link: one address and nothing else. A body's email field is whatever the
 * sender wrote, and `?`, `&` or `#` in it would add a subject, copies or a body to the mail it opens.
 */
const LINKABLE_EMAIL = /^[^\s@<>()"',;:?&#/\\]+@[^\s@<>()"',;:?&#/\\]+\.[a-z]{2,}$/i;

type Fields = Record<string, string>;

function firstText(fields: Fields, ...names: string[]): string {
  for (const name of names) if (fields[name]) return fields[name];
  return '';
}

function day(value: string): string {
  return DAY_PATTERN.test(value) ? value.slice(0, 10) : '';
}

/**
 * True when the content is a JSON object. `webhookContentFields` answers `{}` both for plain text and for an
 * object without a text or number field, and such an object is still not text to show as it is.
 */
export function isJsonObjectContent(content: string): boolean {
  if (!content.trimStart().startsWith('{')) return false;
  try {
    const parsed: unknown = JSON.parse(content);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed);
  } catch {
    return false;
  }
}

/** What a request says, as the screen shows it: a JSON object's fields by name, else its text. */
export type RequestBody = { kind: 'fields'; fields: [name: string, value: string][] } | { kind: 'text'; text: string };

const isPlain = (value: unknown): value is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof value);

/**
 * The fields of a value under `name`: a word or number as it is, a list of them joined by commas, and what is
 * nested deeper (a form tool's answers) as fields of their own named by their path ("answers 1 text"), so
 * nothing the request says is left out and no brace is shown. Empty values are left out.
 */
function fieldsOf(name: string, value: unknown): [string, string][] {
  if (isPlain(value)) return String(value).trim() ? [[name, String(value).trim()]] : [];
  if (Array.isArray(value)) {
    if (value.every(isPlain)) return value.length > 0 ? [[name, value.join(', ')]] : [];
    return value.flatMap((item, index) => fieldsOf(`${name} ${index + 1}`, item));
  }
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, nested]) => fieldsOf(name ? `${name} ${key}` : key, nested));
  return [];
}

export function requestBody(content: string): RequestBody {
  if (!isJsonObjectContent(content)) return { kind: 'text', text: content };
  return { kind: 'fields', fields: fieldsOf('', JSON.parse(content)) };
}

/** The client a request asks for: named fields of a JSON body, else the first email in the text (lower case). */
export function clientFromRequest(content: string): Partial<NewClientInput> {
  const contact = webhookRequestContact(content);
  return { displayName: contact.name, username: contact.email };
}

/** The project a request asks for, with the client to create for it when it names one. */
export function projectFromRequest(content: string): Partial<ProjectFormValues> {
  const fields = webhookContentFields(content);
  const text = isJsonObjectContent(content) ? '' : content;
  const contact = webhookRequestContact(content);
  return {
    name: firstText(fields, 'projectName', 'project', 'title', 'matter'),
    description: firstText(fields, 'description', 'details', 'message') || text,
    startDate: day(firstText(fields, 'startDate', 'start')),
    endDate: day(firstText(fields, 'endDate', 'end', 'deadline')),
    newClient: { name: contact.name, email: contact.email },
  };
}

/**
 * A machine's name in words, first letter upper case: `new_client` is "New client", `clientEmail` "Client
 * email", `phone-number` "Phone number". A word in capitals (`ID`, `URL`) stays so.
 */
export function inWords(name: string): string {
  const words = name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .filter(Boolean)
    .map((word) => (word.length > 1 && word === word.toUpperCase() ? word : word.toLowerCase()));
  const text = words.join(' ');
  return text ? text.charAt(0).toUpperCase() + text.slice(1) : name;
}

/** The address to write to, when the value is one address alone (see LINKABLE_EMAIL). */
export function linkableEmail(value: string): string | null {
  const email = value.trim();
  return LINKABLE_EMAIL.test(email) ? email : null;
}

/** Who a request is from, in a few words for a button's name: its email, else its sender's name, else null. */
export function requestSender(request: WebhookRequest): string | null {
  const contact = webhookRequestContact(request.content);
  return contact.email || contact.name || null;
}
