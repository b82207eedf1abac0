import type { Document } from 'bson';
import { badValue, pathNotViable, typeMismatch } from '../errors';

const NUMERIC_OPERATORS = ['$inc', '$mul'];
const ARRAY_OPERATORS = ['$push', '$addToSet', '$pull', '$pullAll', '$pop'];

/**
 * Refuses operators aimed at a value of the wrong type, or paths that run through a scalar or through an
 * array without an index, as MongoDB does (the update library would silently skip them). Expects the
 * positional parts of the paths already resolved to indexes.
 */
export function checkUpdateTargets(doc: Document, operators: Document): void {
  for (const [operator, fields] of Object.entries(operators)) {
    for (const path of Object.keys(fields as Document)) {
      // $unset does nothing where its path cannot exist; the other operators refuse such a path.
      const value = existingValue(doc, path, operator === '$unset');
      if (value === undefined) continue;
      if (NUMERIC_OPERATORS.includes(operator) && !isNumeric(value)) {
        throw typeMismatch(`Cannot apply ${operator} to a value of non-numeric type: the field '${path}' is of type ${typeName(value)}`);
      }
      if (ARRAY_OPERATORS.includes(operator) && !Array.isArray(value)) {
        throw badValue(`The field '${path}' must be an array but is of type ${typeName(value)}`);
      }
    }
  }
}

/**
 * The value at `path`, `undefined` if it would be created. A scalar, or an array reached with a field
 * name, in the way is PathNotViable, unless `mayNotExist` (then there is nothing to do).
 */
function existingValue(doc: Document, path: string, mayNotExist: boolean): unknown {
  let current: unknown = doc;
  const parts = path.split('.');
  for (const [depth, part] of parts.entries()) {
    if (current === undefined) return undefined;
    const isIndexed = Array.isArray(current) && /^\d+$/.test(part);
    if (isIndexed || (isContainer(current) && !Array.isArray(current))) {
      current = (current as Document)[part];
    } else if (mayNotExist) {
      return undefined;
    } else {
      const parent = parts.slice(0, depth).join('.');
      throw pathNotViable(`Cannot create field '${part}' in element {${parent}: ${typeName(current)} value}`);
    }
  }
  return current;
}

function isContainer(value: unknown): boolean {
  return value !== null && typeof value === 'object' && !(value instanceof Date) && !('_bsontype' in value);
}

function isNumeric(value: unknown): boolean {
  if (typeof value === 'number') return true;
  const type = value && typeof value === 'object' ? (value as { _bsontype?: string })._bsontype : undefined;
  return type === 'Long' || type === 'Int32' || type === 'Double' || type === 'Decimal128';
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (value instanceof Date) return 'date';
  if (typeof value === 'number') return Number.isInteger(value) ? 'int' : 'double';
  if (typeof value === 'boolean') return 'bool';
  if (typeof value === 'object') return (value as { _bsontype?: string })._bsontype ?? 'object';
  return typeof value;
}
