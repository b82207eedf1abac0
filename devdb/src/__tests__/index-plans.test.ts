import { ObjectId, type Document } from 'bson';
import { Query } from 'mingo';
import { readDocuments, type ReadOptions } from '../query/read';
import { compareSortKeys, parseSort, sortValues } from '../query/sort';
import { Engine } from '../storage/engine';

/**
 * Every read through an index must return what a scan returns, and match what the query engine (mingo)
 * matches. Two collections hold the same random documents (mixed BSON types, missing fields, arrays);
 * one has indexes, the other none. Documents
 * with equal sort keys may come in either order (MongoDB does not promise one), so results are compared
 * as the sequence of sort keys plus the set of documents (with a limit: documents the scan also matched).
 */

function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const OBJECT_IDS = Array.from({ length: 6 }, (_, i) => new ObjectId(`65${String(i).padStart(22, '0')}`));
const DATES = Array.from({ length: 6 }, (_, i) => new Date(Date.UTC(2024, 0, 1 + i * 3)));

function randomValue(next: () => number): unknown {
  const pick = <T>(values: T[]): T => values[Math.floor(next() * values.length)];
  switch (Math.floor(next() * 9)) {
    case 0:
      return Math.floor(next() * 10);
    case 1:
      return Math.floor(next() * 10) + 0.5;
    case 2:
      return pick(['', 'a', 'ab', 'b', 'B', 'zz', '10']);
    case 3:
      return pick(DATES);
    case 4:
      return pick(OBJECT_IDS);
    case 5:
      return pick([true, false]);
    case 6:
      return null;
    case 7:
      return undefined; // the field is left out
    default:
      return Math.floor(next() * 3);
  }
}

function randomDocument(next: () => number, i: number): Document {
  const doc: Document = { _id: i };
  for (const field of ['a', 'b', 'd']) {
    const value = randomValue(next);
    if (value !== undefined) doc[field] = value;
  }
  doc.n = Math.floor(next() * 5);
  if (next() < 0.3) doc.tags = Array.from({ length: Math.floor(next() * 3) }, () => randomValue(next) ?? 0);
  else if (next() < 0.5) doc.tags = randomValue(next);
  return doc;
}

function randomCondition(next: () => number): unknown {
  const operand = () => randomValue(next) ?? 3;
  const pick = <T>(values: T[]): T => values[Math.floor(next() * values.length)];
  switch (Math.floor(next() * 8)) {
    case 0:
      return operand();
    case 1:
      return { $in: [operand(), operand(), operand()] };
    case 2:
      return { [pick(['$gt', '$gte', '$lt', '$lte'])]: operand() };
    case 3: {
      const low = Math.floor(next() * 8);
      return { [pick(['$gt', '$gte'])]: low, [pick(['$lt', '$lte'])]: low + Math.floor(next() * 4) };
    }
    case 4:
      return { $gte: pick(['a', 'b']), $lt: pick(['b', 'zz']) };
    case 5:
      return { $gt: pick(DATES), $lte: pick(DATES) };
    case 6:
      return { $eq: operand() };
    default:
      return { $gt: pick(OBJECT_IDS) };
  }
}

function randomFilter(next: () => number): Document {
  const filter: Document = {};
  for (const field of ['a', 'b', 'd', 'tags']) if (next() < 0.4) filter[field] = randomCondition(next);
  if (next() < 0.2) filter.n = { $ne: 2 };
  if (next() < 0.15) return { $and: [filter, { b: randomCondition(next) }] };
  return filter;
}

function randomOptions(next: () => number): ReadOptions {
  const options: ReadOptions = {};
  const sorts: Document[] = [{}, { a: 1 }, { a: -1 }, { b: 1, a: -1 }, { b: -1, a: 1 }, { d: -1 }, { b: 1, d: 1 }, { tags: 1 }, { n: 1, a: 1 }, { a: -1, _id: -1 }, { b: 1, a: -1, _id: 1 }, { d: -1, _id: 1 }];
  const sort = sorts[Math.floor(next() * sorts.length)];
  if (Object.keys(sort).length) options.sort = sort;
  if (next() < 0.5) options.limit = 1 + Math.floor(next() * 20);
  if (next() < 0.2) options.skip = Math.floor(next() * 10);
  return options;
}

const INDEXES = [{ a: 1 }, { b: 1, a: -1 }, { d: -1 }, { b: -1, d: 1 }, { tags: 1, b: 1 }];

function collections(seed: number, size: number) {
  const next = random(seed);
  const engine = new Engine();
  const indexed = engine.ensureCollection('test', 'indexed');
  const scanned = engine.ensureCollection('test', 'scanned');
  INDEXES.forEach((key, i) => indexed.createIndex({ key, name: `index${i}` }));
  for (let i = 0; i < size; i++) {
    const doc = randomDocument(next, i);
    indexed.insert(doc);
    scanned.insert(doc);
  }
  return { next, indexed, scanned };
}

function expectSameResults(filter: Document, options: ReadOptions, indexedDocs: Document[], scannedDocs: Document[], allMatches: Document[]): void {
  const keys = parseSort(options.sort);
  const context = JSON.stringify({ filter, options });
  expect({ context, length: indexedDocs.length }).toEqual({ context, length: scannedDocs.length });
  const outOfOrder = indexedDocs.findIndex((doc, i) => compareSortKeys(sortValues(doc, keys), sortValues(scannedDocs[i], keys), keys) !== 0);
  expect({ context, outOfOrder }).toEqual({ context, outOfOrder: -1 });
  const ids = (docs: Document[]) => docs.map((doc) => doc._id as number).sort((a, b) => a - b);
  const matched = new Set(ids(allMatches));
  if (options.limit === undefined && options.skip === undefined) {
    expect({ context, ids: ids(indexedDocs) }).toEqual({ context, ids: ids(scannedDocs) });
    expect({ context, ids: ids(indexedDocs) }).toEqual({ context, ids: ids(allMatches) });
  }
  else expect({ context, unmatched: ids(indexedDocs).filter((id) => !matched.has(id)) }).toEqual({ context, unmatched: [] });
}

