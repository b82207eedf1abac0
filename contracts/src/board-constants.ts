// `@clientline/contracts/board-constants`: the board's words and limits, without zod, for screens that
// show its figures (the dashboard) and must not download the schemas.

/** Who holds the ball on a project: the client owes something, or the firm has something to act on. */
export const WAITING_ON = ['client', 'firm'] as const;
export type WaitingOn = (typeof WAITING_ON)[number];

/** The board's "Waiting on" filter: one side, or projects nobody is waiting on. */
export const WAITING_ON_FILTERS = [...WAITING_ON, 'nobody'] as const;
export type WaitingOnFilter = (typeof WAITING_ON_FILTERS)[number];

/** The column of a project whose milestones are all completed, or that is completed itself. */
export const DONE_STAGE = 'Done';
/** The column of a project that has no milestones. */
export const NO_STAGE = 'No milestones';

/**
 * The period filter's `current`: of each template, the newest period whose projects have started (the newest
 * when none has), and the projects made by hand, which have no period.
 */
export const CURRENT_PERIOD = 'current';

export const BOARD_IDLE_DAYS_MAX = 365;
/** At most this many cards per column are answered (the counts are of all). */
export const BOARD_CARDS_PER_COLUMN_MAX = 2000;
/** The dashboard's "waiting on the client" figure counts those waiting longer than this. */
export const LONG_WAIT_DAYS = 7;

