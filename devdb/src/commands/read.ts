import type { Document } from 'bson';
import { Aggregator, ProcessingMode } from 'mingo';
import { cursorIdArgument } from '../cursors';
import { notSupported, typeMismatch } from '../errors';
import { cloneDocument } from '../query/clone';
import { asBadValue } from '../query/mingo-errors';
import { plainGroup } from '../query/plain-group';
import { readDocuments, type ReadOptions } from '../query/read';
import { storedDocumentEncoder } from '../query/stored-encoding';
import { keyOf, valuesAtPath } from '../storage/keys';
import { arrayArgument, collectionName, documentArgument, numberArgument, refuseCollation } from './arguments';
import type { CommandContext, CommandHandler } from './context';

const find: CommandHandler = (command, context) => {
  const name = collectionName(command, 'find');
  refuseCollation(command);
  const limit = numberArgument(command, 'limit') ?? 0;
  const filter = documentArgument(command, 'filter') ?? {};
  const { docs } = readDocuments(context.engine.getCollection(context.dbName, name), filter, {
    sort: documentArgument(command, 'sort'),
    skip: numberArgument(command, 'skip'),
    limit: Math.abs(limit),
  });
  const singleBatch = command.singleBatch === true || limit < 0;
  const batchSize = numberArgument(command, 'batchSize');
  const encode = storedDocumentEncoder(documentArgument(command, 'projection'), filter);
  return { cursor: context.cursors.firstBatch(`${context.dbName}.${name}`, docs, batchSize, singleBatch, encode) };
};

const getMore: CommandHandler = (command, context) => {
  const id = cursorIdArgument(command.getMore, 'getMore');
  const name = command.collection;
  if (typeof name !== 'string') throw typeMismatch("BSON field 'collection' must be a string");
  return { cursor: context.cursors.nextBatch(id, `${context.dbName}.${name}`, numberArgument(command, 'batchSize')) };
};

const killCursors: CommandHandler = (command, context) => {
  collectionName(command, 'killCursors');
  const ids = arrayArgument(command, 'cursors').map((id) => cursorIdArgument(id, 'killCursors.cursors'));
  const { killed, notFound } = context.cursors.kill(ids);
  return { cursorsKilled: killed, cursorsNotFound: notFound, cursorsAlive: [], cursorsUnknown: [] };
};

const count: CommandHandler = (command, context) => {
  const name = collectionName(command, 'count');
  refuseCollation(command);
  const collection = context.engine.getCollection(context.dbName, name);
  const query = documentArgument(command, 'query') ?? {};
  if (Object.keys(query).length === 0 && !command.skip && !command.limit) return { n: collection?.size ?? 0 };
  const { docs } = readDocuments(collection, query, {
    skip: numberArgument(command, 'skip'),
    limit: Math.abs(numberArgument(command, 'limit') ?? 0),
  });
  return { n: docs.length };
};

const distinct: CommandHandler = (command, context) => {
  const name = collectionName(command, 'distinct');
  refuseCollation(command);
  const key = command.key;
  if (typeof key !== 'string') throw typeMismatch("BSON field 'key' must be a string");
  const { docs } = readDocuments(context.engine.getCollection(context.dbName, name), documentArgument(command, 'query') ?? {});
  const values = new Map<string, unknown>();
  for (const doc of docs) {
    for (const value of valuesAtPath(doc, key)) if (value !== undefined && !values.has(keyOf(value))) values.set(keyOf(value), value);
  }
  return { values: [...values.values()] };
};

const WRITING_STAGES = ['$out', '$merge'];

const aggregate: CommandHandler = (command, context) => {
  refuseCollation(command);
  if (typeof command.aggregate !== 'string') throw notSupported('devdb only runs aggregations on a collection');
  const name = collectionName(command, 'aggregate');
  const pipeline = arrayArgument(command, 'pipeline');
  const stageNames = pipeline.map((stage) => Object.keys(stage ?? {})[0]);
  const writing = stageNames.find((stage) => WRITING_STAGES.includes(stage));
  if (writing) throw notSupported(`devdb does not support the ${writing} stage`);
  const results = runPipeline(context, name, pipeline);
  const cursorOptions = documentArgument(command, 'cursor') ?? {};
  return { cursor: context.cursors.firstBatch(`${context.dbName}.${name}`, results, numberArgument(cursorOptions, 'batchSize')) };
};

// Stages that build new documents and never change the ones they are given, so they may run on the stored ones.
const READ_ONLY_STAGES = new Set(['$match', '$group', '$count', '$sort', '$skip', '$limit', '$sortByCount']);

/**
 * The leading `$match`, `$sort`, `$skip` and `$limit` stages (each optional, in that order) are one read
 * through the indexes, a `$group` after them may run as one loop (plainGroup); the rest of the pipeline
 * runs in mingo, on copies unless it only reads.
 */
function runPipeline(context: CommandContext, name: string, pipeline: Document[]): Document[] {
  const collection = context.engine.getCollection(context.dbName, name);
  const read = leadingRead(pipeline);
  let rest = read.rest;
  let input = readDocuments(collection, read.filter, read.options).docs;
  const grouped = rest.length > 0 && Object.keys(rest[0] ?? {}).length === 1 ? plainGroup(rest[0]!.$group, input) : undefined;
  if (grouped) {
    input = grouped;
    rest = rest.slice(1);
  }
  if (rest.length === 0) return input;
  const count = countStageName(rest);
  if (count) return input.length ? [{ [count]: input.length }] : [];
  const readOnly = rest.every((stage) => READ_ONLY_STAGES.has(Object.keys(stage ?? {})[0]));
  return asBadValue(() =>
    new Aggregator(rest, {
      processingMode: readOnly ? ProcessingMode.CLONE_OFF : ProcessingMode.CLONE_INPUT,
      collectionResolver: (from: string) => context.engine.getCollection(context.dbName, from)?.all().map(cloneDocument) ?? [],
    }).run(input),
  );
}

/** The output field of a pipeline that is only `{$count: name}` (with a valid name), else undefined. */
function countStageName(stages: Document[]): string | undefined {
  const [stage] = stages;
  if (stages.length !== 1 || Object.keys(stage ?? {}).length !== 1) return undefined;
  const name = stage.$count;
  return typeof name === 'string' && name.trim().length > 0 && !name.includes('.') && !name.startsWith('$') ? name : undefined;
}

function leadingRead(pipeline: Document[]): { filter: Document; options: ReadOptions; rest: Document[] } {
  let position = 0;
  const stage = (name: string, valid: (value: unknown) => boolean) => {
    const next = pipeline[position];
    if (!next || Object.keys(next).length !== 1 || !(name in next) || !valid(next[name])) return undefined;
    position++;
    return next[name];
  };
  const isDocument = (value: unknown) => value !== null && typeof value === 'object' && !Array.isArray(value);
  const isCount = (value: unknown) => typeof value === 'number' && Number.isInteger(value) && value > 0;
  const filter = (stage('$match', isDocument) as Document | undefined) ?? {};
  const sort = stage('$sort', (value) => isDocument(value) && Object.keys(value as Document).length > 0) as Document | undefined;
  const skip = stage('$skip', isCount) as number | undefined;
  const limit = stage('$limit', isCount) as number | undefined;
  return { filter, options: { sort, skip, limit }, rest: pipeline.slice(position) };
}

export const readCommands: Record<string, CommandHandler> = {
  find,
  getmore: getMore,
  killcursors: killCursors,
  count,
  distinct,
  aggregate,
};
