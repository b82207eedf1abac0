import type { Document } from 'bson';
import { invalidNamespace, notSupported, typeMismatch } from '../errors';

/** The collection a command names in its first field, e.g. `{ find: 'users' }`. */
export function collectionName(command: Document, commandName: string): string {
  const value = command[Object.keys(command)[0]];
  if (typeof value !== 'string' || value.length === 0) {
    throw invalidNamespace(`collection name for '${commandName}' must be a non-empty string`);
  }
  if (value.includes('$') || value.includes('\0')) throw invalidNamespace(`Invalid collection name: ${value}`);
  return value;
}

export function documentArgument(command: Document, field: string): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw typeMismatch(`BSON field '${field}' is the wrong type '${Array.isArray(value) ? 'array' : typeof value}', expected type 'object'`);
  }
  return value as Document;
}

export function arrayArgument(command: Document, field: string): Document[] {
  const value = command[field];
  if (!Array.isArray(value)) throw typeMismatch(`BSON field '${field}' is missing or is not an array`);
  return value;
}

/** The `arrayFilters` of an update: a list of filter documents, empty when absent. */
export function arrayFiltersArgument(command: Document): Document[] {
  if (command.arrayFilters === undefined || command.arrayFilters === null) return [];
  const filters = arrayArgument(command, 'arrayFilters');
  if (filters.some((filter) => !filter || typeof filter !== 'object' || Array.isArray(filter))) {
    throw typeMismatch("BSON field 'arrayFilters' must be an array of objects");
  }
  return filters;
}

export function numberArgument(command: Document, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const number = typeof value === 'object' && '_bsontype' in value ? Number(value.valueOf()) : value;
  if (typeof number !== 'number' || Number.isNaN(number)) {
    throw typeMismatch(`BSON field '${field}' is the wrong type '${typeof value}', expected a number`);
  }
  return number;
}

/** devdb compares strings by code point only; a collation that asks for more is refused, not ignored. */
export function refuseCollation(command: Document): void {
  const collation = command.collation as Document | undefined;
  if (collation && Object.keys(collation).length > 0 && collation.locale !== 'simple') {
    throw notSupported('devdb does not support collation; run this against MongoDB');
  }
}
