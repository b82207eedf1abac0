import type { Document } from 'bson';
import { duplicateKey } from '../errors';
import { SecondaryIndex, type IndexSpec } from './index-definition';
import { equalityValues } from '../query/equality';
import { keyOf } from './keys';

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

/** How a read found its candidate documents; `explain` reports it. */
export interface Plan {
  indexName: string | null;
  candidates: Document[];
}

// Beyond this many $in combinations a scan is cheaper than the lookups.
const MAX_LOOKUP_KEYS = 1000;

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
      const entries = index.entriesFor(doc);
      const conflict = index.findConflict(entries, id);
      if (conflict) throw duplicateKey(this.namespace, index.name, index.keyValue(conflict.values), spec.key);
      index.add(entries, id);
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
    this.secondary.forEach((index, i) => index.add(entries[i], id));
    this.onChange?.({ op: 'put', db: this.dbName, coll: this.name, doc });
  }

  /** Replaces a stored document by a new version with the same `_id`. */
  replace(previous: Document, next: Document): void {
    const id = keyOf(previous._id);
    const entries = this.checkedEntries(next, id);
    this.secondary.forEach((index, i) => {
      index.remove(index.entriesFor(previous), id);
      index.add(entries[i], id);
    });
    this.docs.set(id, next);
    this.onChange?.({ op: 'put', db: this.dbName, coll: this.name, doc: next });
  }

  remove(doc: Document): void {
    const id = keyOf(doc._id);
    if (!this.docs.delete(id)) return;
    for (const index of this.secondary) index.remove(index.entriesFor(doc), id);
    this.onChange?.({ op: 'delete', db: this.dbName, coll: this.name, id: doc._id });
  }

  /** Documents that may match `filter`: found through `_id` or an index when equality allows, else all. */
  plan(filter: Document): Plan {
    const equalities = equalityValues(filter);
    const ids = equalities.get('_id');
    if (ids) {
      const candidates = new Set(ids.map((id) => this.docs.get(keyOf(id))).filter((doc) => doc !== undefined));
      return { indexName: '_id_', candidates: [...candidates] };
    }
    const best = this.bestIndex(equalities);
    if (!best) return { indexName: null, candidates: this.all() };
    const found = new Set<string>();
    for (const values of best.combinations) {
      for (const id of best.index.lookup(values) ?? []) found.add(id);
    }
    return { indexName: best.index.name, candidates: [...found].map((id) => this.docs.get(id)!) };
  }

  private bestIndex(equalities: Map<string, unknown[]>) {
    let best: { index: SecondaryIndex; combinations: unknown[][] } | undefined;
    for (const index of this.secondary) {
      if (!index.supportsEquality || index.spec.partialFilterExpression || index.spec.sparse) continue;
      let combinations: unknown[][] = [[]];
      for (const field of index.fields) {
        const values = equalities.get(field);
        if (!values) break;
        combinations = combinations.flatMap((prefix) => values.map((value) => [...prefix, value]));
      }
      const prefixLength = combinations[0].length;
      if (prefixLength === 0 || combinations.length > MAX_LOOKUP_KEYS) continue;
      if (!best || prefixLength > best.combinations[0].length) best = { index, combinations };
    }
    return best;
  }

  private checkedEntries(doc: Document, id: string) {
    return this.secondary.map((index) => {
      const entries = index.entriesFor(doc);
      const conflict = index.findConflict(entries, id);
      if (conflict) throw duplicateKey(this.namespace, index.name, index.keyValue(conflict.values), index.spec.key);
      return entries;
    });
  }
}
