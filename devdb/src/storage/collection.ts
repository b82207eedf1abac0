import type { Document } from 'bson';
import { duplicateKey } from '../errors';
import { compareValues, typeRank } from '../query/compare';
import type { SortKey } from '../query/sort';
import { SecondaryIndex, type IndexEntry, type IndexSpec } from './index-definition';
import { keyOf } from './keys';
import { planRead, type Plan } from './planner';

export const ID_INDEX_SPEC: IndexSpec = { key: { _id: 1 }, name: '_id_' };

/** Receives every change so the journal can make it durable (unset when data stays in memory only). */
export type ChangeListener = (change: Change) => void;

export type Change =
  | { op: 'createCollection'; db: string; coll: string }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'createIndex'; db: string; coll: string; spec: IndexSpec }
  | { op: 'dropIndex'; db: string; coll: string; name: string }
  | { op: 'put'; db: string; coll: string; doc: Document }
  | { op: 'delete'; db: string; coll: string; id: unknown };

export class Collection {
  private readonly docs = new Map<string, Document>();
  private readonly secondary: SecondaryIndex[] = [];

  constructor(
    readonly dbName: string,
    readonly name: string,
    private readonly onChange: ChangeListener | undefined,
  ) {}

  get namespace(): string {
    return `${this.dbName}.${this.name}`;
  }

  get size(): number {
    return this.docs.size;
  }

  all(): Document[] {
    return [...this.docs.values()];
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...this.secondary.map((index) => index.spec)];
  }

  ttlIndexes(): SecondaryIndex[] {
    return this.secondary.filter((index) => index.expireAfterSeconds !== undefined);
  }

  findIndex(name: string): SecondaryIndex | undefined {
    return this.secondary.find((index) => index.name === name);
  }

  /** Adds a secondary index over the existing documents; fails without change on a unique violation. */
  createIndex(spec: IndexSpec): void {
    const index = new SecondaryIndex(spec);
    for (const [id, doc] of this.docs) {
      const entries = index.entriesFor(doc, id);
      const conflict = index.findConflict(entries);
      if (conflict) throw duplicateKey(this.namespace, index.name, index.keyValue(conflict.values), spec.key);
      index.add(doc, entries);
    }
    this.secondary.push(index);
    this.onChange?.({ op: 'createIndex', db: this.dbName, coll: this.name, spec });
  }

  dropIndex(name: string): void {
    const position = this.secondary.findIndex((index) => index.name === name);
    if (position === -1) return;
    this.secondary.splice(position, 1);
    this.onChange?.({ op: 'dropIndex', db: this.dbName, coll: this.name, name });
  }

  getById(id: unknown): Document | undefined {
    return this.docs.get(keyOf(id));
  }

  /** Inserts a document that has an `_id`; throws a duplicate key error and changes nothing on conflict. */
  insert(doc: Document): void {
    const id = keyOf(doc._id);
    if (this.docs.has(id)) throw duplicateKey(this.namespace, '_id_', { _id: doc._id }, { _id: 1 });
    const entries = this.checkedEntries(doc, id);
    this.docs.set(id, doc);
    this.secondary.forEach((index, i) => index.add(doc, entries[i]));
    this.onChange?.({ op: 'put', db: this.dbName, coll: this.name, doc });
  }

  /** Replaces a stored document by a new version with the same `_id`. */
  replace(previous: Document, next: Document): void {
    const id = keyOf(previous._id);
    const entries = this.checkedEntries(next, id);
    this.secondary.forEach((index, i) => {
      const previousEntries = index.entriesFor(previous, id);
      if (sameEntries(previousEntries, entries[i])) return index.noteArrays(next);
      index.remove(previousEntries);
      index.add(next, entries[i]);
    });
    this.docs.set(id, next);
    this.onChange?.({ op: 'put', db: this.dbName, coll: this.name, doc: next });
  }

  remove(doc: Document): void {
    const id = keyOf(doc._id);
    if (!this.docs.delete(id)) return;
    for (const index of this.secondary) index.remove(index.entriesFor(doc, id));
    this.onChange?.({ op: 'delete', db: this.dbName, coll: this.name, id: doc._id });
  }

  /** Documents whose date in the (single-field) `index` is at or before `cutoff`; an array counts by its earliest date. */
  datedUpTo(index: SecondaryIndex, cutoff: Date): Document[] {
    const { from, to } = index.locate([{ lower: { rank: typeRank(cutoff) }, upper: { value: cutoff, inclusive: true } }]);
    const found = new Map<string, Document>();
    index.visit(from, to, false, (entry) => {
      found.set(entry.id, this.docs.get(entry.id)!);
      return true;
    });
    return [...found.values()];
  }

  /** How to find the documents matching `filter`, in `sort` order when an index gives it; `wanted` is skip + limit. */
  plan(filter: Document, sort: SortKey[] = [], wanted = Infinity): Plan {
    return planRead({ docs: this.docs, indexes: this.secondary }, { filter, sort, wanted });
  }

  private checkedEntries(doc: Document, id: string): IndexEntry[][] {
    return this.secondary.map((index) => {
      const entries = index.entriesFor(doc, id);
      const conflict = index.findConflict(entries);
      if (conflict) throw duplicateKey(this.namespace, index.name, index.keyValue(conflict.values), index.spec.key);
      return entries;
    });
  }
}

function sameEntries(a: IndexEntry[], b: IndexEntry[]): boolean {
  return a.length === b.length && a.every((entry, i) => entry.values.every((value, j) => compareValues(value, b[i].values[j]) === 0));
}
