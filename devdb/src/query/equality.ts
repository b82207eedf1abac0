import type { Document } from 'bson';
import { isLookupValue } from '../storage/keys';

/**
 * The fields a filter sets by plain equality (`{a: 1}`, `{a: {$eq: 1}}`, inside `$and`): what an upsert
 * copies into the document it inserts.
 */
export function equalityFields(filter: Document): Document {
  const fields: Document = {};
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) Object.assign(fields, equalityFields(part));
    } else if (!field.startsWith('$') && !(condition instanceof RegExp)) {
      if (!isOperatorObject(condition)) fields[field] = condition;
      else if ('$eq' in condition) fields[field] = condition.$eq;
    }
  }
  return fields;
}

/**
 * Fields the filter pins to one of a list of scalar values (`{a: 1}`, `{a: {$eq: 1}}`, `{a: {$in: [..]}}`,
 * also inside a top-level `$and`): what an index lookup can answer. The full filter still runs on the
 * candidates, so missing a field here only costs speed.
 */
export function equalityValues(filter: Document): Map<string, unknown[]> {
  const result = new Map<string, unknown[]>();
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) {
        for (const [inner, values] of equalityValues(part)) if (!result.has(inner)) result.set(inner, values);
      }
    } else if (!field.startsWith('$')) {
      const values = pinnedValues(condition);
      if (values) result.set(field, values);
    }
  }
  return result;
}

function pinnedValues(condition: unknown): unknown[] | undefined {
  if (isLookupValue(condition)) return [condition];
  if (!isOperatorObject(condition)) return undefined;
  if ('$eq' in condition && isLookupValue(condition.$eq)) return [condition.$eq];
  const list = condition.$in;
  if (Array.isArray(list) && list.length > 0 && list.every(isLookupValue)) return list;
  return undefined;
}

function isOperatorObject(value: unknown): value is Document {
  if (!value || typeof value !== 'object' || Array.isArray(value) || '_bsontype' in value || value instanceof Date) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}
