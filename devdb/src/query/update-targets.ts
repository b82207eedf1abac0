import type { Document } from 'bson';
import { CommandError, badValue, typeMismatch } from '../errors';

const NUMERIC_OPERATORS = ['$inc', '$mul'];
const ARRAY_OPERATORS = ['$push', '$addToSet', '$pull', '$pullAll', '$pop'];

/**
 * Refuses operators aimed at a value of the wrong type, or paths that run through a scalar, as MongoDB does
 * (the update library would silently skip them). Paths with positional parts are left to the library.
 */
export function checkUpdateTargets(doc: Document, operators: Document): void {
  for (const [operator, fields] of Object.entries(operators)) {
    for (const path of Object.keys(fields as Document)) {
      if (path.split('.').some((part) => part.startsWith('$'))) continue;
      const value = existingValue(doc, path);
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

/** The value at `path`, `undefined` if it would be created; throws PathNotViable if a scalar is in the way. */
function existingValue(doc: Document, path: string): unknown {
  let current: unknown = doc;
  const parts = path.split('.');
  for (const [depth, part] of parts.entries()) {
    if (current === undefined) return undefined;
    if (Array.isArray(current)) {
      if (!/^\d+$/.test(part)) return undefined;
      current = current[Number(part)];
    } else if (isContainer(current)) {
      current = (current as Document)[part];
    } else {
      const parent = parts.slice(0, depth).join('.');
      throw new CommandError(28, 'PathNotViable', `Cannot create field '${part}' in element {${parent}: ${typeName(current)} value}`);
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
