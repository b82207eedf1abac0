import { BSON, type Document } from 'bson';
import type { DocumentEncoder } from '../cursors';
import { isSimpleProjection, projector } from './projection';

// Few distinct projections are asked of one document; keep the latest ones.
const MAX_PROJECTIONS_PER_DOCUMENT = 4;

const encodings = new WeakMap<Document, Map<string, Buffer>>();

/**
 * Encodes stored documents (after `projection`) as BSON for a reply. Stored documents are never changed in
 * place (a write stores a new object), so the bytes are kept beside the document and a read of a document
 * nobody changed since costs no encoding. Projections that depend on the filter are not kept.
 */
export function storedDocumentEncoder(projection: Document | undefined, filter: Document): DocumentEncoder {
  const project = projection && Object.keys(projection).length ? projector(projection, filter) : undefined;
  const encode = (doc: Document) => Buffer.from(BSON.serialize(project ? project(doc) : doc));
  if (project && !isSimpleProjection(projection!)) return encode;
  const key = project ? JSON.stringify(projection) : '';
  return (doc) => {
    let byProjection = encodings.get(doc);
    const kept = byProjection?.get(key);
    if (kept) return kept;
    const bytes = encode(doc);
    if (!byProjection) encodings.set(doc, (byProjection = new Map()));
    if (byProjection.size >= MAX_PROJECTIONS_PER_DOCUMENT) byProjection.delete(byProjection.keys().next().value!);
    byProjection.set(key, bytes);
    return bytes;
  };
}
