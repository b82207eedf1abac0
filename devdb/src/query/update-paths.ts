import type { Document } from 'bson';
import { badValue, conflictingUpdateOperators, failedToParse } from '../errors';

/** `$[]` (every element) or `$[id]` (the elements array filter `id` selects). */
export function isArrayUpdatePart(part: string): boolean {
  return part.startsWith('$[') && part.endsWith(']');
}

interface ClaimNode {
  claimed: boolean;
  children: Map<string, ClaimNode>;
}

/**
 * The paths one update writes. As in MongoDB, a path may be written once, and never together with a
 * path inside it or around it; under one field, array-update parts (`$[]`, `$[id]`) may not sit beside
 * field names, indexes or `$`.
 */
export class PathClaims {
  private readonly root: ClaimNode = { claimed: false, children: new Map() };

  /** Claims the path; if it overlaps one already claimed, returns where instead. */
  claim(parts: string[]): string | undefined {
    let node = this.root;
    for (const [depth, part] of parts.entries()) {
      const sibling = node.children.keys().next().value;
      const mixesKinds = sibling !== undefined && isArrayUpdatePart(sibling) !== isArrayUpdatePart(part);
      if (node.claimed || mixesKinds) return parts.slice(0, depth).join('.');
      let child = node.children.get(part);
      if (!child) node.children.set(part, (child = { claimed: false, children: new Map() }));
      node = child;
    }
    if (node.claimed || node.children.size > 0) return parts.join('.');
    node.claimed = true;
    return undefined;
  }
}

/**
 * The identifier an array filter is about: the first part of its field names, also inside $and/$or/$nor
 * (`{ 'm.status': 'open' }` is about `m`). MongoDB requires exactly one, made of letters and digits.
 */
export function filterIdentifier(filter: Document): string {
  const names = new Set(topLevelNames(filter));
  const [name, other] = names;
  if (name === undefined) throw failedToParse('Cannot use an expression without a top-level field name in arrayFilters');
  if (other !== undefined) {
    throw failedToParse(`Error parsing array filter :: caused by :: Expected a single top-level field name, found '${name}' and '${other}'`);
  }
  if (!/^[a-z][a-zA-Z0-9]*$/.test(name)) {
    const rule = 'The top-level field name must be an alphanumeric string beginning with a lowercase letter';
    throw badValue(`Error parsing array filter :: caused by :: ${rule}, found '${name}'`);
  }
  return name;
}

function topLevelNames(filter: Document): string[] {
  return Object.entries(filter).flatMap(([key, value]) => {
    if (!key.startsWith('$')) return [key.split('.')[0]];
    return Array.isArray(value) ? value.flatMap((clause: Document) => topLevelNames(clause)) : [];
  });
}

/**
 * What MongoDB checks when it parses an operator update, before reading any document: positional parts
 * are well placed, every `$[id]` has an array filter and every array filter is used, and no two paths
 * conflict ($rename writes both of its paths).
 */
export function checkUpdatePaths(update: Document, arrayFilters: Document[]): void {
  const identifiers = new Set<string>();
  for (const filter of arrayFilters) {
    const identifier = filterIdentifier(filter);
    if (identifiers.has(identifier)) throw failedToParse(`Found multiple array filters with the same top-level field name ${identifier}`);
    identifiers.add(identifier);
  }
  const used = new Set<string>();
  const claims = new PathClaims();
  const claim = (path: string) => {
    const overlap = claims.claim(path.split('.'));
    if (overlap !== undefined) throw conflictingUpdateOperators(`Updating the path '${path}' would create a conflict at '${overlap}'`);
  };
  for (const [operator, fields] of Object.entries(update)) {
    for (const [path, value] of Object.entries(fields as Document)) {
      checkPositionalParts(path, identifiers, used);
      if (operator === '$rename') {
        checkRename(path, value);
        claim(path);
        claim(value);
      } else {
        claim(path);
      }
    }
  }
  for (const identifier of identifiers) {
    if (!used.has(identifier)) throw failedToParse(`The array filter for identifier '${identifier}' was not used in the update`);
  }
}

function checkPositionalParts(path: string, identifiers: Set<string>, used: Set<string>): void {
  const parts = path.split('.');
  if (parts[0] === '$') throw badValue(`Cannot have positional (i.e. '$') element in the first position in path '${path}'`);
  if (isArrayUpdatePart(parts[0])) {
    throw badValue(`Cannot have array filter identifier (i.e. '$[<id>]') element in the first position in path '${path}'`);
  }
  if (parts.filter((part) => part === '$').length > 1) throw badValue(`Too many positional (i.e. '$') elements found in path '${path}'`);
  for (const part of parts.filter(isArrayUpdatePart)) {
    const identifier = part.slice(2, -1);
    if (identifier === '') continue;
    if (!identifiers.has(identifier)) throw badValue(`No array filter found for identifier '${identifier}' in path '${path}'`);
    used.add(identifier);
  }
}

function checkRename(source: string, destination: unknown): asserts destination is string {
  if (typeof destination !== 'string') throw badValue(`The 'to' field for $rename must be a string: ${source}`);
  const isDynamic = (path: string) => path.split('.').some((part) => part === '$' || isArrayUpdatePart(part));
  if (isDynamic(source)) throw badValue(`The source field for $rename may not be dynamic: ${source}`);
  if (isDynamic(destination)) throw badValue(`The destination field for $rename may not be dynamic: ${destination}`);
  if (source === destination) throw badValue(`The source and target field for $rename must differ: ${source}`);
  if (destination.startsWith(`${source}.`) || source.startsWith(`${destination}.`)) {
    throw badValue(`The source and target field for $rename must not be on the same path: ${source}`);
  }
}
