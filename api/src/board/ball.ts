import type { BallHolder } from '@clientline/contracts';

/** What happened on a project that decides who holds the ball. */
export interface ProjectActivity {
  /** When each request the client has not answered was asked (again, after changes were requested). */
  openRequestsAskedAt: Date[];
  /** When the client uploaded each answer the firm has not reviewed yet. */
  answersToReviewAt: Date[];
  /** The client's messages and the firm's, oldest first (deleted ones left out). */
  messages: { side: 'firm' | 'client'; at: Date }[];
  /** When the client last uploaded anything: it answers the firm's message as well as a reply would. */
  lastClientUploadAt: Date | null;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Who holds the ball, computed from what happened rather than set by someone. The firm holds it while it
 * has something to act on: an answer to review, or a message of the client written after the firm's last
 * one. Otherwise the client holds it while they owe something: a request not answered, or a message of
 * the firm written after the client's last message or upload. When both owe something the firm's side
 * wins: the board is for the firm, and what it can move itself comes first. `since` is the oldest thing
 * still owed.
 */
export function ballOf(activity: ProjectActivity): BallHolder | null {
  const lastFirmMessageAt = lastOf(activity.messages, 'firm');
  const lastClientMessageAt = lastOf(activity.messages, 'client');
  const clientMessagesToAnswer = activity.messages.filter((message) => message.side === 'client' && isAfter(message.at, lastFirmMessageAt));
  const lastClientActivityAt = latest(lastClientMessageAt, activity.lastClientUploadAt);
  const firmMessagesUnanswered = activity.messages.filter((message) => message.side === 'firm' && isAfter(message.at, lastClientActivityAt));

  const firmOwes: { at: Date; reason: string }[] = [];
  if (activity.answersToReviewAt.length > 0) {
    firmOwes.push({ at: earliest(activity.answersToReviewAt), reason: plural(activity.answersToReviewAt.length, 'upload to review', 'uploads to review') });
  }
  if (clientMessagesToAnswer.length > 0) {
    const messages = plural(clientMessagesToAnswer.length, 'message', 'messages');
    firmOwes.push({ at: clientMessagesToAnswer[0]!.at, reason: `${messages} from the client to answer` });
  }
  if (firmOwes.length > 0) return holder('firm', firmOwes);

  const clientOwes: { at: Date; reason: string }[] = [];
  if (activity.openRequestsAskedAt.length > 0) {
    clientOwes.push({ at: earliest(activity.openRequestsAskedAt), reason: plural(activity.openRequestsAskedAt.length, 'document not received', 'documents not received') });
  }
  if (firmMessagesUnanswered.length > 0) {
    clientOwes.push({ at: firmMessagesUnanswered[0]!.at, reason: 'a message of the firm unanswered' });
  }
  return clientOwes.length > 0 ? holder('client', clientOwes) : null;
}

function holder(waitingOn: BallHolder['waitingOn'], owed: { at: Date; reason: string }[]): BallHolder {
  const since = earliest(owed.map((item) => item.at));
  const reason = owed.map((item) => item.reason).join('; ');
  return { waitingOn, since: since.toISOString(), reason: reason.charAt(0).toUpperCase() + reason.slice(1) };
}

function lastOf(messages: ProjectActivity['messages'], side: 'firm' | 'client'): Date | null {
  let last: Date | null = null;
  for (const message of messages) if (message.side === side) last = latest(last, message.at);
  return last;
}

function isAfter(at: Date, than: Date | null): boolean {
  return than === null || at.getTime() > than.getTime();
}

function latest(first: Date | null, second: Date | null): Date | null {
  if (!first) return second;
  if (!second) return first;
  return first.getTime() >= second.getTime() ? first : second;
}

function earliest(dates: Date[]): Date {
  return dates.reduce((min, date) => (date.getTime() < min.getTime() ? date : min));
}
