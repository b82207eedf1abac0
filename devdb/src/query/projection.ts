import type { Document } from 'bson';
import { Query } from 'mingo';
import { asBadValue } from './mingo-errors';

/**
 * Applies a projection. Including or excluding top-level fields (the common case) copies only the fields
 * kept, sharing their values with the stored document; anything else (dotted paths, operators) goes
 * through the query engine.
 */
export function projectDocuments(docs: Document[], projection: Document, filter: Document = {}): Document[] {
  const simple = simpleProjection(projection);
  if (!simple) return asBadValue(() => new Query(filter).find<Document>(docs, projection).all());
  return docs.map((doc) => {
    const result: Document = {};
    if (simple.keepId && '_id' in doc) result._id = doc._id;
    for (const field in doc) {
      if (field !== '_id' && simple.fields.has(field) === simple.including) result[field] = doc[field];
    }
    return result;
  });
}

export function projectDocument(doc: Document, projection: Document): Document {
  return projectDocuments([doc], projection)[0];
}

/** Whether the projection only includes or only excludes top-level fields (its result depends on the document alone). */
export function isSimpleProjection(projection: Document): boolean {
  return simpleProjection(projection) !== undefined;
}

/** The fields of a projection that only includes or only excludes top-level fields, else undefined. */
function simpleProjection(projection: Document): { including: boolean; fields: Set<string>; keepId: boolean } | undefined {
  const fields = new Set<string>();
  let including: boolean | undefined;
  let keepId = true;
  for (const [field, value] of Object.entries(projection)) {
    if (typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    if (field.includes('.') || field.startsWith('$')) return undefined;
    if (field === '_id') {
      keepId = Boolean(value);
      continue;
    }
    if (including !== undefined && including !== Boolean(value)) return undefined;
    including = Boolean(value);
    fields.add(field);
  }
  return { including: including ?? keepId, fields, keepId };
}
