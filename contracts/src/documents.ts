import { z } from 'zod';
import { nameText, objectIdSchema, optionalDate, requiredText } from './fields';
import { itemRemindersSchema } from './reminders';
import { DOCUMENT_REQUEST_MAX_ITEMS, DOCUMENT_REQUEST_STATUSES, DOCUMENT_SIDES } from './document-rules';

/**
 * Documents shared on a project, and the firm's requests for documents. The answers are
 * zod schemas too, so a frontend may parse what it receives.
 */


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


/** One item of a project's document checklist. */
export const documentRequestItemSchema = z.object({
  id: z.string(),
  projectId: z.string(),
  projectName: z.string(),
  name: z.string(),
  /** What the firm says of it under its name (from a template), or null. */
  description: z.string().nullable(),
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
  /** That person's name, which everyone who sees the project may read (as they read each other's in its chat). */
  addressedToName: z.string().nullable(),
  /** The project's milestone it is asked for, or null: the project's. */
  milestoneId: z.string().nullable(),
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
  /** The project's milestone they are asked for; null or left out: the project's. */
  milestoneId: objectIdSchema.nullable().optional(),
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
