import type { Document } from 'bson';
import { isLookupValue, valuesAtPath } from '../storage/keys';
import { isOperatorObject } from './bounds';
import { compareValues, typeRank } from './compare';

const RANGE_TESTS: Record<string, (order: number) => boolean> = {
  $gt: (order) => order > 0,
  $gte: (order) => order >= 0,
  $lt: (order) => order < 0,
  $lte: (order) => order <= 0,
};

/** The types a range of them is tested here: numbers, strings, ObjectIds and dates (compare.ts's ranks). */
const RANGED_TYPES = new Set([3, 4, 8, 10]);

/**
 * A clause that bounds one field (`{startDate: {$gt: a, $lte: b}}`) as a plain function, as MongoDB
 * compares: within the bound's type only, and on an array each bound met by any of its elements.
 * Undefined for any other clause, which the query engine runs.
 */
export function rangeFilter(clause: Document): ((doc: Document) => boolean) | undefined {
  const single = singleField(clause);
  if (!single) return undefined;
  const { field, condition } = single;
  if (!isOperatorObject(condition)) return undefined;
  const tests: Array<(value: unknown) => boolean> = [];
  for (const [operator, bound] of Object.entries(condition)) {
    const test = RANGE_TESTS[operator];
    if (!test || !isLookupValue(bound) || Number.isNaN(bound) || !RANGED_TYPES.has(typeRank(bound))) return undefined;
    const rank = typeRank(bound);
    tests.push((value) => typeRank(value) === rank && !Number.isNaN(value) && test(compareValues(value, bound)));
  }
  if (tests.length === 0) return undefined;
  const valuesOf = field.includes('.') ? (doc: Document) => valuesAtPath(doc, field) : (doc: Document) => elementsOf(doc[field]);
  return (doc) => {
    const values = valuesOf(doc);
    return tests.every((test) => values.some(test));
  };
}

/**
 * A clause asking for a missing or null top-level field (`{archivedAt: null}`) as a plain function: the
 * field is missing, null, or an array holding null (an empty array is not null). Undefined otherwise.
 */
export function nullFilter(clause: Document): ((doc: Document) => boolean) | undefined {
  const single = singleField(clause);
  if (!single || single.field.includes('.')) return undefined;
  const { field, condition } = single;
  const asksNull = condition === null || (isOperatorObject(condition) && Object.keys(condition).length === 1 && condition.$eq === null);
  if (!asksNull) return undefined;
  return (doc) => {
    const value: unknown = doc[field];
    if (value === null || value === undefined) return true;
    return Array.isArray(value) && value.some((element) => element === null || element === undefined);
  };
}

function singleField(clause: Document): { field: string; condition: unknown } | undefined {
  const entries = Object.entries(clause);
  if (entries.length !== 1 || entries[0]![0].startsWith('$')) return undefined;
  return { field: entries[0]![0], condition: entries[0]![1] };
}

function elementsOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [value];
}
