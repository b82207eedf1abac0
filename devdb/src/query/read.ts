import type { Document } from 'bson';
import { Query } from 'mingo';
import type { Collection } from '../storage/collection';
import { asBadValue } from './mingo-errors';
import { pointFilter } from './point-filter';
import { parseSort, sortDocuments } from './sort';

export interface ReadOptions {
  sort?: Document;
  skip?: number;
  limit?: number;
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
 * Runs a filter against a collection, then sort, skip and limit. The filter is compiled once; when the
 * plan yields the sort order, the walk stops as soon as skip + limit documents matched. The stored
 * documents themselves are returned (never modified in place: a write stores a new object).
 */
export function readDocuments(collection: Collection | undefined, filter: Document, options: ReadOptions = {}): ReadResult {
  const sort = parseSort(options.sort);
  if (!collection) return { docs: [], indexName: null, examined: 0, sortedInMemory: false };
  const skip = options.skip ?? 0;
  const limit = options.limit || Infinity;
  const plan = collection.plan(filter, sort, skip + limit);
  const matches = plan.allMatch ? undefined : (pointFilter(filter) ?? compile(filter));

  let examined = 0;
  let docs: Document[] = [];
  const wanted = plan.sorted ? skip + limit : Infinity;
  asBadValue(() =>
    plan.forEach((doc) => {
      examined++;
      if (!matches || matches(doc)) docs.push(doc);
      return docs.length < wanted;
    }),
  );
  if (!plan.sorted) sortDocuments(docs, sort);
  if (skip || limit !== Infinity) docs = docs.slice(skip, skip + limit);
  return { docs, indexName: plan.indexName, examined, sortedInMemory: !plan.sorted };
}

function compile(filter: Document): (doc: Document) => boolean {
  const query = asBadValue(() => new Query(filter));
  return (doc) => query.test(doc);
}
