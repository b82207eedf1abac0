import { z } from 'zod';
import { BOARD_CARDS_PER_COLUMN_MAX, BOARD_IDLE_DAYS_MAX, WAITING_ON_FILTERS, type WaitingOn } from './board-constants';

export * from './board-constants';

const TEMPLATE_ID_MESSAGE = 'templateId must be the id of one template';
const PERIOD_MESSAGE = 'period must be a year (2025), a quarter (2025-Q1), a month (2025-03) or current';
const WAITING_ON_MESSAGE = `waitingOn must be one of ${WAITING_ON_FILTERS.join(', ')}`;
const OVERDUE_MESSAGE = "overdue must be 'true' (the projects past a due date)";
const IDLE_DAYS_MESSAGE = `idleDays must be a whole number of days from 1 to ${BOARD_IDLE_DAYS_MAX}`;
const ASSIGNEE_MESSAGE = 'assigneeId must be the id of one person of the firm';
const ROLE_MESSAGE = 'roleId must be the id of one of your firm’s roles';
const TAG_MESSAGE = 'tag must be one tag of at most 40 characters';
const STAGE_MESSAGE = 'stage must be the name of a stage, at most 200 characters';
const WAITING_DAYS_MESSAGE = `waitingDays must be a whole number of days from 1 to ${BOARD_IDLE_DAYS_MAX}`;
const CARDS_MESSAGE = `cardsPerColumn must be a whole number from 0 to ${BOARD_CARDS_PER_COLUMN_MAX}`;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .string({ error: message })
    .regex(/^[0-9]{1,4}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));

/** The query of GET /api/board, as the query string carries it; every filter is optional and they add up. */
export const boardQuerySchema = z.object({
  templateId: z
    .string({ error: TEMPLATE_ID_MESSAGE })
    .regex(/^[a-f0-9]{24}$/i, TEMPLATE_ID_MESSAGE)
    .optional(),
  period: z
    .string({ error: PERIOD_MESSAGE })
    .regex(/^([0-9]{4}(-Q[1-4]|-(0[1-9]|1[0-2]))?|current)$/, PERIOD_MESSAGE)
    .optional(),
  waitingOn: z.enum(WAITING_ON_FILTERS, { error: WAITING_ON_MESSAGE }).optional(),
  overdue: z.literal('true', { error: OVERDUE_MESSAGE }).optional(),
  idleDays: wholeNumber(IDLE_DAYS_MESSAGE, 1, BOARD_IDLE_DAYS_MAX).optional(),
  /** Whoever holds the ball has held it longer than this many days. */
  waitingDays: wholeNumber(WAITING_DAYS_MESSAGE, 1, BOARD_IDLE_DAYS_MAX).optional(),
  /** 0 for the counts alone (the dashboard's figures). */
  cardsPerColumn: wholeNumber(CARDS_MESSAGE, 0, BOARD_CARDS_PER_COLUMN_MAX).optional(),
  assigneeId: z
    .string({ error: ASSIGNEE_MESSAGE })
    .regex(/^[a-f0-9]{24}$/i, ASSIGNEE_MESSAGE)
    .optional(),
  /** With assigneeId: instead of the projects assigned to that person, those of the clients for whom they fill this role. */
  roleId: z
    .string({ error: ROLE_MESSAGE })
    .regex(/^[a-f0-9]{24}$/i, ROLE_MESSAGE)
    .optional(),
  tag: z.string({ error: TAG_MESSAGE }).trim().min(1, TAG_MESSAGE).max(40, TAG_MESSAGE).optional(),
  /** The projects at this stage (a milestone's name, or NO_STAGE or DONE_STAGE): what a figure of the dashboard counts. */
  stage: z.string({ error: STAGE_MESSAGE }).min(1, STAGE_MESSAGE).max(200, STAGE_MESSAGE).optional(),
});

/** A role without a person to fill it. */
export const BOARD_ROLE_WITHOUT_ASSIGNEE = 'Choose who fills the role (assigneeId) to filter by a role';

export type BoardQuery = z.output<typeof boardQuerySchema>;
/** What a screen asks for: each filter optional, as the query string spells it. */
export type BoardRequest = z.input<typeof boardQuerySchema>;

/** Who holds the ball, since when and why ("3 documents not received"). */
export interface BallHolder {
  waitingOn: WaitingOn;
  /** When the oldest thing still owed was asked for or sent. */
  since: string;
  /** What is owed, in words: "3 documents not received", "A message from the client to answer". */
  reason: string;
}

/** A project on the board. */
export interface BoardCard {
  projectId: string;
  name: string;
  clientId: string;
  clientName: string;
  /** The column: the first milestone not completed, DONE_STAGE, or NO_STAGE. */
  stage: string;
  /** The due date of that milestone, or the project's end date when none is left. */
  dueDate: string | null;
  /** Past the due date of its stage or its end date, and not completed. */
  overdue: boolean;
  /** Null when nobody is waiting on anybody (nothing open, or the project is completed). */
  ball: BallHolder | null;
  /** The last thing that happened on it: a message, an upload, a change of the project. */
  lastActivityAt: string;
  assigneeIds: string[];
  period: string | null;
}

export interface BoardColumn {
  stage: string;
  count: number;
  cards: BoardCard[];
}

/** A template whose projects are on the board, with their periods (newest first): the filters' choices. */
export interface BoardTemplateChoice {
  id: string;
  name: string;
  periods: string[];
}

/** GET /api/board: the columns in order (a template's milestones, then Done), each with its cards, most waiting first. */
export interface Board {
  columns: BoardColumn[];
  total: number;
  /** Of the projects counted: how many are overdue, and how many have waited on their client longer than LONG_WAIT_DAYS. */
  overdue: number;
  waitingOnClientLong: number;
  templates: BoardTemplateChoice[];
}
