import { z } from 'zod';
import { PROJECT_STATUSES } from './enums';
import type { ProjectSummary } from './types';

/** A page of GET /api/projects holds at most this many projects. */
export const PROJECT_PAGE_MAX_LIMIT = 100;
/** The page size when a page is asked for (any paging parameter) without `limit`. */
export const PROJECT_PAGE_DEFAULT_LIMIT = 25;
export const PROJECT_SEARCH_MAX_LENGTH = 100;

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${PROJECT_PAGE_MAX_LIMIT}`;
const CURSOR_MESSAGE = 'cursor must be the nextCursor of a previous page: start again from the first page';
const SEARCH_MESSAGE = `search must be one text of at most ${PROJECT_SEARCH_MAX_LENGTH} characters`;
const STATUS_MESSAGE = `status must be one of ${PROJECT_STATUSES.join(', ')}`;
const CLIENT_ID_MESSAGE = 'clientId must be the id of one client';
const ASSIGNED_TO_MESSAGE = "assignedTo must be 'me' (the projects you are assigned to)";
const ARCHIVED_MESSAGE = "archived must be 'true' (the archived projects)";

/**
 * The query of GET /api/projects, as the query string carries it (text; a repeated parameter arrives
 * as a list and is refused). With none of these the call answers the full list; with any, one page.
 */
export const projectListQuerySchema = z.object({
  limit: z
    .string({ error: LIMIT_MESSAGE })
    .regex(/^[0-9]{1,3}$/, LIMIT_MESSAGE)
    .transform(Number)
    .pipe(z.number().min(1, LIMIT_MESSAGE).max(PROJECT_PAGE_MAX_LIMIT, LIMIT_MESSAGE))
    .optional(),
  cursor: z
    .string({ error: CURSOR_MESSAGE })
    .regex(/^[A-Za-z0-9_-]{1,100}$/, CURSOR_MESSAGE)
    .optional(),
  search: z.string({ error: SEARCH_MESSAGE }).trim().max(PROJECT_SEARCH_MAX_LENGTH, SEARCH_MESSAGE).optional(),
  status: z.enum(PROJECT_STATUSES, { error: STATUS_MESSAGE }).optional(),
  clientId: z
    .string({ error: CLIENT_ID_MESSAGE })
    .regex(/^[a-f0-9]{24}$/i, CLIENT_ID_MESSAGE)
    .optional(),
  assignedTo: z.literal('me', { error: ASSIGNED_TO_MESSAGE }).optional(),
  /** Only the archived projects (which every other list leaves out). */
  archived: z.literal('true', { error: ARCHIVED_MESSAGE }).optional(),
});

export type ProjectListQuery = z.output<typeof projectListQuerySchema>;

/** What a screen asks for: the filters and the position, each optional (`cursor` from the previous page). */
export type ProjectPageRequest = Partial<ProjectListQuery>;

/** A page of GET /api/projects: newest first; `nextCursor` is null on the last page. */
export interface ProjectPage {
  projects: ProjectSummary[];
  nextCursor: string | null;
}
