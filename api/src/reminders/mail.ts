import type { Types } from 'mongoose';
import { practiceWords, type Practice } from '@clientline/contracts';
import { formatDay } from '../clock/days';
import type { DocumentRequestItemRecord } from '../documents/model';
import { HttpError } from '../http/errors';
import { queueMail } from '../mail/outbox';
import { clientLink } from '../mail/settings';
import { replyLine } from '../replies/words';
import { replyAddressFor } from '../replies/addresses';
import type { ProjectRecord } from '../projects/model';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight UTC of the day `at` falls on (noon UTC is when a due date's reminders go: the same day nearly everywhere). */
function dayOf(at: Date): number {
  return Math.floor(at.getTime() / DAY_MS) * DAY_MS;
}

/** "It is due on Nov 20, 2026." / "It is due today, Nov 20, 2026." / "It was due on Nov 20, 2026." / "You were asked for it on ..." */
export function whenLine(item: Pick<DocumentRequestItemRecord, 'dueDate' | 'createdAt'>, at: Date): string {
  if (!item.dueDate) return `You were asked for it on ${formatDay(item.createdAt)}.`;
  const due = item.dueDate.getTime();
  if (due === dayOf(at)) return `It is due today, ${formatDay(item.dueDate)}.`;
  return due > at.getTime() ? `It is due on ${formatDay(item.dueDate)}.` : `It was due on ${formatDay(item.dueDate)}.`;
}

export interface ReminderMail {
  /**
   * `reminder:<itemId>:<slot>` (automatic) or `reminder:<itemId>:now:<n>` (Remind now): the outbox queues
   * each once. Each person's mail has the key with their id after it, but the person the client account
   * was made with (of its id), whose key stays the one the release before accounts used.
   */
  key: string;
  item: DocumentRequestItemRecord;
  project: Pick<ProjectRecord, '_id' | 'name' | 'organizationId' | 'clientId'>;
  /** The people of the client who see the project. */
  people: MailedPerson[];
  /** The firm, by the name the client knows and the slug of its sign-in page. */
  firm: FirmOfMail;
  at: Date;
}

export interface FirmOfMail {
  name: string;
  slug: string;
  /** What kind of firm it is: its clients read about their matters, engagements or projects (absent: projects). */
  practice?: Practice;
}

/** Of the firm, what its reminders say: read with its name wherever a reminder reads the firm. */
export const FIRM_OF_MAIL_FIELDS = { name: 1, slug: 1, practice: 1 } as const;

/** A firm gone from the database while its reminder was due: the generic words, and /auth to sign in. */
export const NO_FIRM: FirmOfMail = { name: 'Your firm', slug: '' };

/**
 * The reminder to each person of the client who sees the project, sent on the firm's behalf: it names the
 * item, the project and the due date and links to the project page, where the item is uploaded. The project
 * is called by the firm's word for it (practiceWords): a law firm's client opens "the matter". A 400 (an
 * address that takes no mail) only when no one's could be queued.
 */
export async function queueReminderMails({ people, ...reminder }: ReminderMail): Promise<void> {
  let refused: unknown = null;
  let queued = 0;
  for (const person of people) {
    const key = person._id.equals(reminder.project.clientId) ? reminder.key : `${reminder.key}:${person._id.toString()}`;
    try {
      await queueReminderMail({ ...reminder, key, client: person });
      queued += 1;
    } catch (error) {
      if (!(error instanceof HttpError && error.status === 400)) throw error;
      refused = error;
    }
  }
  if (queued === 0 && refused) throw refused;
}

/**
 * A person of the client a reminder goes to; `requiresPasswordChange` while they have not chosen a password of
 * their own, `accessTokenExpiresAt` once the firm sent them an invitation.
 */
type MailedPerson = { _id: Types.ObjectId; username: string; displayName: string; requiresPasswordChange?: boolean; accessTokenExpiresAt?: Date | null };

type OneReminder = Omit<ReminderMail, 'people'> & { client: MailedPerson };

/**
 * For a person who has not chosen a password yet, the page the mail opens asks for one they do not have:
 * where to get in, and, unless the mail says so already (`files` null), that a reply with the files attached
 * reaches the firm as well.
 */
function noPasswordYetLine(person: MailedPerson, firm: FirmOfMail, files: 'it' | 'them' | null): string[] {
  if (!person.requiresPasswordChange) return [];
  const getIn = person.accessTokenExpiresAt
    ? `open the invitation ${firm.name} sent you, or ask them for a new one`
    : `ask ${firm.name} for your invitation`;
  return [`You have not chosen your password yet: ${getIn}.${files ? ` You can also reply to this email with ${files} attached.` : ''}`];
}

async function queueReminderMail({ key, item, project, client, firm, at }: OneReminder): Promise<void> {
  const overdue = item.dueDate !== null && item.dueDate.getTime() + DAY_MS <= at.getTime();
  const work = practiceWords(firm.practice);
  const paragraphs = [
    `Hello ${client.displayName}, ${firm.name} is still waiting for "${item.name}" for ${project.name}.`,
    whenLine(item, at),
  ];
  if (item.status === 'changes_requested' && item.note) paragraphs.push(`They asked for a new version: ${item.note}`);
  // A reply's attachment is filed for the item its subject names (replies/receive.ts).
  paragraphs.push(`Upload it on the ${work.singular} page, or reply to this email with it attached.`, ...noPasswordYetLine(client, firm, null), replyLine(work));
  await queueMail({
    key,
    organizationId: project.organizationId,
    to: client.username,
    fromFirm: true,
    replyTo: await replyAddressFor({ _id: client._id, organizationId: project.organizationId }, project._id),
    content: {
      subject: `${overdue ? 'Overdue' : 'Reminder'}: ${item.name} for ${project.name}`,
      heading: `${item.name} is still needed`,
      paragraphs,
      action: { label: `Open the ${work.singular}`, url: clientLink(firm.slug, `/project/${project._id.toString()}#documents`) },
      footnotes: [`${firm.name} reminds you while a document it asked for is outstanding. Once you upload it, the reminders stop.`],
    },
  });
}

/** "W-2 (due Mar 1, 2027)", "W-2 (asked for on Jan 2, 2027)". */
function openItemLine(item: Pick<DocumentRequestItemRecord, 'name' | 'dueDate' | 'createdAt'>): string {
  return item.dueDate ? `${item.name} (due ${formatDay(item.dueDate)})` : `${item.name} (asked for on ${formatDay(item.createdAt)})`;
}

/**
 * One mail to a person of the client about everything of the project they still owe (an action on a
 * selection: "Remind"), each item with its due date; the key, with the person's id after it, queues it once.
 */
export async function queueOpenItemsMail({ key, items, project, person, firm }: {
  key: string;
  items: DocumentRequestItemRecord[];
  project: Pick<ProjectRecord, '_id' | 'name' | 'organizationId'>;
  person: MailedPerson;
  firm: FirmOfMail;
}): Promise<void> {
  const documents = items.length === 1 ? '1 document' : `${items.length} documents`;
  const work = practiceWords(firm.practice);
  await queueMail({
    key: `${key}:${person._id.toString()}`,
    organizationId: project.organizationId,
    to: person.username,
    fromFirm: true,
    replyTo: await replyAddressFor({ _id: person._id, organizationId: project.organizationId }, project._id),
    content: {
      subject: `Reminder: ${firm.name} is waiting for ${documents} for ${project.name}`,
      heading: `${documents} still needed`,
      paragraphs: [
        `Hello ${person.displayName}, ${firm.name} is still waiting for ${documents} for ${project.name}.`,
        `Upload them on the ${work.singular} page.`,
        ...noPasswordYetLine(person, firm, items.length === 1 ? 'it' : 'them'),
        replyLine(work),
      ],
      sections: [{ title: 'Still needed', items: items.map(openItemLine) }],
      action: { label: `Open the ${work.singular}`, url: clientLink(firm.slug, `/project/${project._id.toString()}#documents`) },
      footnotes: [`${firm.name} reminds you while a document it asked for is outstanding. Once you upload it, the reminders stop.`],
    },
  });
}
