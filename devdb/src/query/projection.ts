import type { Document } from 'bson';
import { Query } from 'mingo';
import { asBadValue } from './mingo-errors';

/** The fields a projection keeps: a field kept whole (`true`), or the parts kept of a subdocument. */
type KeptFields = Map<string, KeptFields | true>;

/** A projection whose result depends on the document alone: top-level fields excluded, or paths included. */
type SimpleProjection = { including: false; fields: Set<string>; keepId: boolean } | { including: true; kept: KeptFields; keepId: boolean };

/**
 * Applies a projection. Excluding top-level fields or including paths (`name`, `origin.period`: the common
 * cases) copies only what is kept, sharing the values with the stored document; anything else (dotted
 * exclusions, operators) goes through the query engine.
 */
export function projectDocuments(docs: Document[], projection: Document, filter: Document = {}): Document[] {
  const simple = simpleProjection(projection);
  if (!simple) return asBadValue(() => new Query(filter).find<Document>(docs, projection).all());
  return docs.map(simpleProjector(simple));
}

export function projectDocument(doc: Document, projection: Document): Document {
  return projector(projection)(doc);
}

/** The projection as a function of one document, the projection read once for all the documents it is given. */
export function projector(projection: Document, filter: Document = {}): (doc: Document) => Document {
  const simple = simpleProjection(projection);
  return simple ? simpleProjector(simple) : (doc) => projectDocuments([doc], projection, filter)[0];
}

/** Whether the projection's result depends on the document alone (see SimpleProjection). */
export function isSimpleProjection(projection: Document): boolean {
  return simpleProjection(projection) !== undefined;
}

function simpleProjector(simple: SimpleProjection): (doc: Document) => Document {
  return (doc) => {
    const result: Document = {};
    if (simple.keepId && '_id' in doc) result._id = doc._id;
    if (simple.including) return keepFrom(doc, simple.kept, result);
    for (const field in doc) {
      if (field !== '_id' && !simple.fields.has(field)) result[field] = doc[field];
    }
    return result;
  };
}

function simpleProjection(projection: Document): SimpleProjection | undefined {
  const kept: KeptFields = new Map();
  const excluded = new Set<string>();
  let keepId = true;
  for (const [field, value] of Object.entries(projection)) {
    if (typeof value !== 'number' && typeof value !== 'boolean') return undefined;
    if (field === '_id') {
      keepId = Boolean(value);
      continue;
    }
    const path = field.split('.');
    if (path.some((part) => part === '' || part.startsWith('$')) || path[0] === '_id') return undefined;
    if (!value) {
      if (path.length > 1) return undefined;
      excluded.add(field);
    } else if (!keepPath(kept, path)) {
      return undefined;
    }
  }
  if (kept.size > 0 && excluded.size > 0) return undefined;
  if (excluded.size > 0) return { including: false, fields: excluded, keepId };
  // Only `_id` named: `{_id: 0}` keeps every other field, `{_id: 1}` only the id.
  if (kept.size === 0 && !keepId) return { including: false, fields: excluded, keepId };
  return { including: true, kept, keepId };
}

/** Adds `path` to the kept fields; false when it collides with one already kept (`a` and `a.b`), which the engine refuses. */
function keepPath(kept: KeptFields, path: string[]): boolean {
  const [field, ...rest] = path;
  const present = kept.get(field);
  if (rest.length === 0) {
    if (present !== undefined) return false;
    kept.set(field, true);
    return true;
  }
  if (present === true) return false;
  const parts: KeptFields = present ?? new Map();
  kept.set(field, parts);
  return keepPath(parts, rest);
}

/** The kept fields of `doc`, in its order, added to `result`. */
function keepFrom(doc: Document, kept: KeptFields, result: Document = {}): Document {
  for (const field in doc) {
    const parts = kept.get(field);
    if (parts === undefined) continue;
    if (parts === true) {
      result[field] = doc[field];
      continue;
    }
    const value = keepParts(doc[field], parts);
    if (value !== undefined) result[field] = value;
  }
  return result;
}

/** A path into a value keeps parts of a subdocument, of each subdocument of an array, and nothing of a plain value. */
function keepParts(value: unknown, parts: KeptFields): unknown {
  if (Array.isArray(value)) return value.flatMap((element) => (Array.isArray(element) || isSubdocument(element) ? [keepParts(element, parts)] : []));
  return isSubdocument(value) ? keepFrom(value, parts) : undefined;
}

function isSubdocument(value: unknown): value is Document {
  if (value === null || typeof value !== 'object' || value instanceof Date || value instanceof RegExp) return false;
  return (value as { _bsontype?: string })._bsontype === undefined;
}
