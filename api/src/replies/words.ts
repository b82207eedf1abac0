import type { PracticeWords } from '@clientline/contracts';

/**
 * Said in every mail whose reply is posted in the chat of its project (it has a reply address of the
 * person's), the project called by the word the reader uses for it: a law firm's client replies into a
 * matter's chat.
 */
export function replyLine({ singular }: PracticeWords): string {
  return `Reply to this email to answer: your reply is posted in the ${singular}’s chat.`;
}
