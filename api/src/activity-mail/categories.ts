import type { ActivityCategory } from '@clientline/contracts';

/**
 * The category a bell notification is mailed under, read from its type alone, so a type added later
 * (another domain's news) is mailed without a change here: messages, documents (uploads, requests,
 * reminders), team and requests (join and webhook requests), and everything else about a project
 * (milestones, a project completed) under milestones and projects.
 */
export function categoryOf(type: string): ActivityCategory {
  if (/message|chat/i.test(type)) return 'messages';
  if (/document|upload|file|reminder/i.test(type)) return 'documents';
  if (/join|team|member|webhook|request/i.test(type)) return 'team';
  return 'projects';
}

/**
 * News that already went out as a mail of its own (a document reminder mails the client, a request to join
 * mails the firm's owner and admins): activity mail leaves it out rather than say it twice.
 */
export function isMailedOnItsOwn(type: string): boolean {
  return /reminder|join_request/i.test(type);
}
