import type { Document } from 'bson';
import { Query } from 'mingo';
import { keyOf, valuesAtPath } from './keys';

export interface IndexSpec {
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
  [option: string]: unknown;
}

/** One entry of a document in an index: the key string and the values it was built from. */
export interface IndexEntry {
  key: string;
  values: unknown[];
}

// A document with several array fields in a compound index would produce the cartesian product; cap it.
const MAX_ENTRIES_PER_DOCUMENT = 10_000;

/**
 * A secondary index: for every prefix of its fields, a map from key to the ids of the documents holding it,
 * so equality on any prefix of a compound index is answered without a scan.
 */
export class SecondaryIndex {
  readonly fields: string[];
  readonly unique: boolean;
  readonly expireAfterSeconds: number | undefined;
  private readonly partialFilter: Query | undefined;
  private readonly prefixMaps: Map<string, Set<string>>[];

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.unique = spec.unique === true;
    this.expireAfterSeconds = typeof spec.expireAfterSeconds === 'number' ? spec.expireAfterSeconds : undefined;
    this.partialFilter = spec.partialFilterExpression ? new Query(spec.partialFilterExpression) : undefined;
    this.prefixMaps = this.fields.map(() => new Map());
  }

  get name(): string {
    return this.spec.name;
  }

  /** Whether equality lookups can use this index (text and geo indexes cannot). */
  get supportsEquality(): boolean {
    return Object.values(this.spec.key).every((direction) => direction === 1 || direction === -1 || direction === 'hashed');
  }

  entriesFor(doc: Document): IndexEntry[] {
    if (this.partialFilter && !this.partialFilter.test(doc)) return [];
    const valuesPerField = this.fields.map((field) => dedupe(valuesAtPath(doc, field)));
    if (this.spec.sparse && valuesPerField.every((values) => values.length === 1 && values[0] === undefined)) return [];
    let tuples: unknown[][] = [[]];
    for (const values of valuesPerField) {
      tuples = tuples.flatMap((tuple) => values.map((value) => [...tuple, value]));
      if (tuples.length > MAX_ENTRIES_PER_DOCUMENT) tuples = tuples.slice(0, MAX_ENTRIES_PER_DOCUMENT);
    }
    return tuples.map((values) => ({ key: tupleKey(values), values }));
  }

  /** The id of another document that already holds one of these entries, if this index is unique. */
  findConflict(entries: IndexEntry[], ownId: string): IndexEntry | undefined {
    if (!this.unique) return undefined;
    const fullKeys = this.prefixMaps[this.fields.length - 1];
    return entries.find((entry) => {
      const holders = fullKeys.get(entry.key);
      return holders !== undefined && [...holders].some((id) => id !== ownId);
    });
  }

  add(entries: IndexEntry[], id: string): void {
    this.forEachPrefix(entries, (map, key) => {
      const holders = map.get(key);
      if (holders) holders.add(id);
      else map.set(key, new Set([id]));
    });
  }

  remove(entries: IndexEntry[], id: string): void {
    this.forEachPrefix(entries, (map, key) => {
      const holders = map.get(key);
      if (!holders) return;
      holders.delete(id);
      if (holders.size === 0) map.delete(key);
    });
  }

  /** Ids of the documents whose first `values.length` fields equal `values`. */
  lookup(values: unknown[]): Set<string> | undefined {
    return this.prefixMaps[values.length - 1].get(tupleKey(values));
  }

  keyValue(values: unknown[]): Document {
    return Object.fromEntries(this.fields.map((field, i) => [field, values[i] ?? null]));
  }

  private forEachPrefix(entries: IndexEntry[], visit: (map: Map<string, Set<string>>, key: string) => void): void {
    for (let length = 1; length <= this.fields.length; length++) {
      const seen = new Set<string>();
      for (const entry of entries) {
        const key = length === this.fields.length ? entry.key : tupleKey(entry.values.slice(0, length));
        if (seen.has(key)) continue;
        seen.add(key);
        visit(this.prefixMaps[length - 1], key);
      }
    }
  }
}

function tupleKey(values: unknown[]): string {
  return values.map(keyOf).join('\u0000');
}

function dedupe(values: unknown[]): unknown[] {
  const byKey = new Map<string, unknown>();
  for (const value of values) if (!byKey.has(keyOf(value))) byKey.set(keyOf(value), value);
  return [...byKey.values()];
}
