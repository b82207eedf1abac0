import type { Document } from 'bson';
import { valuesAtPath } from '../storage/keys';
import { fieldBounds } from './bounds';
import { compareValues } from './compare';

/**
 * A filter that only pins fields to scalar values (`{a: 1, b: {$in: [x, y]}}`, `$eq`, inside `$and`) as a
 * plain function: a document matches when, for every field, a value its path reaches (an array's
 * elements included) equals one of the field's values. Undefined for any other filter, which the query
 * engine runs.
 */
export function pointFilter(filter: Document): ((doc: Document) => boolean) | undefined {
  const { bounds, exact } = fieldBounds(filter);
  if (!exact) return undefined;
  const fields: Array<[string, unknown[]]> = [];
  for (const [field, found] of bounds) {
    if (!('points' in found)) return undefined;
    fields.push([field, found.points]);
  }
  return (doc) => fields.every(([field, points]) => valuesAtPath(doc, field).some((value) => points.some((point) => compareValues(value, point) === 0)));
}
