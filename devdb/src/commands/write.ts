import type { Document } from 'bson';
import { CommandError, badValue, failedToParse } from '../errors';
import { projectDocument } from '../query/projection';
import { readDocuments } from '../query/read';
import { applyUpdate, buildUpsert, isOperatorUpdate, validateUpdate, withIdFirst } from '../query/update';
import type { Collection } from '../storage/collection';
import { arrayArgument, arrayFiltersArgument, collectionName, documentArgument, refuseCollation } from './arguments';
import type { CommandContext, CommandHandler } from './context';

/**
 * Runs each statement of a write command; a failing statement becomes an entry of `writeErrors`
 * and, when the batch is ordered, stops the batch.
 */
function eachStatement(command: Document, field: string, run: (statement: Document) => void): Document[] {
  const ordered = command.ordered !== false;
  const writeErrors: Document[] = [];
  for (const [index, statement] of arrayArgument(command, field).entries()) {
    try {
      run(statement);
    } catch (error) {
      if (!(error instanceof CommandError)) throw error;
      writeErrors.push(error.toWriteError(index));
      if (ordered) break;
    }
  }
  return writeErrors;
}

function withWriteErrors(reply: Document, writeErrors: Document[]): Document {
  return writeErrors.length ? { ...reply, writeErrors } : reply;
}

function checkId(doc: Document): void {
  if (Array.isArray(doc._id)) throw badValue("can't use an array for _id");
  if (doc._id instanceof RegExp) throw badValue("can't use a regex for _id");
}

const insert: CommandHandler = (command, context) => {
  const name = collectionName(command, 'insert');
  arrayArgument(command, 'documents');
  const collection = context.engine.ensureCollection(context.dbName, name);
  let n = 0;
  const writeErrors = eachStatement(command, 'documents', (doc) => {
    checkId(doc);
    collection.insert(withIdFirst(doc));
    n++;
  });
  return withWriteErrors({ n }, writeErrors);
};

/** Finds one target of a single-document write: the first match in `sort` order. */
function firstMatch(collection: Collection | undefined, filter: Document, sort?: Document): Document | undefined {
  return readDocuments(collection, filter, { sort, limit: 1 }).docs[0];
}

const update: CommandHandler = (command, context) => {
  const name = collectionName(command, 'update');
  let matched = 0;
  let modified = 0;
  const upserted: Document[] = [];
  let index = 0;
  const writeErrors = eachStatement(command, 'updates', (statement) => {
    const position = index++;
    refuseCollation(statement);
    const filter = documentArgument(statement, 'q') ?? {};
    const arrayFilters = arrayFiltersArgument(statement);
    const spec = validateUpdate(statement.u, arrayFilters);
    if (statement.multi && !isOperatorUpdate(spec) && !Array.isArray(spec)) {
      throw failedToParse('multi update is not supported for replacement-style update');
    }
    let collection = context.engine.getCollection(context.dbName, name);
    const targets = statement.multi
      ? readDocuments(collection, filter).docs
      : [firstMatch(collection, filter, documentArgument(statement, 'sort'))].filter((doc) => doc !== undefined);
    for (const target of targets) {
      matched++;
      const next = applyUpdate(target, spec, { filter, arrayFilters });
      if (!next) continue;
      collection!.replace(target, next);
      modified++;
    }
    if (targets.length === 0 && statement.upsert) {
      const doc = buildUpsert(filter, spec, { filter, arrayFilters });
      checkId(doc);
      collection ??= context.engine.ensureCollection(context.dbName, name);
      collection.insert(doc);
      upserted.push({ index: position, _id: doc._id });
    }
  });
  const reply: Document = { n: matched + upserted.length, nModified: modified };
  if (upserted.length) reply.upserted = upserted;
  return withWriteErrors(reply, writeErrors);
};

const remove: CommandHandler = (command, context) => {
  const name = collectionName(command, 'delete');
  let n = 0;
  const writeErrors = eachStatement(command, 'deletes', (statement) => {
    refuseCollation(statement);
    const collection = context.engine.getCollection(context.dbName, name);
    const filter = documentArgument(statement, 'q') ?? {};
    const targets = statement.limit === 1 ? readDocuments(collection, filter, { limit: 1 }).docs : readDocuments(collection, filter).docs;
    for (const target of targets) collection!.remove(target);
    n += targets.length;
  });
  return withWriteErrors({ n }, writeErrors);
};

function project(doc: Document | null, fields: Document | undefined): Document | null {
  if (!doc || !fields || Object.keys(fields).length === 0) return doc;
  return projectDocument(doc, fields);
}

const findAndModify: CommandHandler = (command, context: CommandContext) => {
  const name = collectionName(command, 'findAndModify');
  refuseCollation(command);
  const filter = documentArgument(command, 'query') ?? {};
  const sort = documentArgument(command, 'sort');
  const fields = documentArgument(command, 'fields');
  if (command.remove && command.update !== undefined) throw failedToParse('Cannot specify both an update and remove=true');
  if (!command.remove && command.update === undefined) throw failedToParse('Either an update or remove=true must be specified');
  let collection = context.engine.getCollection(context.dbName, name);
  const target = firstMatch(collection, filter, sort);
  if (command.remove) {
    if (target) collection!.remove(target);
    return { lastErrorObject: { n: target ? 1 : 0 }, value: project(target ?? null, fields) };
  }
  const arrayFilters = arrayFiltersArgument(command);
  const spec = validateUpdate(command.update, arrayFilters);
  if (target) {
    const next = applyUpdate(target, spec, { filter, arrayFilters });
    if (next) collection!.replace(target, next);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: project(command.new ? (next ?? target) : target, fields),
    };
  }
  if (!command.upsert) return { lastErrorObject: { n: 0, updatedExisting: false }, value: null };
  const doc = buildUpsert(filter, spec, { filter, arrayFilters });
  checkId(doc);
  collection ??= context.engine.ensureCollection(context.dbName, name);
  collection.insert(doc);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: doc._id },
    value: command.new ? project(doc, fields) : null,
  };
};

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: remove,
  findandmodify: findAndModify,
};
