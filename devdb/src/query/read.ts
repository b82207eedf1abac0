import type { Document } from 'bson';
import { Query } from 'mingo';
import type { Collection } from '../storage/collection';
import { asBadValue } from './mingo-errors';
import { projectDocuments } from './projection';
import { parseSort, sortDocuments } from './sort';

export interface ReadOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
  projection?: Document;
}

export interface ReadResult {
  docs: Document[];
  indexName: string | null;
  /** Documents the filter ran on. */
  examined: number;
  /** Whether the documents were sorted after being found (the plan did not yield the sort order). */
  sortedInMemory: boolean;
}

/**
 * Runs a filter against a collection, then sort, skip, limit and projection. The filter is compiled once;
 * when the plan yields the sort order, the walk stops as soon as skip + limit documents matched. The
 * stored documents are returned as they are (never modified in place), copied only by a projection.
 */
export function readDocuments(collection: Collection | undefined, filter: Document, options: ReadOptions = {}): ReadResult {
  const sort = parseSort(options.sort);
  const query = asBadValue(() => new Query(filter));
  if (!collection) return { docs: [], indexName: null, examined: 0, sortedInMemory: false };
  const skip = options.skip ?? 0;
  const limit = options.limit || Infinity;
  const plan = collection.plan(filter, sort, skip + limit);

  let examined = 0;
  let docs: Document[] = [];
  const wanted = plan.sorted ? skip + limit : Infinity;
  const matchesAll = Object.keys(filter).length === 0;
  asBadValue(() =>
    plan.forEach((doc) => {
      examined++;
      if (matchesAll || query.test(doc)) docs.push(doc);
      return docs.length < wanted;
    }),
  );
  if (!plan.sorted) sortDocuments(docs, sort);
  if (skip || limit !== Infinity) docs = docs.slice(skip, skip + limit);
  if (options.projection && Object.keys(options.projection).length) docs = projectDocuments(docs, options.projection);
  return { docs, indexName: plan.indexName, examined, sortedInMemory: !plan.sorted };
}
