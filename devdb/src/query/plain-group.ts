import type { Document } from 'bson';
import { keyOf } from '../storage/keys';
import { compareValues } from './compare';

/** What a reader gives when its path goes through an array (where an expression yields an array of values): the loop gives up. */
const THROUGH_AN_ARRAY = Symbol('through an array');

/** What a group adds up: the value `read` gives of each document, from `start`. */
interface Accumulator {
  read: (doc: Document) => unknown;
  start: () => unknown;
  add: (total: unknown, value: unknown) => unknown;
}

/**
 * A `$group` whose key is null or a field, and whose accumulators each push, sum, or take the largest or
 * smallest of a field (or count), run as one loop; undefined for any other, which the query engine runs.
 * The engine evaluated its expressions for every document: a Clients page's 5,000 accounts cost 7 ms.
 * As MongoDB: a missing value is not pushed, $max and $min pass over null, groups come in first-seen order.
 */
export function plainGroup(spec: unknown, docs: Document[]): Document[] | undefined {
  if (spec === null || typeof spec !== 'object' || !('_id' in spec)) return undefined;
  const { _id: key, ...fields } = spec as Document;
  const keyOfGroup = key === null ? () => null : typeof key === 'string' ? fieldReader(key) : undefined;
  if (!keyOfGroup) return undefined;
  const accumulators: Array<[string, Accumulator]> = [];
  for (const [name, expression] of Object.entries(fields)) {
    const accumulator = name.includes('.') || name.startsWith('$') ? undefined : accumulatorOf(expression);
    if (!accumulator) return undefined;
    accumulators.push([name, accumulator]);
  }

  const groups = new Map<string, { key: unknown; totals: unknown[] }>();
  for (const doc of docs) {
    const keyValue = keyOfGroup(doc);
    if (keyValue === THROUGH_AN_ARRAY) return undefined;
    const groupKey = keyOf(keyValue);
    let group = groups.get(groupKey);
    if (!group) groups.set(groupKey, (group = { key: keyValue ?? null, totals: accumulators.map(([, accumulator]) => accumulator.start()) }));
    for (let i = 0; i < accumulators.length; i++) {
      const { read, add } = accumulators[i]![1];
      const value = read(doc);
      if (value === THROUGH_AN_ARRAY) return undefined;
      group.totals[i] = add(group.totals[i], value);
    }
  }
  return [...groups.values()].map(({ key: groupKey, totals }) => {
    const result: Document = { _id: groupKey };
    accumulators.forEach(([name], i) => (result[name] = totals[i]));
    return result;
  });
}

function accumulatorOf(expression: unknown): Accumulator | undefined {
  if (expression === null || typeof expression !== 'object') return undefined;
  const entries = Object.entries(expression);
  if (entries.length !== 1) return undefined;
  const [operator, argument] = entries[0]!;
  if (operator === '$sum' && typeof argument === 'number') return { read: () => argument, start: () => 0, add: (total, value) => (total as number) + (value as number) };
  const read = typeof argument === 'string' ? fieldReader(argument) : undefined;
  if (!read) return undefined;
  switch (operator) {
    case '$push':
      return {
        read,
        start: () => [],
        add: (total, value) => {
          if (value !== undefined) (total as unknown[]).push(value);
          return total;
        },
      };
    case '$sum':
      return { read, start: () => 0, add: (total, value) => (typeof value === 'number' ? (total as number) + value : total) };
    case '$max':
    case '$min': {
      const sign = operator === '$max' ? 1 : -1;
      return {
        read,
        start: () => null,
        add: (total, value) => {
          if (value === null || value === undefined) return total;
          return total === null || sign * compareValues(value, total) > 0 ? value : total;
        },
      };
    }
    default:
      return undefined;
  }
}

/** A reader of the field `$a` or `$a.b` names; undefined for any other expression. */
function fieldReader(expression: string): ((doc: Document) => unknown) | undefined {
  if (!/^\$[^$.][^$]*$/.test(expression)) return undefined;
  const path = expression.slice(1).split('.');
  if (path.some((part) => part === '')) return undefined;
  if (path.length === 1) {
    const [field] = path as [string];
    return (doc) => doc[field];
  }
  return (doc) => {
    let value: unknown = doc;
    for (const part of path) {
      if (Array.isArray(value)) return THROUGH_AN_ARRAY;
      if (value === null || typeof value !== 'object') return undefined;
      value = (value as Document)[part];
    }
    return value;
  };
}
