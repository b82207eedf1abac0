import type { Document } from 'bson';
import { Query } from 'mingo';
import type { Collection } from '../storage/collection';
import { asBadValue } from './mingo-errors';

export interface ReadOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
}

export interface ReadResult {
  docs: Document[];
  indexName: string | null;
  examined: number;
}

/** Runs a filter against a collection (through an index when possible), then sort, skip, limit, projection. */
export function readDocuments(collection: Collection | undefined, filter: Document, options: ReadOptions = {}): ReadResult {
  if (!collection) return { docs: [], indexName: null, examined: 0 };
  const plan = collection.plan(filter);
  const docs = asBadValue(() => {
    const projection = options.projection && Object.keys(options.projection).length ? options.projection : undefined;
    let cursor = new Query(filter).find<Document>(plan.candidates, projection);
    if (options.sort && Object.keys(options.sort).length) cursor = cursor.sort(options.sort);
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit) cursor = cursor.limit(options.limit);
    return cursor.all();
  });
  return { docs, indexName: plan.indexName, examined: plan.candidates.length };
}

export function projectDocument(doc: Document, projection: Document): Document {
  return asBadValue(() => new Query({}).find<Document>([doc], projection).all()[0]);
}
