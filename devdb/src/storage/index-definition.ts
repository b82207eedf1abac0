import type { Document } from 'bson';
import { Query } from 'mingo';
import { isAbove, isBelow, type Bound } from '../query/bounds';
import { compareValues } from '../query/compare';
import { keyOf, pathCrossesArray, valuesAtPath } from './keys';
import { SortedList, isAfterPosition, type Position } from './sorted-list';

export interface IndexSpec {
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

/** One entry of a document in an index: the values of the indexed fields, the document's `_id` and its id key. */
export interface IndexEntry {
  values: unknown[];
  _id: unknown;
  id: string;
}

/** A range of each leading field of an index (a single value is a range from it to itself). */
export type Interval = Array<{ lower: Bound; upper: Bound }>;

// A document with several array fields in a compound index would produce the cartesian product; cap it.
const MAX_ENTRIES_PER_DOCUMENT = 10_000;

/**
 * A secondary index: its entries kept in the index's order (MongoDB's order of values, each field ascending
 * or descending as the key says, then `_id` in the direction of the last field), so equality on a prefix, a
 * range on the field after it, and a sort on the following fields (and then on `_id`, as a keyset page
 * sorts) are all a walk over a contiguous run of entries.
 */
export class SecondaryIndex {
  readonly fields: string[];
  readonly directions: number[];
  readonly unique: boolean;
  readonly expireAfterSeconds: number | undefined;
  /** Per field: whether some document ever held an array on its path (MongoDB's "multikey"); never reset. */
  readonly multikey: boolean[];
  private readonly partialFilter: Query | undefined;
  private readonly entries: SortedList<IndexEntry>;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.directions = Object.values(spec.key).map((direction) => (direction === -1 ? -1 : 1));
    this.unique = spec.unique === true;
    this.expireAfterSeconds = typeof spec.expireAfterSeconds === 'number' ? spec.expireAfterSeconds : undefined;
    this.multikey = this.fields.map(() => false);
    this.partialFilter = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
    const lastDirection = this.directions[this.directions.length - 1];
    this.entries = new SortedList(
      (a, b) => this.compareKeys(a.values, b.values) || compareValues(a._id, b._id) * lastDirection || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
    );
  }

  get name(): string {
    return this.spec.name;
  }

  /**
   * Whether reads may walk this index: every document is in it (not sparse or partial) and its order is
   * MongoDB's (not text, geo or hashed).
   */
  get isComplete(): boolean {
    const ordered = Object.values(this.spec.key).every((direction) => direction === 1 || direction === -1);
    return ordered && !this.spec.sparse && !this.spec.partialFilterExpression;
  }

  get isMultikey(): boolean {
    return this.multikey.includes(true);
  }

  /** The entries of `doc` under id key `id`: one per combination of the values its indexed paths reach. */
  entriesFor(doc: Document, id: string): IndexEntry[] {
    if (this.partialFilter && !this.partialFilter.test(doc)) return [];
    const valuesPerField = this.fields.map((field) => distinct(valuesAtPath(doc, field)));
    if (this.spec.sparse && valuesPerField.every((values) => values.length === 1 && values[0] === undefined)) return [];
    if (valuesPerField.every((values) => values.length === 1)) return [{ values: valuesPerField.map((values) => values[0]), _id: doc._id, id }];
    let tuples: unknown[][] = [[]];
    for (const values of valuesPerField) {
      tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
      if (tuples.length > MAX_ENTRIES_PER_DOCUMENT) tuples = tuples.slice(0, MAX_ENTRIES_PER_DOCUMENT);
    }
    return tuples.map((values) => ({ values, _id: doc._id, id }));
  }

  /** An entry of another document with the same values as one of `entries`, if this index is unique. */
  findConflict(entries: IndexEntry[]): IndexEntry | undefined {
    if (!this.unique) return undefined;
    for (const entry of entries) {
      const start = this.entries.seek((other) => this.compareKeys(other.values, entry.values) < 0);
      let conflict: IndexEntry | undefined;
      this.entries.visit(start, this.entries.end(), false, (other) => {
        if (this.compareKeys(other.values, entry.values) !== 0) return false;
        if (other.id !== entry.id) conflict = other;
        return conflict === undefined;
      });
      if (conflict) return conflict;
    }
    return undefined;
  }

  add(doc: Document, entries: IndexEntry[]): void {
    this.noteArrays(doc);
    for (const entry of entries) this.entries.insert(entry);
  }

  /** Marks the fields on whose path `doc` holds an array as multikey. */
  noteArrays(doc: Document): void {
    this.fields.forEach((field, i) => {
      if (!this.multikey[i] && pathCrossesArray(doc, field)) this.multikey[i] = true;
    });
  }

  remove(entries: IndexEntry[]): void {
    for (const entry of entries) this.entries.delete(entry);
  }

  /** Where the entries inside `interval` start and end, and how many there are. */
  locate(interval: Interval): { from: Position; to: Position; count: number } {
    const from = this.entries.seek((entry) => this.isBeforeInterval(entry, interval));
    const to = this.entries.seek((entry) => !this.isAfterInterval(entry, interval));
    if (isAfterPosition(from, to)) return { from, to: from, count: 0 };
    return { from, to, count: this.entries.distance(from, to) };
  }

  /** Visits the entries between two positions, in index order or in reverse, until `visit` returns false. */
  visit(from: Position, to: Position, reverse: boolean, visit: (entry: IndexEntry) => boolean): boolean {
    return this.entries.visit(from, to, reverse, visit);
  }

  keyValue(values: unknown[]): Document {
    return Object.fromEntries(this.fields.map((field, i) => [field, values[i] ?? null]));
  }

  private compareKeys(a: unknown[], b: unknown[]): number {
    for (let i = 0; i < this.directions.length; i++) {
      const order = compareValues(a[i], b[i]);
      if (order !== 0) return order * this.directions[i];
    }
    return 0;
  }

  private isBeforeInterval(entry: IndexEntry, interval: Interval): boolean {
    for (let i = 0; i < interval.length; i++) {
      const side = this.sideOf(entry.values[i], i, interval[i]);
      if (side !== 0) return side < 0;
    }
    return false;
  }

  private isAfterInterval(entry: IndexEntry, interval: Interval): boolean {
    for (let i = 0; i < interval.length; i++) {
      const side = this.sideOf(entry.values[i], i, interval[i]);
      if (side !== 0) return side > 0;
    }
    return false;
  }

  /** -1 when `value` comes before the range in this index's order, 1 after it, 0 inside it. */
  private sideOf(value: unknown, field: number, range: { lower: Bound; upper: Bound }): number {
    const side = isBelow(value, range.lower) ? -1 : isAbove(value, range.upper) ? 1 : 0;
    return side * this.directions[field];
  }
}

function distinct(values: unknown[]): unknown[] {
  if (values.length === 1) return values;
  const byKey = new Map<string, unknown>();
  for (const value of values) if (!byKey.has(keyOf(value))) byKey.set(keyOf(value), value);
  return [...byKey.values()];
}
