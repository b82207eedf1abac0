import type { Document } from 'bson';
import { Query } from 'mingo';
import type { Collection } from '../storage/collection';
import { asBadValue } from './mingo-errors';
import { patternFilter } from './pattern-filter';
import { pointFilter } from './point-filter';
import { nullFilter, rangeFilter } from './range-filter';
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
  const matches = plan.allMatch ? undefined : matcherOf(filter);

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

/**
 * The filter as one function: its clauses that pin a field to values (pointFilter), ask it to be null
 * (nullFilter), bound it (rangeFilter), test it against a pattern (patternFilter), or are an `$or` of such,
 * run as plain functions, and only the others through the query engine. Most reads of the api pin the
 * firm's id and add a range or a null test; the engine compared every ObjectId by its hex string, most of
 * a dashboard's time.
 */
function matcherOf(filter: Document): (doc: Document) => boolean {
  const plain: Array<(doc: Document) => boolean> = [];
  const others: Document[] = [];
  for (const clause of clausesOf(filter)) {
    const matches = plainClause(clause);
    if (matches) plain.push(matches);
    else others.push(clause);
  }
  if (plain.length === 0) return compile(filter);
  const rest = others.length === 0 ? undefined : compile(others.length === 1 ? others[0]! : { $and: others });
  return (doc) => plain.every((matches) => matches(doc)) && (!rest || rest(doc));
}

function plainClause(clause: Document): ((doc: Document) => boolean) | undefined {
  return pointFilter(clause) ?? nullFilter(clause) ?? rangeFilter(clause) ?? patternFilter(clause) ?? alternativesFilter(clause);
}

/** An `$or` whose every branch is made of plain clauses, as one function; else undefined. */
function alternativesFilter(clause: Document): ((doc: Document) => boolean) | undefined {
  const branches: unknown = clause.$or;
  if (Object.keys(clause).length !== 1 || !Array.isArray(branches) || branches.length === 0 || !branches.every(isPlainObject)) return undefined;
  const compiled: Array<Array<(doc: Document) => boolean>> = [];
  for (const branch of branches as Document[]) {
    const clauses = clausesOf(branch).map(plainClause);
    if (clauses.length === 0 || clauses.some((matches) => !matches)) return undefined;
    compiled.push(clauses as Array<(doc: Document) => boolean>);
  }
  return (doc) => compiled.some((clauses) => clauses.every((matches) => matches(doc)));
}

/** The clauses a filter requires all of: its fields, and the parts of a top-level `$and` (a malformed one stays whole, for the engine to refuse). */
function clausesOf(filter: Document): Document[] {
  return Object.entries(filter).flatMap(([field, condition]) =>
    field === '$and' && Array.isArray(condition) && condition.length > 0 && condition.every(isPlainObject)
      ? condition.flatMap((part: Document) => clausesOf(part))
      : [{ [field]: condition }],
  );
}

function isPlainObject(value: unknown): value is Document {
  return value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype;
}

function compile(filter: Document): (doc: Document) => boolean {
  const query = asBadValue(() => new Query(filter));
  return (doc) => query.test(doc);
}
