import type { Readable } from 'node:stream';
import type { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { documentObject, recordAudit } from '../audit/record';
import { findVisibleDocument } from './access';
import { readStoredFile } from './storage';

export interface Download {
  headers: Record<string, string>;
  body: Readable;
}

/**
 * A document's bytes as a download the browser saves and never shows or runs in our origin: always an
 * attachment of an opaque type, not sniffed, not cached.
 */
export async function openDownload(actor: Actor, documentId: Types.ObjectId): Promise<Download> {
  const { document, project } = await findVisibleDocument(actor, documentId);
  await recordAudit({ action: 'document.downloaded', object: documentObject(document), project });
  return {
    headers: {
      'Content-Type': 'application/octet-stream',
      'Content-Disposition': attachmentDisposition(document.name),
      'Content-Length': String(document.size),
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    },
    body: readStoredFile(document.fileId),
  };
}

/** `attachment; filename="<ASCII stand-in>"; filename*=UTF-8''<the name, percent-encoded>` (RFC 6266). */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
