import { Types } from 'mongoose';
import type { ProjectNewsKind } from '@clientline/contracts';
import type { MilestoneRecord, ProjectRecord } from '../projects/model';
import { formatDay } from '../clock/days';
import { STATUS_WORDS } from '../milestones/status-flow';
import type { MilestoneDataRecord } from './model';

/** What a project notification says; notifyProject stores one per recipient. */
export interface ProjectNews {
  type: ProjectNewsKind;
  content: string;
  /** What a mail of this news alone is titled (NotificationRecord.subject). */
  subject?: string;
  milestoneData?: MilestoneDataRecord;
  /** See NotificationRecord.eventKey; without it the news is always new. */
  eventKey?: string;
  /** See NotificationRecord.requestItemIds. */
  requestItemIds?: Types.ObjectId[];
}

export type MilestoneNewsType = Extract<ProjectNewsKind, 'milestone_created' | 'milestone_updated'>;

/** A milestone is created once: its news is named by its id. */
export function milestoneCreatedKey(milestone: MilestoneRecord): string {
  return `milestone_created:${milestone._id.toString()}`;
}

function milestoneDataOf(milestone: MilestoneRecord): MilestoneDataRecord {
  return { name: milestone.name, status: milestone.status, dueDate: milestone.dueDate };
}

/**
 * The news of a milestone created or moved to its current status. `eventKey` names the event (one per
 * milestone creation; for a status, see milestone-rounds.ts, which counts reopenings so that a milestone
 * completed, reopened and completed again is news each time).
 */
export function milestoneNews(type: MilestoneNewsType, project: ProjectRecord, milestone: MilestoneRecord, eventKey: string): ProjectNews {
  const content =
    type === 'milestone_created'
      ? `New milestone "${milestone.name}" on ${project.name}`
      : eventKey.includes(':reopened:')
        ? `Milestone "${milestone.name}" on ${project.name} was reopened`
        : `Milestone "${milestone.name}" on ${project.name} is ${STATUS_WORDS[milestone.status]}`;
  return { type, content, milestoneData: milestoneDataOf(milestone), eventKey };
}

/**
 * A milestone's name or due date corrected, with the milestone as it is now. Each correction is its own
 * event (its key is new each time); milestone-rounds.ts reads the last one told to judge the next.
 */
export function milestoneEditNews(project: ProjectRecord, milestone: MilestoneRecord): ProjectNews {
  return {
    type: 'milestone_edited',
    content: `Milestone "${milestone.name}" on ${project.name} was changed`,
    milestoneData: milestoneDataOf(milestone),
    eventKey: `milestone_edited:${milestone._id.toString()}:${new Types.ObjectId().toString()}`,
  };
}

export function milestoneDeletionNews(project: ProjectRecord, milestone: MilestoneRecord): ProjectNews {
  return {
    type: 'milestone_deleted',
    content: `Milestone "${milestone.name}" was removed from ${project.name}`,
    eventKey: `milestone_deleted:${milestone._id.toString()}`,
  };
}

export function completionNews(project: ProjectRecord): ProjectNews {
  return { type: 'project_completed', content: `${project.name} is completed`, eventKey: 'project_completed' };
}

/** How much of a chat message the bell quotes. */
export const QUOTE_LENGTH = 80;

/** The text on one line, cut to `length` characters with an ellipsis when longer. */
export function shortQuote(text: string, length = QUOTE_LENGTH): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length <= length ? oneLine : `${oneLine.slice(0, length - 1).trimEnd()}…`;
}

/** 'Carla Client on Tax return 2025: "Here is the W-2…"', once per message (eventKey new_message:<messageId>). */
export function messageNews(project: ProjectRecord, message: { _id: { toString(): string }; senderName: string; content: string }): ProjectNews {
  return {
    type: 'new_message',
    content: messageContent(project, message.senderName, message.content),
    subject: `New message from ${message.senderName} on ${project.name}`,
    eventKey: messageEventKey(message._id.toString()),
  };
}

export function messageContent(project: Pick<ProjectRecord, 'name'>, senderName: string, text: string): string {
  return `${senderName} on ${project.name}: "${shortQuote(text)}"`;
}

const MESSAGE_KEY_PREFIX = 'new_message:';

export function messageEventKey(messageId: string): string {
  return `${MESSAGE_KEY_PREFIX}${messageId}`;
}

/** The message a 'new_message' notification is about, from its eventKey. */
export function messageIdOf(eventKey: string | null): string | null {
  return eventKey?.startsWith(MESSAGE_KEY_PREFIX) ? eventKey.slice(MESSAGE_KEY_PREFIX.length) : null;
}

/** '"W-2.pdf"', or '3 files: "a.pdf", "b.pdf", "c.pdf"'. */
export function namesOf(names: string[], one: string, many: string): string {
  const quoted = names.map((name) => `"${name}"`).join(', ');
  return names.length === 1 ? `${one} ${quoted}` : `${names.length} ${many}: ${quoted}`;
}

/**
 * The firm (`firmName`) asks the client for documents, each with its due date when it has one; the mail's
 * subject says how many and by when the first is due ("Harbor & Finch asks for 6 documents by Mar 1, 2027").
 */
/** The news of documents asked at once, keyed by the first of them: told again (a retry), it is stored once. */
export function requestNews(project: Pick<ProjectRecord, 'name'>, items: Array<{ _id: Types.ObjectId; name: string; dueDate?: Date | null }>, firmName: string): ProjectNews & { eventKey: string } {
  const named = items.map((item) => (item.dueDate ? `"${item.name}" (due ${formatDay(item.dueDate)})` : `"${item.name}"`)).join(', ');
  const dueDays = items.flatMap((item) => (item.dueDate ? [item.dueDate.getTime()] : []));
  const by = dueDays.length > 0 ? ` by ${formatDay(new Date(Math.min(...dueDays)))}` : '';
  return {
    type: 'document_requested',
    content: `${project.name}: please upload ${items.length === 1 ? `the document ${named}` : `${items.length} documents: ${named}`}`,
    subject: `${firmName} asks for ${items.length === 1 ? `"${items[0]!.name}"` : `${items.length} documents`}${by}`,
    eventKey: `requested:${items[0]!._id.toString()}`,
    requestItemIds: items.map((item) => item._id),
  };
}
