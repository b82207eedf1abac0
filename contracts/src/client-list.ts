import { z } from 'zod';
import { CLIENT_ACCESS_STATES, CLIENT_DISPLAY_STATUSES } from './enums';
import { nameText, objectIdSchema } from './fields';
import { clientTag } from './clients';
import type { ClientListItem, OkMessage } from './types';

/** A page of GET /api/clients/page holds at most this many clients; without `pageSize`, the default. */
export const CLIENT_PAGE_SIZE_MAX = 100;
export const CLIENT_PAGE_SIZE_DEFAULT = 50;
export const CLIENT_SEARCH_MAX_LENGTH = 100;

const SEARCH_MESSAGE = `q must be one text of at most ${CLIENT_SEARCH_MAX_LENGTH} characters`;
const STATUS_MESSAGE = `status must be one of ${CLIENT_DISPLAY_STATUSES.join(', ')}`;
const STAFF_ID_MESSAGE = 'staffId must be the id of one member of your team';
const ACCESS_MESSAGE = `access must be one of ${CLIENT_ACCESS_STATES.join(', ')}`;
const ARCHIVED_MESSAGE = "archived must be 'true' (the archived clients)";
const IMPORT_ID_MESSAGE = 'importId must be the id of one of your client imports';
const PAGE_MESSAGE = 'page must be a whole number from 1';
const PAGE_SIZE_MESSAGE = `pageSize must be a whole number from 1 to ${CLIENT_PAGE_SIZE_MAX}`;

/** A whole number written in a query string, from `min` to `max`. */
function wholeNumber(message: string, min: number, max: number) {
  return z
    .string({ error: message })
    .regex(/^[0-9]{1,6}$/, message)
    .transform(Number)
    .pipe(z.number().min(min, message).max(max, message));
}

/**
 * What the Clients screen filters by, as the query string carries it (text; a repeated parameter arrives as
 * a list and is refused): the search (a client's name, or a name or email of one of its people), a tag, the
 * display status, a team member assigned to one of its projects, its primary person's invitation state, an
 * import that added or matched its people, and the archived clients instead of the others. A saved filter
 * holds the same fields.
 */
export const clientFilterSchema = z.object({
  q: z.string({ error: SEARCH_MESSAGE }).trim().max(CLIENT_SEARCH_MAX_LENGTH, SEARCH_MESSAGE).optional(),
  tag: clientTag.optional(),
  status: z.enum(CLIENT_DISPLAY_STATUSES, { error: STATUS_MESSAGE }).optional(),
  staffId: z.string({ error: STAFF_ID_MESSAGE }).regex(/^[a-f0-9]{24}$/i, STAFF_ID_MESSAGE).optional(),
  access: z.enum(CLIENT_ACCESS_STATES, { error: ACCESS_MESSAGE }).optional(),
  archived: z.literal('true', { error: ARCHIVED_MESSAGE }).optional(),
  importId: z.string({ error: IMPORT_ID_MESSAGE }).regex(/^[a-f0-9]{24}$/i, IMPORT_ID_MESSAGE).optional(),
});

export type ClientFilter = z.output<typeof clientFilterSchema>;

/** GET /api/clients/page: the filters, and which page of how many clients (the first, of 50, by default). */
export const clientPageQuerySchema = clientFilterSchema.extend({
  page: wholeNumber(PAGE_MESSAGE, 1, 999_999).optional(),
  pageSize: wholeNumber(PAGE_SIZE_MESSAGE, 1, CLIENT_PAGE_SIZE_MAX).optional(),
});

export type ClientPageQuery = z.output<typeof clientPageQuerySchema>;

/** What a screen asks for: the filters and the page, each optional. */
export type ClientPageRequest = ClientFilter & { page?: number; pageSize?: number };

/** A page of the firm's clients by name: `total` counts every client the filters let through. */
export interface ClientPage {
  clients: ClientListItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the Clients screen does to the clients it has ticked (POST /api/clients/bulk). */
export const CLIENT_BULK_ACTIONS = ['invite', 'tag', 'untag', 'archive'] as const;
export type ClientBulkAction = (typeof CLIENT_BULK_ACTIONS)[number];

/** The most clients one bulk action takes. */
export const CLIENT_BULK_MAX = 500;

const ACTION_MESSAGE = `action must be one of ${CLIENT_BULK_ACTIONS.join(', ')}`;
const TAG_REQUIRED = 'Name the tag';

export const clientBulkSchema = z
  .object({
    action: z.enum(CLIENT_BULK_ACTIONS, { error: ACTION_MESSAGE }),
    clientIds: z
      .array(objectIdSchema, { error: 'clientIds must be a list of client ids' })
      .min(1, 'Choose at least one client')
      .max(CLIENT_BULK_MAX, `Choose at most ${CLIENT_BULK_MAX} clients at once`),
    tag: clientTag.optional(),
  })
  .refine((value) => (value.action !== 'tag' && value.action !== 'untag') || value.tag !== undefined, {
    message: TAG_REQUIRED,
    path: ['tag'],
    when: (payload) => {
      const action = (payload.value as { action?: unknown } | null)?.action;
      return action === 'tag' || action === 'untag';
    },
  });

export type ClientBulkInput = z.input<typeof clientBulkSchema>;
export type ClientBulkRequest = z.output<typeof clientBulkSchema>;

/** What a bulk action did: `changed` counts the clients it changed, `message` says it all in a sentence. */
export interface ClientBulkResult extends OkMessage {
  changed: number;
}

/** The most saved filters a firm keeps, and the longest name of one. */
export const SAVED_CLIENT_FILTERS_MAX = 50;
export const SAVED_CLIENT_FILTER_NAME_MAX_LENGTH = 60;

/** POST /api/client-filters: the current filters of the Clients screen, named. */
export const savedClientFilterSchema = z.object({
  name: nameText('Name the filter', SAVED_CLIENT_FILTER_NAME_MAX_LENGTH),
  filter: clientFilterSchema.refine((filter) => Object.values(filter).some((value) => value !== undefined && value !== ''), 'Choose a search or a filter to save first'),
});

export type SavedClientFilterInput = z.input<typeof savedClientFilterSchema>;

/** A filter of the Clients screen the firm named (GET /api/client-filters). */
export interface SavedClientFilter {
  id: string;
  name: string;
  filter: ClientFilter;
  createdAt: string;
}
