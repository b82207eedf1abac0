import type { Document } from 'bson';
import { badValue } from '../errors';
import { EMPTY_ARRAY_RANK, compareValues, typeRank } from './compare';

export interface SortKey {
  field: string;
  direction: 1 | -1;
}

/** The fields of a sort specification, refusing what MongoDB refuses. */
export function parseSort(sort: Document | undefined): SortKey[] {
  if (!sort) return [];
  return Object.entries(sort).map(([field, direction]) => {
    const value = typeof direction === 'object' && direction !== null && 'valueOf' in direction ? Number(direction.valueOf()) : direction;
    if (value !== 1 && value !== -1) {
      throw badValue(`$sort key ordering must be 1 (for ascending) or -1 (for descending); got ${JSON.stringify(direction)} for '${field}'`);
    }
    return { field, direction: value };
  });
}

const EMPTY_ARRAY = Symbol('empty array');

/**
 * The value a document sorts by on `field`, as MongoDB sorts: missing is null, an array sorts by its
 * smallest element ascending and its largest descending, an empty array before null.
 */
function sortValue(doc: Document, field: string, direction: 1 | -1): unknown {
  const values: unknown[] = [];
  collect(doc, field.split('.'), 0, values);
  if (values.length === 0) return null;
  let chosen = values[0];
  for (const value of values.slice(1)) if (compareSortValues(value, chosen) * direction < 0) chosen = value;
  return chosen;
}

function compareSortValues(a: unknown, b: unknown): number {
  if (a === EMPTY_ARRAY || b === EMPTY_ARRAY) {
    const rankA = a === EMPTY_ARRAY ? EMPTY_ARRAY_RANK : typeRank(a);
    const rankB = b === EMPTY_ARRAY ? EMPTY_ARRAY_RANK : typeRank(b);
    return rankA - rankB;
  }
  return compareValues(a, b);
}

function collect(value: unknown, parts: string[], depth: number, found: unknown[]): void {
  if (depth === parts.length) {
    if (Array.isArray(value)) found.push(...(value.length ? value : [EMPTY_ARRAY]));
    else found.push(value);
    return;
  }
  if (Array.isArray(value)) {
    const part = parts[depth];
    if (/^\d+$/.test(part) && Number(part) < value.length) collect(value[Number(part)], parts, depth + 1, found);
    for (const element of value) if (element && typeof element === 'object' && !Array.isArray(element)) collect(element, parts, depth, found);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  if (parts[depth] in value) collect((value as Document)[parts[depth]], parts, depth + 1, found);
}

/** The values `doc` sorts by under `keys`, for `compareSortValues`. */
export function sortValues(doc: Document, keys: SortKey[]): unknown[] {
  return keys.map((key) => sortValue(doc, key.field, key.direction));
}

/** Compares two documents' `sortValues` under `keys`. */
export function compareSortKeys(a: unknown[], b: unknown[], keys: SortKey[]): number {
  for (let i = 0; i < keys.length; i++) {
    const order = compareSortValues(a[i], b[i]);
    if (order !== 0) return order * keys[i].direction;
  }
  return 0;
}

/** Sorts `docs` in place, stable, by the sort keys. */
export function sortDocuments(docs: Document[], keys: SortKey[]): Document[] {
  if (keys.length === 0) return docs;
  const decorated = docs.map((doc) => ({ doc, values: sortValues(doc, keys) }));
  decorated.sort((a, b) => compareSortKeys(a.values, b.values, keys));
  decorated.forEach((entry, i) => (docs[i] = entry.doc));
  return docs;
}
