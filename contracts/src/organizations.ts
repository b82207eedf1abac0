import { z } from 'zod';
import { practiceSchema } from './enum-schemas';
import { practiceWords, type Practice } from './practices';

/** PUT /api/organizations/practice: the firm's owner or an admin says what kind of firm it is. */
export const practiceChangeSchema = z.object({ practice: practiceSchema });
export type PracticeChange = z.input<typeof practiceChangeSchema>;

export interface PracticeSaved {
  ok: true;
  message: string;
  practice: Practice;
}

export function practiceSavedMessage(practice: Practice): string {
  return `Your clients now read about their ${practiceWords(practice).plural} in their portal and in the mail they get.`;
}
