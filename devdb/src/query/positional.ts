import type { Document } from 'bson';
import { Query } from 'mingo';
import { badValue, conflictingUpdateOperators } from '../errors';
import { PathClaims, filterIdentifier, isArrayUpdatePart } from './update-paths';

export interface PositionalContext {
  /** The query that selected the document: `$` stands for the array element it matched. */
  filter: Document;
  arrayFilters?: Document[];
}

/**
 * The update operators with every positional part of their paths replaced by the array indexes it
 * selects in `doc`: `$` by the element the query matched, `$[]` by every index, `$[id]` by the indexes
 * whose element passes array filter `id`. Resolved paths that overlap (two filters selecting one
 * element for the same field) are refused, as MongoDB does.
 */
export function resolvePositional(doc: Document, operators: Document, context: PositionalContext): Document {
  const filterQueries = new Map<string, Query>();
  const queryFor = (identifier: string) => {
    if (!filterQueries.has(identifier)) {
      const filter = context.arrayFilters?.find((candidate) => filterIdentifier(candidate) === identifier);
      filterQueries.set(identifier, new Query(filter ?? {}));
    }
    return filterQueries.get(identifier)!;
  };

  const claims = new PathClaims();
  const resolved: Document = {};
  for (const [operator, fields] of Object.entries(operators)) {
    const concrete: Document = {};
    for (const [path, value] of Object.entries(fields as Document)) {
      let expanded: string[][] = [[]];
      for (const part of path.split('.')) {
        if (part === '$') {
          expanded = expanded.map((prefix) => [...prefix, String(matchedIndex(doc, prefix, context.filter))]);
        } else if (isArrayUpdatePart(part)) {
          const identifier = part.slice(2, -1);
          const selects = identifier ? (element: unknown) => queryFor(identifier).test({ [identifier]: element }) : () => true;
          expanded = expanded.flatMap((prefix) => selectedIndexes(doc, prefix, selects).map((index) => [...prefix, String(index)]));
        } else {
          expanded = expanded.map((prefix) => [...prefix, part]);
        }
      }
      for (const parts of expanded) {
        const overlap = claims.claim(parts);
        if (overlap !== undefined) throw conflictingUpdateOperators(`Update created a conflict at '${overlap}'`);
        concrete[parts.join('.')] = value;
      }
    }
    if (Object.keys(concrete).length) resolved[operator] = concrete;
  }
  return resolved;
}

/**
 * The index `$` stands for in the array at `prefix`: the first element matching the query's condition
 * on that array (`{ 'items.sku': 'a' }`, `{ items: { $elemMatch: ... } }`, also inside $and). When the
 * query has several, the last one decides, as in MongoDB, where the last array match recorded wins.
 */
function matchedIndex(doc: Document, prefix: string[], filter: Document): number {
  const array = valueAt(doc, prefix);
  const condition = conditionsOn(filter, prefix.join('.')).at(-1);
  const index = Array.isArray(array) && condition ? array.findIndex((element) => condition.test({ element: [element] })) : -1;
  if (index === -1) throw badValue('The positional operator did not find the match needed from the query.');
  return index;
}

/** The filter's conditions on `arrayPath` or inside it, each as a query on one element, wrapped as `{ element: [e] }`. */
function conditionsOn(filter: Document, arrayPath: string): Query[] {
  return Object.entries(filter).flatMap(([key, condition]) => {
    if (key === '$and' && Array.isArray(condition)) return condition.flatMap((clause: Document) => conditionsOn(clause, arrayPath));
    if (key !== arrayPath && !key.startsWith(`${arrayPath}.`)) return [];
    return [new Query({ [`element${key.slice(arrayPath.length)}`]: condition })];
  });
}

function selectedIndexes(doc: Document, prefix: string[], selects: (element: unknown) => boolean): number[] {
  const array = valueAt(doc, prefix);
  if (array === undefined) throw badValue(`The path '${prefix.join('.')}' must exist in the document in order to apply array updates.`);
  if (!Array.isArray(array)) {
    throw badValue(`Cannot apply array updates to non-array element ${prefix.at(-1)}: ${JSON.stringify(array) ?? String(array)}`);
  }
  return [...array.keys()].filter((index) => selects(array[index]));
}

/** The value at a path of field names and array indexes; `undefined` when it does not exist. */
function valueAt(doc: Document, parts: string[]): unknown {
  let current: unknown = doc;
  for (const part of parts) {
    if (Array.isArray(current)) current = /^\d+$/.test(part) ? current[Number(part)] : undefined;
    else if (current !== null && typeof current === 'object') current = (current as Document)[part];
    else return undefined;
  }
  return current;
}
