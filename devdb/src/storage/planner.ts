import type { Document } from 'bson';
import { fieldBounds, orderedPoints, type FieldBounds } from '../query/bounds';
import { typeRank } from '../query/compare';
import type { SortKey } from '../query/sort';
import type { Interval, SecondaryIndex } from './index-definition';
import { keyOf } from './keys';
import type { Position } from './sorted-list';

/** How a read finds its candidate documents; `explain` reports it. */
export interface Plan {
  indexName: string | null;
  /** Whether the candidates already come in the order the sort asks for (always, without a sort). */
  sorted: boolean;
  /** Whether every candidate is known to match the filter (an index lookup that answers all of it). */
  allMatch: boolean;
  /** Visits the candidates in plan order until `visit` returns false. */
  forEach(visit: (doc: Document) => boolean): void;
}

/** What the planner needs of a collection. */
export interface PlanSource {
  docs: Map<string, Document>;
  indexes: SecondaryIndex[];
}

export interface PlanRequest {
  filter: Document;
  sort: SortKey[];
  /** How many matches the read needs at most (skip + limit), or Infinity. */
  wanted: number;
}

// Beyond this many $in combinations a scan is cheaper than the lookups.
const MAX_INTERVALS = 1000;
// Sorting n candidates costs more than walking n already sorted ones.
const SORT_COST_FACTOR = 2;

interface IndexPlan {
  index: SecondaryIndex;
  /** Where each interval's entries start and end in the index, in walk order. */
  runs: Array<{ from: Position; to: Position }>;
  reverse: boolean;
  sorted: boolean;
  cost: number;
  usedFields: number;
  allMatch: boolean;
}

/**
 * Picks how to read: `_id` equality through the document map, else the index walk that examines the
 * fewest entries (counted exactly in the index), preferring one that yields the sort order; else a scan.
 */
export function planRead(source: PlanSource, request: PlanRequest): Plan {
  const { bounds, exact } = fieldBounds(request.filter);
  const ids = bounds.get('_id');
  if (ids && 'points' in ids) return idPlan(source, ids.points, request.sort.length === 0, exact && bounds.size === 1);

  const needsSort = request.sort.length > 0;
  const scanCost = Object.keys(request.filter).length === 0 && !needsSort ? Math.min(source.docs.size, request.wanted) : source.docs.size * (needsSort ? SORT_COST_FACTOR : 1);
  let best: IndexPlan | undefined;
  for (const index of source.indexes) {
    const plan = indexPlan(index, bounds, exact, request);
    if (!plan || plan.cost > scanCost) continue;
    if (!best || isBetter(plan, best)) best = plan;
  }
  if (!best) return scanPlan(source, !needsSort, Object.keys(request.filter).length === 0);
  return walkPlan(source, best);
}

function isBetter(plan: IndexPlan, than: IndexPlan): boolean {
  if (plan.cost !== than.cost) return plan.cost < than.cost;
  if (plan.sorted !== than.sorted) return plan.sorted;
  return plan.usedFields > than.usedFields;
}

function idPlan(source: PlanSource, ids: unknown[], sorted: boolean, allMatch: boolean): Plan {
  const docs = new Map<string, Document>();
  for (const id of ids) {
    const key = keyOf(id);
    const doc = source.docs.get(key);
    if (doc) docs.set(key, doc);
  }
  return { indexName: '_id_', sorted: sorted || docs.size <= 1, allMatch, forEach: (visit) => visitAll(docs.values(), visit) };
}

function scanPlan(source: PlanSource, sorted: boolean, allMatch: boolean): Plan {
  return { indexName: null, sorted, allMatch, forEach: (visit) => visitAll(source.docs.values(), visit) };
}

function visitAll(docs: Iterable<Document>, visit: (doc: Document) => boolean): void {
  for (const doc of docs) if (!visit(doc)) return;
}

/**
 * How `index` would answer the request: equality on a prefix of its fields (each combination of `$in`
 * values an interval), then at most one range, then the sort on the fields that follow.
 */
