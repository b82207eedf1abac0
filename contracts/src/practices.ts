// Also `@clientline/contracts/practices`: no zod, so the register form and the client portal import it
// without downloading every schema. The zod schema of a practice is `practiceSchema` (enums.ts).

/** What kind of firm an organization is: it decides the word its clients read for their work. */
export const PRACTICES = ['law', 'accounting', 'other'] as const;
export type Practice = (typeof PRACTICES)[number];

/** A firm that did not say, or was stored before firms could (GET /api/user reads it so). */
export const DEFAULT_PRACTICE: Practice = 'other';

/** The choices as the register form and the Team screen show them. */
export const PRACTICE_NAMES: Record<Practice, string> = {
  law: 'Law firm',
  accounting: 'Accounting firm',
  other: 'Other',
};

/** The word for a piece of the firm's work, as its clients read it in the portal and in mail. */
export interface PracticeWords {
  singular: string;
  plural: string;
  /** The same words beginning a title or a label: "Matter", "Matters". */
  singularTitle: string;
  pluralTitle: string;
}

const WORDS: Record<Practice, PracticeWords> = {
  law: { singular: 'matter', plural: 'matters', singularTitle: 'Matter', pluralTitle: 'Matters' },
  accounting: { singular: 'engagement', plural: 'engagements', singularTitle: 'Engagement', pluralTitle: 'Engagements' },
  other: { singular: 'project', plural: 'projects', singularTitle: 'Project', pluralTitle: 'Projects' },
};

/** The words a firm's clients read: "matters" at a law firm, "engagements" at an accountant's, else "projects". */
export function practiceWords(practice: Practice | null | undefined): PracticeWords {
  return WORDS[practice ?? DEFAULT_PRACTICE];
}
