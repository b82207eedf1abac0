import { z } from 'zod';

/**
 * Import clients from a spreadsheet (docs/api.md, "Client import"): upload a CSV, map its columns to these
 * fields, see what a dry run would do, then run it. People are matched by email, accounts by name.
 */
export const CLIENT_IMPORT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'accountName', 'accountKind', 'tags'] as const;
export type ClientImportField = (typeof CLIENT_IMPORT_FIELDS)[number];

export const CLIENT_IMPORT_FIELD_LABELS: Record<ClientImportField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  accountName: 'Account name',
  accountKind: 'Account kind',
  tags: 'Tags',
};

/** The largest file taken (about 50,000 rows of a usual client list), and the most rows. */
export const CLIENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
export const CLIENT_IMPORT_MAX_ROWS = 20_000;
export const CLIENT_IMPORT_TOO_LARGE = 'The file is larger than 5 MB: split it into smaller files and import each';
export const CLIENT_IMPORT_TOO_MANY_ROWS = `The file has more than ${CLIENT_IMPORT_MAX_ROWS.toLocaleString('en-US')} rows: split it into smaller files and import each`;

/** When the imported people get their invitation: mailed as the import runs, sent later from the Clients screen, or never. */
export const CLIENT_IMPORT_INVITATIONS = ['now', 'later', 'never'] as const;
export type ClientImportInvitations = (typeof CLIENT_IMPORT_INVITATIONS)[number];

/** Each field's column (its index in the header row), or null for a field the file does not have. */
export type ClientImportMapping = Record<ClientImportField, number | null>;

const columnIndex = z.number({ error: 'Each field takes a column number, or null' }).int().min(0).nullable();

/** The dry run (POST /api/client-imports/{id}/dry-run): how to read the columns, and when to invite. */
export const clientImportPlanSchema = z.object({
  mapping: z.object(Object.fromEntries(CLIENT_IMPORT_FIELDS.map((field) => [field, columnIndex.default(null)])) as Record<ClientImportField, z.ZodDefault<typeof columnIndex>>),
  invitations: z.enum(CLIENT_IMPORT_INVITATIONS, { error: "invitations must be 'now', 'later' or 'never'" }),
});
export type ClientImportPlanInput = z.input<typeof clientImportPlanSchema>;

/** What a row does: makes a new person, changes one, leaves one as it is, or cannot be imported (with the reason). */
export const CLIENT_IMPORT_OUTCOMES = ['new', 'update', 'unchanged', 'error'] as const;
export type ClientImportOutcome = (typeof CLIENT_IMPORT_OUTCOMES)[number];

export interface ClientImportRow {
  /** The row's line in the file (the header is line 1). */
  line: number;
  outcome: ClientImportOutcome;
  email: string;
  name: string;
  accountName: string;
  /** What changes (update), or why the row cannot be imported (error); empty otherwise. */
  reason: string;
}

export interface ClientImportSummary {
  rows: Record<ClientImportOutcome, number>;
  accounts: { new: number; updated: number };
  people: { new: number; updated: number };
  /** People invited by mail (invitations 'now'). */
  invited: number;
}

/**
 * An import: uploaded (columns read, nothing planned), previewed (a dry run done), running (the import
 * itself, `progress` rows of `rowCount` done), done, or interrupted (the process running it stopped: run it
 * again, it takes up where it stopped since every row already imported is unchanged).
 */
export const CLIENT_IMPORT_STATUSES = ['uploaded', 'previewed', 'running', 'done', 'interrupted'] as const;
export type ClientImportStatus = (typeof CLIENT_IMPORT_STATUSES)[number];

/** GET /api/client-imports: one of the firm's imports, newest first; its rows are read one import at a time. */
export type ClientImportListItem = Pick<ClientImport, 'id' | 'fileName' | 'status' | 'rowCount' | 'summary' | 'createdAt' | 'finishedAt'>;

export interface ClientImport {
  id: string;
  fileName: string;
  status: ClientImportStatus;
  /** The header row, as written in the file. */
  columns: string[];
  /** The first rows, to check the mapping by. */
  sample: string[][];
  rowCount: number;
  /** The mapping of the last dry run, or the one guessed from the column names. */
  mapping: ClientImportMapping;
  invitations: ClientImportInvitations;
  /** Of the last dry run, or of the import once it ran. */
  summary: ClientImportSummary | null;
  /** Every row's outcome, in file order (of the last dry run, or of the import once it ran). */
  rows: ClientImportRow[];
  progress: number;
  createdAt: string;
  finishedAt: string | null;
}