function indexPlan(index: SecondaryIndex, bounds: Map<string, FieldBounds>, exact: boolean, request: PlanRequest): IndexPlan | undefined {
  if (!index.isComplete) return undefined;
  let intervals: Interval[] = [[]];
  let pointFields = 0;
  let usedFields = 0;
  let usesRange = false;
  for (const [i, field] of index.fields.entries()) {
    const found = bounds.get(field);
    if (!found) break;
    if ('points' in found) {
      const points = orderedPoints(found);
      if (intervals.length * points.length > MAX_INTERVALS) break;
      intervals = intervals.flatMap((prefix) => points.map((value) => [...prefix, { lower: { value, inclusive: true }, upper: { value, inclusive: true } }]));
      pointFields++;
      usedFields++;
      continue;
    }
    // On an array field each bound may hold for a different element, so only one bound narrows the walk.
    const range = index.multikey[i] && 'value' in found.lower && 'value' in found.upper ? { lower: found.lower, upper: { rank: typeRank(found.lower.value) } } : found;
    intervals = intervals.map((prefix) => [...prefix, range]);
    usedFields++;
    usesRange = true;
    break;
  }
  const order = sortDirection(index, request.sort, bounds, pointFields, intervals.length);
  // Without bounds an index only helps by giving the sort order.
  if (usedFields === 0 && (order === undefined || request.sort.length === 0)) return undefined;

  const runs = intervals.map((interval) => index.locate(interval));
  const count = runs.reduce((total, run) => total + run.count, 0);
  const complete = exact && usedFields === bounds.size;
  let cost = count;
  if (order !== undefined && Number.isFinite(request.wanted)) cost = Math.min(count, request.wanted * (complete ? 1 : 10));
  else if (order === undefined && request.sort.length) cost = count * SORT_COST_FACTOR;
  // Equal index values are equal for the filter too; a range's bounds are wider than its operator's types.
  const allMatch = complete && !usesRange;
  return { index, runs: order === -1 ? runs.reverse() : runs, reverse: order === -1, sorted: order !== undefined, cost, usedFields, allMatch };
}

/**
 * 1 when walking the index forward yields the sort order, -1 when walking it backward does, undefined
 * when neither: the sort fields (leaving out those pinned to one value) must be the index fields that
 * follow the equality prefix, optionally then `_id` (entries with equal values are in `_id` order, in the
 * direction of the last field), all in the index's directions or all reversed, and hold no arrays.
 */
function sortDirection(index: SecondaryIndex, sort: SortKey[], bounds: Map<string, FieldBounds>, pointFields: number, intervals: number): 1 | -1 | undefined {
  if (sort.length === 0) return 1;
  if (intervals > 1) return undefined;
  const pinned = (key: SortKey) => {
    const position = index.fields.indexOf(key.field);
    const found = bounds.get(key.field);
    return position !== -1 && position < pointFields && !index.multikey[position] && found !== undefined && 'points' in found;
  };
  const keys = sort.filter((key) => !pinned(key));
  if (keys.length === 0) return 1;
  let direction: 1 | -1 | undefined;
  for (const [i, key] of keys.entries()) {
    const position = pointFields + i;
    const byId = position === index.fields.length && key.field === '_id';
    if (!byId && (index.fields[position] !== key.field || index.multikey[position])) return undefined;
    const along = (key.direction * index.directions[byId ? position - 1 : position]) as 1 | -1;
    if (direction !== undefined && along !== direction) return undefined;
    direction = along;
  }
  return direction;
}

function walkPlan(source: PlanSource, plan: IndexPlan): Plan {
  const { index, runs, reverse } = plan;
  return {
    indexName: index.name,
    sorted: plan.sorted,
    allMatch: plan.allMatch,
    forEach(visit) {
      const seen = index.isMultikey ? new Set<string>() : undefined;
      for (const { from, to } of runs) {
        const finished = !index.visit(from, to, reverse, (entry) => {
          if (seen) {
            if (seen.has(entry.id)) return true;
            seen.add(entry.id);
          }
          return visit(source.docs.get(entry.id)!);
        });
        if (finished) return;
      }
    },
  };
}
