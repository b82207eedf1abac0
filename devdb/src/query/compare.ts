/**
 * MongoDB's comparison order across BSON types (https://www.mongodb.com/docs/manual/reference/bson-type-comparison-order/):
 * MinKey < null and missing < numbers < strings < objects < arrays < binary < ObjectId < booleans < dates
 * < timestamps < regular expressions < MaxKey. Indexes are kept in this order and sorts use it.
 */

interface BsonValue {
  _bsontype: string;
  valueOf(): unknown;
  toString(): string;
  /** An ObjectId's 12 bytes. */
  id: Uint8Array;
}

/** Sort rank of an empty array as a sort key: below null, as mongod sorts it. */
export const EMPTY_ARRAY_RANK = 1.5;

export function typeRank(value: unknown): number {
  if (value === null || value === undefined) return 2;
  switch (typeof value) {
    case 'number':
    case 'bigint':
      return 3;
    case 'string':
      return 4;
    case 'boolean':
      return 9;
    case 'object':
      return objectRank(value);
    default:
      return 14;
  }
}

function objectRank(value: object): number {
  if (Array.isArray(value)) return 6;
  if (value instanceof Date) return 10;
  if (value instanceof RegExp) return 12;
  switch ((value as Partial<BsonValue>)._bsontype) {
    case undefined:
    case 'DBRef':
      return 5;
    case 'MinKey':
      return 1;
    case 'Int32':
    case 'Double':
    case 'Long':
    case 'Decimal128':
      return 3;
    case 'BSONSymbol':
      return 4;
    case 'Binary':
      return 7;
    case 'ObjectId':
      return 8;
    case 'Timestamp':
      return 11;
    case 'BSONRegExp':
      return 12;
    case 'MaxKey':
      return 13;
    default:
      return 5.5;
  }
}

/** Negative, zero or positive as `a` sorts before, with or after `b` in MongoDB's order. */
export function compareValues(a: unknown, b: unknown): number {
  const rankA = typeRank(a);
  const rankB = typeRank(b);
  if (rankA !== rankB) return rankA - rankB;
  switch (rankA) {
    case 3:
      return compareNumbers(toNumber(a), toNumber(b));
    case 4:
      return compareStrings(String(a), String(b));
    case 5:
      return compareDocuments(a as Record<string, unknown>, b as Record<string, unknown>);
    case 6:
      return compareArrays(a as unknown[], b as unknown[]);
    case 7:
      return compareBinary(a as { buffer: Uint8Array; sub_type: number }, b as { buffer: Uint8Array; sub_type: number });
    case 8:
      return compareObjectIds(a as BsonValue, b as BsonValue);
    case 9:
      return Number(a) - Number(b);
    case 10:
      return compareNumbers((a as Date).getTime(), (b as Date).getTime());
    case 11:
      return compareTimestamps(a as { t: number; i: number }, b as { t: number; i: number });
    case 12:
      return compareRegExps(a as RegExp, b as RegExp);
    default:
      return 0;
  }
}

function toNumber(value: unknown): number {
  if (typeof value === 'number') return value;
  return Number(typeof value === 'object' && (value as BsonValue)._bsontype === 'Decimal128' ? String(value) : (value as BsonValue).valueOf());
}

/** NaN sorts below every other number, as in MongoDB. */
function compareNumbers(a: number, b: number): number {
  if (Number.isNaN(a) || Number.isNaN(b)) return Number.isNaN(a) ? (Number.isNaN(b) ? 0 : -1) : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** By UTF-16 code unit, as the query engine (mingo) compares strings in filters, so an index never disagrees with a filter. */
function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Byte by byte, the order of their hex strings without making them (an $in of thousands of ids sorts them first). */
function compareObjectIds(a: BsonValue, b: BsonValue): number {
  const bytesA = a.id;
  const bytesB = b.id;
  for (let i = 0; i < 12; i++) {
    if (bytesA[i] !== bytesB[i]) return bytesA[i] - bytesB[i];
  }
  return 0;
}

/** Field by field: the value's type, then the field name, then the value; a shorter document sorts first. */
function compareDocuments(a: Record<string, unknown>, b: Record<string, unknown>): number {
  const entriesA = Object.entries(a);
  const entriesB = Object.entries(b);
  const length = Math.min(entriesA.length, entriesB.length);
  for (let i = 0; i < length; i++) {
    const [nameA, valueA] = entriesA[i];
    const [nameB, valueB] = entriesB[i];
    const byType = typeRank(valueA) - typeRank(valueB);
    if (byType !== 0) return byType;
    const byName = compareStrings(nameA, nameB);
    if (byName !== 0) return byName;
    const byValue = compareValues(valueA, valueB);
    if (byValue !== 0) return byValue;
  }
  return entriesA.length - entriesB.length;
}

function compareArrays(a: unknown[], b: unknown[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const order = compareValues(a[i], b[i]);
    if (order !== 0) return order;
  }
  return a.length - b.length;
}

/** Binary data: shorter first, then by subtype, then byte by byte. */
function compareBinary(a: { buffer: Uint8Array; sub_type: number }, b: { buffer: Uint8Array; sub_type: number }): number {
  if (a.buffer.length !== b.buffer.length) return a.buffer.length - b.buffer.length;
  if (a.sub_type !== b.sub_type) return a.sub_type - b.sub_type;
  return Buffer.compare(a.buffer, b.buffer);
}

function compareTimestamps(a: { t: number; i: number }, b: { t: number; i: number }): number {
  return a.t !== b.t ? a.t - b.t : a.i - b.i;
}

function compareRegExps(a: RegExp, b: RegExp): number {
  return compareStrings(a.source, b.source) || compareStrings(a.flags, b.flags);
}
