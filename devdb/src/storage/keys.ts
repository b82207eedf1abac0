import type { Document } from 'bson';

type BsonValue = { _bsontype: string; toString(encoding?: string): string; toHexString?: () => string };

function bsonType(value: object): string | undefined {
  return (value as Partial<BsonValue>)._bsontype;
}

/**
 * A string that is equal for two values exactly when MongoDB's equality treats them as equal
 * (numbers compare by value whatever their BSON type; strings compare without collation).
 */
export function keyOf(value: unknown): string {
  if (value === null || value === undefined) return 'z';
  switch (typeof value) {
    case 'string':
      return `s${value}`;
    case 'number':
      return `n${value === 0 ? 0 : value}`;
    case 'boolean':
      return value ? 'bt' : 'bf';
    case 'bigint':
      return `n${value}`;
    case 'object':
      return objectKey(value);
    default:
      return `?${String(value)}`;
  }
}

function objectKey(value: object): string {
  if (value instanceof Date) return `d${value.getTime()}`;
  if (value instanceof RegExp) return `r/${value.source}/${value.flags}`;
  if (Array.isArray(value)) return `a[${value.map(keyOf).join(',')}]`;
  switch (bsonType(value)) {
    case 'ObjectId':
      return `o${(value as BsonValue).toHexString!()}`;
    case 'Long':
    case 'Int32':
    case 'Double':
      return `n${Number(value.valueOf())}`;
    case 'Decimal128':
      return `m${value.toString()}`;
    case 'Binary':
      return `u${(value as BsonValue).toString('base64')}`;
    case undefined: {
      const entries = Object.entries(value).map(([field, inner]) => `${JSON.stringify(field)}:${keyOf(inner)}`);
      return `{${entries.join(',')}}`;
    }
    default:
      return `${bsonType(value)}:${JSON.stringify(value)}`;
  }
}

/** Scalars whose equality an index lookup can answer exactly (arrays, documents and null need a scan). */
export function isLookupValue(value: unknown): boolean {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return true;
  if (value instanceof Date) return true;
  if (value && typeof value === 'object') {
    const type = bsonType(value);
    return type === 'ObjectId' || type === 'Long' || type === 'Int32' || type === 'Double' || type === 'Binary';
  }
  return false;
}

/**
 * Every value a dotted path reaches, descending through arrays as MongoDB does; array leaves contribute
 * their elements. A path that reaches nothing yields `[undefined]`, indexed like null.
 */
export function valuesAtPath(doc: Document, path: string): unknown[] {
  const found: unknown[] = [];
  collect(doc, path.split('.'), 0, found);
  return found.length ? found : [undefined];
}

function collect(value: unknown, parts: string[], depth: number, found: unknown[]): void {
  if (depth === parts.length) {
    if (Array.isArray(value)) {
      if (value.length === 0) found.push(undefined);
      else found.push(...value);
    } else {
      found.push(value);
    }
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const part = parts[depth];
  if (Array.isArray(value)) {
    if (/^\d+$/.test(part)) collect(value[Number(part)], parts, depth + 1, found);
    for (const element of value) {
      if (element && typeof element === 'object' && !Array.isArray(element)) collect(element, parts, depth, found);
    }
    return;
  }
  if (part in value) collect((value as Document)[part], parts, depth + 1, found);
}

/** Whether the dotted path meets an array anywhere along it in `doc`, the leaf included (MongoDB's "multikey" path). */
export function pathCrossesArray(doc: Document, path: string): boolean {
  let values: unknown[] = [doc];
  for (const part of path.split('.')) {
    const next: unknown[] = [];
    for (const value of values) {
      if (Array.isArray(value)) return true;
      if (value !== null && typeof value === 'object' && part in value) next.push((value as Document)[part]);
    }
    if (next.length === 0) return false;
    values = next;
  }
  return values.some(Array.isArray);
}
