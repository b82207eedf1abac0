import type { Readable } from 'node:stream';
import type { Types } from 'mongoose';
import { AUDIT_PAGE_SIZE, DOCUMENT_HISTORY_ACTIONS, type AuditLogPage, type DocumentHistory } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { auditCsvStream } from './csv';
import { AuditEntry, type AuditEntryRecord } from './model';
import { toAuditEntry } from './present';
import { auditFilter, cursorAfter, NEWEST_FIRST, type ParsedAuditQuery } from './query';

/**
 * Rows fetched from the database at a time while exporting. The driver keeps a batch parsed until its last
 * row is read: a small one dies young, where a batch of 1000 outlived minor GCs and piled up in the old space.
 */
const EXPORT_BATCH = 250;
/** A document's History lists its newest entries up to this many. */
export const DOCUMENT_HISTORY_LIMIT = 1000;

/** One page of the actor's firm's trail, newest first (keyset paging: `nextCursor` is the next page's `before`). */
export async function listAuditLog(actor: Actor, query: ParsedAuditQuery): Promise<AuditLogPage> {
  const records = await AuditEntry.collection
    .find<AuditEntryRecord>(auditFilter(actor.organizationId, query))
    .sort(NEWEST_FIRST)
    .limit(AUDIT_PAGE_SIZE + 1)
    .toArray();
  const page = records.slice(0, AUDIT_PAGE_SIZE);
  const last = page[page.length - 1];
  return { entries: page.map(toAuditEntry), nextCursor: records.length > AUDIT_PAGE_SIZE && last ? cursorAfter(last) : null };
}

/** Everything the query selects in the actor's firm (no paging), as a CSV stream, newest first. */
export function exportAuditLog(actor: Actor, query: ParsedAuditQuery): Readable {
  const cursor = AuditEntry.collection
    .find<AuditEntryRecord>(auditFilter(actor.organizationId, { ...query, before: undefined }))
    .sort(NEWEST_FIRST)
    .batchSize(EXPORT_BATCH);
  return auditCsvStream(cursor);
}

/**
 * A document's uploads, views, downloads and deletion, newest first. The caller (documents/router.ts) has
 * already decided the actor may see the document.
 */
export async function documentHistory(actor: Actor, documentId: Types.ObjectId): Promise<DocumentHistory> {
  const records = await AuditEntry.collection
    .find<AuditEntryRecord>({ organizationId: actor.organizationId, 'object.id': documentId.toString(), action: { $in: DOCUMENT_HISTORY_ACTIONS } })
    .sort(NEWEST_FIRST)
    .limit(DOCUMENT_HISTORY_LIMIT)
    .toArray();
  return { entries: records.map(toAuditEntry) };
}

