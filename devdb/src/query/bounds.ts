import type { Document } from 'bson';
import { isLookupValue } from '../storage/keys';
import { compareValues, typeRank } from './compare';

/** One end of a range of values: a value (included or not), or the first or last value of a BSON type. */
export type Bound = { value: unknown; inclusive: boolean } | { rank: number };

/**
 * What a filter asks of one field that an index can answer: one of a list of values (as the filter lists
 * them: `orderedPoints` gives them once each, in order), or a range.
 */
export type FieldBounds = { points: unknown[] } | { lower: Bound; upper: Bound };

const RANGE_OPERATORS = ['$gt', '$gte', '$lt', '$lte'];

/**
 * Per field, the values or range the filter pins it to (`{a: 1}`, `$eq`, `$in`, `$gt`, `$gte`, `$lt`,
 * `$lte`, also inside a top-level `$and`). A range stays within its value's BSON type, as MongoDB's
 * comparisons do. The full filter still runs on what an index finds, so a bound left out here only
 * costs speed; a field is `exact` when its bounds say all the filter asks of it.
 */
export function fieldBounds(filter: Document): { bounds: Map<string, FieldBounds>; exact: boolean } {
  const bounds = new Map<string, FieldBounds>();
  let exact = true;
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) {
        const inner = fieldBounds(part ?? {});
        exact &&= inner.exact;
        for (const [name, found] of inner.bounds) {
          if (bounds.has(name)) exact = false;
          else bounds.set(name, found);
        }
      }
      continue;
    }
    const found = field.startsWith('$') ? undefined : boundsOf(condition);
    if (!found || bounds.has(field)) exact = false;
    else {
      bounds.set(field, found.bounds);
      exact &&= found.exact;
    }
  }
  return { bounds, exact };
}

function boundsOf(condition: unknown): { bounds: FieldBounds; exact: boolean } | undefined {
  if (isLookupValue(condition)) return { bounds: { points: [condition] }, exact: true };
  if (!isOperatorObject(condition)) return undefined;
  const operators = Object.keys(condition);
  if ('$eq' in condition && isLookupValue(condition.$eq)) return { bounds: { points: [condition.$eq] }, exact: operators.length === 1 };
  const list = condition.$in;
  if (Array.isArray(list) && list.length > 0 && list.every(isLookupValue)) return { bounds: { points: list }, exact: operators.length === 1 };
  let lower: Bound | undefined;
  let upper: Bound | undefined;
  for (const operator of RANGE_OPERATORS) {
    const value = condition[operator];
    if (!(operator in condition) || !isLookupValue(value)) continue;
    const inclusive = operator.endsWith('e');
    if (operator.startsWith('$g')) lower = tighterLower(lower, { value, inclusive });
    else upper = tighterUpper(upper, { value, inclusive });
  }
  if (!lower && !upper) return undefined;
  const rank = typeRank(((lower ?? upper) as { value: unknown }).value);
  const exact = operators.every((operator) => RANGE_OPERATORS.includes(operator) && isLookupValue(condition[operator]));
  return { bounds: { lower: lower ?? { rank }, upper: upper ?? { rank } }, exact };
}

const ordered = new WeakMap<unknown[], unknown[]>();

/**
 * The points once each, in MongoDB's order, so their index intervals never overlap: sorted only for an index
 * walk, once per read (a lookup by `_id` and the filter's own test need no order).
 */
export function orderedPoints({ points }: { points: unknown[] }): unknown[] {
  let found = ordered.get(points);
  if (!found) ordered.set(points, (found = distinct(points)));
  return found;
}

function distinct(values: unknown[]): unknown[] {
  if (values.every(isObjectId)) return distinctObjectIds(values);
  const sorted = [...values].sort(compareValues);
  return sorted.filter((value, i) => i === 0 || compareValues(value, sorted[i - 1]) !== 0);
}

type ObjectIdValue = { toHexString(): string };

const isObjectId = (value: unknown): value is ObjectIdValue => (value as { _bsontype?: string } | null)?._bsontype === 'ObjectId';

/**
 * ObjectIds sorted by their hex strings, whose order is their bytes' order: each comparison of two ids copies
 * both ids' bytes, so sorting an `$in` of 2,000 ids by compareValues took longer than the read it planned.
 */
function distinctObjectIds(ids: ObjectIdValue[]): unknown[] {
  const byHex = new Map(ids.map((id) => [id.toHexString(), id]));
  return [...byHex.keys()].sort().map((hex) => byHex.get(hex));
}

function tighterLower(current: Bound | undefined, next: { value: unknown; inclusive: boolean }): Bound {
  if (!current || !('value' in current)) return next;
  const order = compareValues(next.value, current.value);
  return order > 0 || (order === 0 && !next.inclusive) ? next : current;
}

function tighterUpper(current: Bound | undefined, next: { value: unknown; inclusive: boolean }): Bound {
  if (!current || !('value' in current)) return next;
  const order = compareValues(next.value, current.value);
  return order < 0 || (order === 0 && !next.inclusive) ? next : current;
}

/** Whether `value` sorts below the lower bound (so it is outside the range). */
export function isBelow(value: unknown, lower: Bound): boolean {
  if ('rank' in lower) return typeRank(value) < lower.rank;
  const order = compareValues(value, lower.value);
  return order < 0 || (order === 0 && !lower.inclusive);
}

/** Whether `value` sorts above the upper bound (so it is outside the range). */
export function isAbove(value: unknown, upper: Bound): boolean {
  if ('rank' in upper) return typeRank(value) > upper.rank;
  const order = compareValues(value, upper.value);
  return order > 0 || (order === 0 && !upper.inclusive);
}

export function isOperatorObject(value: unknown): value is Document {
  if (!value || typeof value !== 'object' || Array.isArray(value) || '_bsontype' in value || value instanceof Date) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}
