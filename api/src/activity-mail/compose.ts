// What an activity mail or digest says: the recipient's own unread notifications, grouped by project. Built
// from their notifications only, and only about projects they may still see (need-to-know), so it never
// names or quotes what they may not read.
import {
  activityCategoryLabels,
  ACTIVITY_MAIL_MODE_LABELS,
  type ActivityCategory,
  type ActivityMailMode,
  type Practice,
  practiceWords,
} from '@clientline/contracts';
import { counted } from '@clientline/contracts/counted';
import type { MailContent } from '../mail/render';
import { appLink, clientLink } from '../mail/settings';
import { replyLine } from '../replies/words';
import type { UserRecord } from '../users/model';
import type { ActivityMailKind } from './model';

/** One event as the mail lists it. */
export interface ActivityLine {
  projectId: string | null;
  /** The project's name; null for the firm's own news (a request to join). */
  projectName: string | null;
  content: string;
  /** What a mail of this line alone is titled, when the news has a title of its own (NotificationRecord.subject). */
  subject: string | null;
  category: ActivityCategory;
}

/** A line is the notification's text, shortened: the mail says what happened, the app shows the whole of it. */
const LONGEST_LINE = 280;

/** Under its project's heading, a line does not begin with the project's name again ("Estate plan: please upload…"). */
function withoutProjectName(line: ActivityLine): string {
  const prefix = line.projectName ? `${line.projectName}: ` : null;
  return prefix && line.content.startsWith(prefix) ? line.content.slice(prefix.length) : line.content;
}

function shorten(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= LONGEST_LINE ? oneLine : `${oneLine.slice(0, LONGEST_LINE - 1).trimEnd()}…`;
}

/** A subject may take a line's own text when it is this short. */
const LONGEST_SUBJECT = 120;

/**
 * What an activity mail is titled: its news when there is one ("Harbor & Finch asks for 6 documents by Mar 1,
 * 2027"), the first titled one and how many more when all are of one project, else how many updates, where.
 */
function batchSubject(lines: ActivityLine[], updates: string, where: string, oneProject: boolean): string {
  const [first] = lines;
  const shortText = first && first.content.length <= LONGEST_SUBJECT ? shorten(first.content) : null;
  if (lines.length === 1) return first!.subject ?? shortText ?? `${updates}${where}`;
  const titled = oneProject ? lines.find((line) => line.subject) : undefined;
  return titled ? `${titled.subject}, and ${counted(lines.length - 1, 'more update')}` : `${updates}${where}`;
}

/** Where the person's portal opens: a client's projects, or the firm's dashboard. */
export function homePathOf(user: Pick<UserRecord, 'role'>): string {
  return user.role === 'client' ? '/client/portal' : '/dashboard';
}

/** The page with Notification settings open (the shell opens the dialog for this hash). */
export function settingsPathOf(user: Pick<UserRecord, 'role'>): string {
  return `${homePathOf(user)}#notification-settings`;
}

/** The one project all the lines are about, or null: a mail about one project links to it and takes replies. */
export function onlyProjectOf(lines: ActivityLine[]): string | null {
  const projects = new Set(lines.map((line) => line.projectId));
  const [only] = projects;
  return projects.size === 1 && only ? only : null;
}

/** Where on a project's page each kind of news is: its chat, its documents. */
const SECTION_OF: Partial<Record<ActivityCategory, string>> = { messages: '#chat', documents: '#documents' };

/** The project's page, at its chat or documents when the mail is about those alone; a client's through their firm's sign-in page. */
function projectLink(user: Pick<UserRecord, 'role'>, firmSlug: string, projectId: string, lines: ActivityLine[]): string {
  const sections = new Set(lines.map((line) => SECTION_OF[line.category] ?? ''));
  const path = `/project/${projectId}${sections.size === 1 ? [...sections][0] : ''}`;
  return user.role === 'client' ? clientLink(firmSlug, path) : appLink(path);
}

/**
 * `replyable`: the mail has a reply address of the person's for its one project, so answering it posts in the
 * chat. `firmSlug`: a client's link to their project goes through their firm's sign-in page. `practice`: a
 * client reads about their work by their firm's word for it (matters, engagements or projects); the firm's
 * own people read "project" (the word of their screens).
 */
export function composeActivityMail(
  kind: ActivityMailKind,
  user: Pick<UserRecord, 'role' | 'displayName'>,
  lines: ActivityLine[],
  unsubscribePageUrl: string,
  { replyable = false, firmSlug = '', practice }: { replyable?: boolean; firmSlug?: string; practice?: Practice } = {},
): MailContent {
  const work = practiceWords(user.role === 'client' ? practice : null);
  const groups = new Map<string, { title: string; items: string[] }>();
  for (const line of lines) {
    const key = line.projectId ?? '';
    const group = groups.get(key) ?? { title: line.projectName ?? 'Your firm', items: [] };
    group.items.push(shorten(withoutProjectName(line)));
    groups.set(key, group);
  }
  const projects = [...groups.keys()].filter(Boolean).length;
  const onlyProject = onlyProjectOf(lines);
  const where = projects === 1 && groups.size === 1 ? ` on ${[...groups.values()][0]!.title}` : projects > 1 ? ` on ${projects} ${work.plural}` : '';
  const updates = counted(lines.length, 'update');
  const categories = [...new Set(lines.map((line) => line.category))];
  const mode: ActivityMailMode = kind === 'batch' ? 'instant' : 'daily';
  const labels = activityCategoryLabels(work);
  const named = categories.map((category) => labels[category]).join(', ');
  return {
    subject: kind === 'batch' ? batchSubject(lines, updates, where, onlyProject !== null) : `Your daily summary: ${updates}${where}`,
    heading: kind === 'batch' ? `Hello ${user.displayName}, here is what happened` : `Hello ${user.displayName}, here is your daily summary`,
    paragraphs: [
      kind === 'batch' ? `${updates} you have not seen yet${where}:` : `${updates} since your last summary that you have not seen yet:`,
      ...(replyable ? [replyLine(work)] : []),
    ],
    sections: [...groups.values()],
    action: onlyProject ? { label: `Open the ${work.singular}`, url: projectLink(user, firmSlug, onlyProject, lines) } : { label: 'Open Clientline', url: appLink(homePathOf(user)) },
    footnotes: [
      `You get this mail because ${named} ${categories.length === 1 ? 'is' : 'are'} set to "${ACTIVITY_MAIL_MODE_LABELS[mode]}" in your Notification settings: ${appLink(settingsPathOf(user))}`,
      `To stop mail about ${named}, unsubscribe: ${unsubscribePageUrl}`,
    ],
  };
}