test('reads through indexes return what a scan returns, for random data, filters, sorts and limits', () => {
  const { next, indexed, scanned } = collections(7, 600);
  let usedAnIndex = 0;
  for (let run = 0; run < 600; run++) {
    const filter = randomFilter(next);
    const options = randomOptions(next);
    const viaIndex = readDocuments(indexed, filter, options);
    const viaScan = readDocuments(scanned, filter, options);
    const allMatches = new Query(filter).find<Document>(scanned.all()).all();
    if (viaIndex.indexName) usedAnIndex++;
    expectSameResults(filter, options, viaIndex.docs, viaScan.docs, allMatches);
  }
  expect(usedAnIndex).toBeGreaterThan(300);
});

test('index answers stay equal to a scan after updates, deletes and re-inserts', () => {
  const { next, indexed, scanned } = collections(11, 300);
  for (let round = 0; round < 300; round++) {
    const id = Math.floor(next() * 300);
    const replacement = randomDocument(next, id);
    const existing = indexed.getById(id);
    if (existing && next() < 0.3) {
      indexed.remove(existing);
      scanned.remove(scanned.getById(id)!);
    } else if (existing) {
      indexed.replace(existing, replacement);
      scanned.replace(scanned.getById(id)!, replacement);
    } else {
      indexed.insert(replacement);
      scanned.insert(replacement);
    }
  }
  for (let run = 0; run < 500; run++) {
    const filter = randomFilter(next);
    const options = randomOptions(next);
    const allMatches = new Query(filter).find<Document>(scanned.all()).all();
    expectSameResults(filter, options, readDocuments(indexed, filter, options).docs, readDocuments(scanned, filter, options).docs, allMatches);
  }
});

describe('which plan a read uses', () => {
  const engine = new Engine();
  const projects = engine.ensureCollection('test', 'projects');
  projects.createIndex({ key: { organizationId: 1, createdAt: -1 }, name: 'org_created' });
  projects.createIndex({ key: { due: 1 }, name: 'due' });
  const organizations = [new ObjectId(), new ObjectId()];
  for (let i = 0; i < 1000; i++) {
    projects.insert({ _id: i, organizationId: organizations[i % 2], createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000), due: i, status: i % 3 ? 'active' : 'completed' });
  }

  test('a range on an indexed field examines only the documents in the range', () => {
    const result = readDocuments(projects, { due: { $gte: 100, $lt: 110 } });
    expect(result).toMatchObject({ indexName: 'due', examined: 10 });
    expect(result.docs.map((doc) => doc._id)).toEqual([100, 101, 102, 103, 104, 105, 106, 107, 108, 109]);
  });

  test('a sort with a limit walks the index in either direction and stops at the limit', () => {
    expect(readDocuments(projects, {}, { sort: { due: -1 }, limit: 3 })).toMatchObject({ indexName: 'due', examined: 3, sortedInMemory: false });
    expect(readDocuments(projects, { due: { $gt: 500 } }, { sort: { due: 1 }, limit: 2 }).docs.map((doc) => doc._id)).toEqual([501, 502]);
  });

  test('equality on the prefix of a compound index and a sort on the next field', () => {
    const newest = readDocuments(projects, { organizationId: organizations[1] }, { sort: { createdAt: -1 }, limit: 5 });
    expect(newest).toMatchObject({ indexName: 'org_created', examined: 5, sortedInMemory: false });
    expect(newest.docs.map((doc) => doc._id)).toEqual([999, 997, 995, 993, 991]);
    const oldest = readDocuments(projects, { organizationId: organizations[0] }, { sort: { createdAt: 1 }, limit: 2 });
    expect(oldest.docs.map((doc) => doc._id)).toEqual([0, 2]);
    expect(oldest.examined).toBe(2);
  });

  test('a keyset page (sorted by the index fields, then _id) walks the index and stops at the page size', () => {
    const sameTime = new Date(Date.UTC(2025, 0, 1));
    const pages = engine.ensureCollection('test', 'pages');
    pages.createIndex({ key: { organizationId: 1, createdAt: -1 }, name: 'org_created' });
    for (let i = 0; i < 300; i++) pages.insert({ _id: i, organizationId: organizations[i % 2], createdAt: i < 100 ? sameTime : new Date(sameTime.getTime() - i) });
    const after = { createdAt: sameTime, _id: 50 };
    const page = readDocuments(
      pages,
      { organizationId: organizations[0], $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, _id: { $lt: after._id } }] },
      { sort: { createdAt: -1, _id: -1 }, limit: 4 },
    );
    expect(page.docs.map((doc) => doc._id)).toEqual([48, 46, 44, 42]);
    expect(page).toMatchObject({ indexName: 'org_created', sortedInMemory: false });
    expect(page.examined).toBeLessThan(40);
  });

  test('a condition the index does not hold still filters the walk', () => {
    const active = readDocuments(projects, { organizationId: organizations[1], status: 'completed' }, { sort: { createdAt: -1 }, limit: 2 });
    expect(active.docs.map((doc) => doc._id)).toEqual([999, 993]);
    expect(active.examined).toBe(4);
  });
});
