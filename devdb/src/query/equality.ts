import type { Document } from 'bson';
import { isOperatorObject } from './bounds';

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
