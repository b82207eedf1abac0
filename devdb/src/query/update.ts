import { ObjectId, type Document } from 'bson';
import { Aggregator, ProcessingMode } from 'mingo';
import { update as applyOperators, type Modifier } from 'mingo/updater';
import { badValue, failedToParse, immutableField } from '../errors';
import { keyOf } from '../storage/keys';
import { equalityFields } from './equality';
import { cloneDocument } from './clone';
import { resolvePositional, type PositionalContext } from './positional';
import { checkUpdatePaths } from './update-paths';
import { checkUpdateTargets } from './update-targets';
import { asBadValue } from './mingo-errors';

export type UpdateSpec = Document | Document[];

const PIPELINE_STAGES = new Set(['$addFields', '$set', '$project', '$unset', '$replaceRoot', '$replaceWith']);

/** Checks an update as MongoDB does when it parses it, before any document is read. */
export function validateUpdate(spec: unknown, arrayFilters: Document[] = []): UpdateSpec {
  if (Array.isArray(spec)) {
    if (arrayFilters.length) throw failedToParse('arrayFilters may not be specified for pipeline-style updates');
    for (const stage of spec) {
      const name = stage && typeof stage === 'object' ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_STAGES.has(name)) throw badValue(`${String(name)} is not allowed to be used within an update`);
    }
    return spec;
  }
  if (!spec || typeof spec !== 'object') throw failedToParse('Update argument must be either an object or an array');
  const keys = Object.keys(spec);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) {
    throw failedToParse('An update document must contain either only update operators or only fields (a replacement)');
  }
  for (const operator of operators) {
    const fields = (spec as Document)[operator];
    if (!fields || typeof fields !== 'object' || Array.isArray(fields)) {
      throw failedToParse(`Modifiers operate on fields but we found a ${Array.isArray(fields) ? 'array' : typeof fields} for ${operator}`);
    }
  }
  if (operators.length) checkUpdatePaths(spec as Document, arrayFilters);
  return spec as Document;
}

export function isOperatorUpdate(spec: UpdateSpec): boolean {
  return !Array.isArray(spec) && Object.keys(spec).some((key) => key.startsWith('$'));
}

/** The updated copy of `original` (never modified in place), or `undefined` when nothing changed. */
export function applyUpdate(original: Document, spec: UpdateSpec, context: PositionalContext, isInsert = false): Document | undefined {
  let next: Document;
  if (Array.isArray(spec)) {
    next = asBadValue(() => new Aggregator(spec, { processingMode: ProcessingMode.CLONE_INPUT }).run([original])[0]);
  } else if (isOperatorUpdate(spec)) {
    next = cloneDocument(original);
    const { $setOnInsert, ...operators } = withoutIdNoOps(spec, original);
    // validateUpdate made sure $setOnInsert and $set write different paths.
    if (isInsert && $setOnInsert) operators.$set = { ...operators.$set, ...$setOnInsert };
    const resolved = resolvePositional(original, operators, context);
    checkUpdateTargets(original, resolved);
    const changed = Object.keys(resolved).length ? asBadValue(() => applyOperators(next, resolved as Modifier<Document>)) : [];
    if (changed.length === 0 && !isInsert) return undefined;
  } else {
    const { _id: replacementId, ...fields } = spec;
    if (replacementId !== undefined && original._id !== undefined && keyOf(replacementId) !== keyOf(original._id)) {
      throw immutableField(`After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${String(replacementId)}`);
    }
    next = { _id: original._id ?? replacementId, ...cloneDocument(fields) };
    if (next._id === undefined) delete next._id;
  }
  if (original._id !== undefined && keyOf(next._id) !== keyOf(original._id)) {
    throw immutableField("Performing an update on the path '_id' would modify the immutable field '_id'");
  }
  if (!isInsert && keyOf(next) === keyOf(original)) return undefined;
  return next;
}

/**
 * Drops `$set: { _id: <same value> }` (allowed, a no-op) and refuses any other operator on `_id`;
 * MongoDB answers the latter with ImmutableField.
 */
function withoutIdNoOps(spec: Document, original: Document): Document {
  const result: Document = {};
  for (const [operator, fields] of Object.entries(spec)) {
    const kept: Document = {};
    for (const [path, value] of Object.entries(fields)) {
      const touchesId = path === '_id' || path.startsWith('_id.');
      const isSameIdSet = path === '_id' && (operator === '$set' || operator === '$setOnInsert') && keyOf(value) === keyOf(original._id);
      if (touchesId && original._id !== undefined && !isSameIdSet) {
        throw immutableField("Performing an update on the path '_id' would modify the immutable field '_id'");
      }
      if (!isSameIdSet || original._id === undefined) kept[path] = value;
    }
    if (Object.keys(kept).length) result[operator] = kept;
  }
  return result;
}

/** The document an upsert inserts: the filter's equality fields, then the update (with $setOnInsert). */
export function buildUpsert(filter: Document, spec: UpdateSpec, context: PositionalContext): Document {
  const { _id, ...pinned } = equalityFields(filter);
  const seed: Document = _id === undefined ? {} : { _id };
  if ((isOperatorUpdate(spec) || Array.isArray(spec)) && Object.keys(pinned).length) {
    asBadValue(() => applyOperators(seed, { $set: pinned }));
  }
  const inserted = applyUpdate(seed, spec, { ...context, filter: {} }, true) ?? seed;
  return withIdFirst(inserted);
}

/** MongoDB stores `_id` as the first field and generates an ObjectId when it is missing. */
export function withIdFirst(doc: Document): Document {
  const { _id, ...rest } = doc;
  return { _id: _id === undefined ? new ObjectId() : _id, ...rest };
}
