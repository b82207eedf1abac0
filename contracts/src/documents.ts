import { z } from 'zod';
import { nameText, objectIdSchema, optionalDate, requiredText } from './fields';
import { itemRemindersSchema } from './reminders';

/**
 * Documents shared on a project, and the firm's requests for documents. The answers are
 * zod schemas too, so a frontend may parse what it receives.
 */

const MIB = 1024 * 1024;

/** At most this many bytes per file. */
export const DOCUMENT_MAX_BYTES = 25 * MIB;
/** At most this many bytes of files in one upload request. */
export const DOCUMENT_UPLOAD_MAX_BYTES = 100 * MIB;
/** At most this many files in one upload request. */
export const DOCUMENT_UPLOAD_MAX_FILES = 10;
/** GET /api/documents lists at most this many, newest first. */
export const DOCUMENT_LIST_LIMIT = 200;
/** A document request names 1 to this many items. */
export const DOCUMENT_REQUEST_MAX_ITEMS = 50;

/** What may be uploaded: decided from the file's content (and, for zip and CFB containers, its extension). */
export const ALLOWED_DOCUMENT_TYPES = [
  { name: 'PDF', extensions: ['pdf'] },
  { name: 'PNG image', extensions: ['png'] },
  { name: 'JPEG image', extensions: ['jpg', 'jpeg'] },
  { name: 'GIF image', extensions: ['gif'] },
  { name: 'WebP image', extensions: ['webp'] },
  { name: 'HEIC image', extensions: ['heic', 'heif'] },
  { name: 'Word document', extensions: ['docx', 'doc'] },
  { name: 'Excel workbook', extensions: ['xlsx', 'xls'] },
  { name: 'PowerPoint presentation', extensions: ['pptx', 'ppt'] },
  { name: 'CSV', extensions: ['csv'] },
  { name: 'Text', extensions: ['txt'] },
  { name: 'ZIP archive', extensions: ['zip'] },
] as const;

/** For a file picker's `accept` attribute: `.pdf,.png,...`. */
export const ALLOWED_DOCUMENT_EXTENSIONS = ALLOWED_DOCUMENT_TYPES.flatMap((type) => type.extensions.map((extension) => `.${extension}`));

export const ALLOWED_DOCUMENT_TYPES_TEXT = 'PDF, images (PNG, JPEG, GIF, WebP, HEIC), office documents (Word, Excel, PowerPoint), CSV, text and ZIP';

export function documentTypeNotAllowedMessage(fileName: string): string {
  return `File type not allowed: ${fileName}. Allowed: ${ALLOWED_DOCUMENT_TYPES_TEXT}.`;
}

/** '25 MB' for 25 MiB: what people read on a limit. */
export function megabytes(bytes: number): string {
  return `${Math.round(bytes / MIB)} MB`;
}

export function documentTooLargeMessage(fileName: string): string {
  return `${fileName} is larger than ${megabytes(DOCUMENT_MAX_BYTES)}`;
}

export const DOCUMENT_UPLOAD_TOO_LARGE = `The files of one upload may add up to at most ${megabytes(DOCUMENT_UPLOAD_MAX_BYTES)}: upload them in smaller groups`;
export const DOCUMENT_UPLOAD_TOO_MANY_FILES = `Upload at most ${DOCUMENT_UPLOAD_MAX_FILES} files at once`;

export const DOCUMENT_SIDES = ['firm', 'client'] as const;
export type DocumentSide = (typeof DOCUMENT_SIDES)[number];

/** One stored file (answer of the documents calls). `contentType` is the type found in its content. */
export const projectDocumentSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  name: z.string(),
  /** Bytes. */
  size: z.number(),
  contentType: z.string(),
  uploadedBy: z.object({ id: z.string(), displayName: z.string() }),
  uploadedBySide: z.enum(DOCUMENT_SIDES),
  requestItemId: z.string().nullable(),
  createdAt: z.string(),
  /** GET this (same origin, with the session cookie) to download the file. */
  downloadUrl: z.string(),
});
export type ProjectDocument = z.infer<typeof projectDocumentSchema>;

export const DOCUMENT_REQUEST_STATUSES = ['requested', 'received', 'accepted', 'changes_requested'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];
export const DOCUMENT_REQUEST_STATUS_WORDS: Record<DocumentRequestStatus, string> = { requested: 'Requested', received: 'Received', accepted: 'Accepted', changes_requested: 'Asked again' };
/** Still waiting on the client: counted by the dashboard's outstandingDocumentRequests. */
export const OUTSTANDING_DOCUMENT_REQUEST_STATUSES: readonly DocumentRequestStatus[] = ['requested', 'changes_requested'];

/** One item of a project's document checklist. */
export const documentRequestItemSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  name: z.string(),
  /** ISO date-time (midnight UTC of the day asked for), or null. */
  dueDate: z.string().nullable(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  /** The firm's note when it asked again (status changes_requested), else null. */
  note: z.string().nullable(),
  /** The documents uploaded against this item, oldest first. */
  documentIds: z.array(z.string()),
  /** Reminders sent to the client for this item (docs/api.md, "Reminders"). */
  reminders: itemRemindersSchema,
  /** The person of the client it is asked of (who gets its reminders), or null for everyone who sees the project. */
  addressedTo: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DocumentRequestItem = z.infer<typeof documentRequestItemSchema>;

/** POST /api/projects/{id}/document-requests. */
export const createDocumentRequestSchema = z.object({
  items: z
    .array(
      z.object({
        name: nameText('Name the document you need', 200),
        dueDate: optionalDate,
        /** false: no automatic reminders for this item (docs/api.md, "Reminders"); on when left out. */
        reminders: z.boolean({ error: 'reminders must be true or false' }).optional(),
      }),
      { error: 'List the documents you need' },
    )
    .min(1, 'List at least one document')
    .max(DOCUMENT_REQUEST_MAX_ITEMS, `Ask for at most ${DOCUMENT_REQUEST_MAX_ITEMS} documents at once`),
  /** One person of the client to ask (they get the reminders); null or left out: everyone who sees the project. */
  addressedTo: objectIdSchema.nullable().optional(),
});
export type CreateDocumentRequest = z.input<typeof createDocumentRequestSchema>;

/** PATCH /api/document-requests/{id}: accept what was received, or ask again with a note. */
export const reviewDocumentRequestSchema = z.discriminatedUnion(
  'status',
  [
    z.object({ status: z.literal('accepted') }),
    z.object({ status: z.literal('changes_requested'), note: requiredText('Say what needs to change', 1000) }),
  ],
  { error: 'Status must be accepted or changes_requested' },
);
export type ReviewDocumentRequest = z.input<typeof reviewDocumentRequestSchema>;

/** The optional form field of an upload that names the request item the files answer. */
export const requestItemIdField = objectIdSchema;
