import type { Document } from 'bson';
import { Query } from 'mingo';
import {
  CommandError,
  badValue,
  indexKeySpecsConflict,
  indexNotFound,
  indexOptionsConflict,
  invalidOptions,
  namespaceExists,
  namespaceNotFound,
  notSupported,
} from '../errors';
import { asBadValue } from '../query/mingo-errors';
import { ID_INDEX_SPEC } from '../storage/collection';
import type { IndexSpec } from '../storage/index-definition';
import { keyOf } from '../storage/keys';
import { arrayArgument, collectionName, documentArgument } from './arguments';
import type { CommandContext, CommandHandler } from './context';

const INDEX_OPTIONS = ['unique', 'sparse', 'partialFilterExpression', 'expireAfterSeconds', 'weights', 'default_language', 'collation'];

function normalizeIndexSpec(raw: Document): IndexSpec {
  const key = raw.key;
  if (!key || typeof key !== 'object' || Array.isArray(key) || Object.keys(key).length === 0) {
    throw badValue("Index spec 'key' must be a non-empty object, e.g. { key: { email: 1 }, name: 'email_1' }");
  }
  if (typeof raw.name !== 'string' || raw.name.length === 0) throw badValue("Index spec 'name' must be a non-empty string");
  if (raw.collation && raw.collation.locale !== 'simple') throw notSupported('devdb does not support collation on indexes');
  const spec: IndexSpec = { v: 2, key, name: raw.name };
  for (const option of INDEX_OPTIONS) if (raw[option] !== undefined && raw[option] !== false) spec[option] = raw[option];
  return spec;
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return INDEX_OPTIONS.every((option) => keyOf(a[option] ?? null) === keyOf(b[option] ?? null));
}

function isIdIndex(spec: IndexSpec): boolean {
  return spec.name === '_id_' || keyOf(spec.key) === keyOf(ID_INDEX_SPEC.key);
}

const createIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'createIndexes');
  const specs = arrayArgument(command, 'indexes').map(normalizeIndexSpec);
  const createdCollectionAutomatically = !context.engine.getCollection(context.dbName, name);
  const collection = context.engine.ensureCollection(context.dbName, name);
  const numIndexesBefore = collection.indexSpecs().length;
  for (const spec of specs) {
    if (isIdIndex(spec)) continue;
    const existing = collection.indexSpecs().find((other) => other.name === spec.name || keyOf(other.key) === keyOf(spec.key));
    if (!existing) {
      collection.createIndex(spec);
    } else if (existing.name !== spec.name) {
      throw indexOptionsConflict(`Index already exists with a different name: ${existing.name}`);
    } else if (keyOf(existing.key) !== keyOf(spec.key)) {
      throw indexKeySpecsConflict(`An existing index has the same name as the requested index but a different key: ${spec.name}`);
    } else if (!sameOptions(existing, spec)) {
      throw indexOptionsConflict(`An equivalent index already exists with the same name but different options: ${spec.name}`);
    }
  }
  const numIndexesAfter = collection.indexSpecs().length;
  const reply: Document = { numIndexesBefore, numIndexesAfter, createdCollectionAutomatically };
  if (numIndexesAfter === numIndexesBefore) reply.note = 'all indexes already exist';
  return reply;
};

function existingCollection(context: CommandContext, name: string) {
  const collection = context.engine.getCollection(context.dbName, name);
  if (!collection) throw namespaceNotFound(`ns does not exist: ${context.dbName}.${name}`);
  return collection;
}

const listIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'listIndexes');
  const specs = existingCollection(context, name).indexSpecs().map((spec) => ({ v: 2, ...spec }));
  const cursor = documentArgument(command, 'cursor') ?? {};
  return { cursor: context.cursors.firstBatch(`${context.dbName}.${name}`, specs, cursor.batchSize) };
};

const dropIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'dropIndexes');
  const collection = existingCollection(context, name);
  const nIndexesWas = collection.indexSpecs().length;
  const target = command.index;
  const secondaryNames = collection.indexSpecs().filter((spec) => !isIdIndex(spec)).map((spec) => spec.name);
  let names: string[];
  if (target === '*') names = secondaryNames;
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (target && typeof target === 'object') {
    const found = collection.indexSpecs().find((spec) => keyOf(spec.key) === keyOf(target));
    if (!found) throw indexNotFound(`can't find index with key: ${JSON.stringify(target)}`);
    names = [found.name];
  } else throw badValue("'index' must be '*', an index name, a list of names or a key pattern");
  for (const indexName of names) {
    if (indexName === '_id_') throw invalidOptions('cannot drop _id index');
    if (!collection.findIndex(indexName)) throw indexNotFound(`index not found with name [${indexName}]`);
  }
  for (const indexName of names) collection.dropIndex(indexName);
  return { nIndexesWas };
};

const UNSUPPORTED_CREATE_OPTIONS = ['capped', 'viewOn', 'timeseries', 'clusteredIndex', 'validator', 'changeStreamPreAndPostImages'];

const create: CommandHandler = (command, context) => {
  const name = collectionName(command, 'create');
  const unsupported = UNSUPPORTED_CREATE_OPTIONS.find((option) => command[option]);
  if (unsupported) throw notSupported(`devdb does not support the '${unsupported}' collection option`);
  if (context.engine.getCollection(context.dbName, name)) throw namespaceExists(`Collection ${context.dbName}.${name} already exists.`);
  context.engine.ensureCollection(context.dbName, name);
  return {};
};

const drop: CommandHandler = (command, context) => {
  const name = collectionName(command, 'drop');
  const nIndexesWas = context.engine.getCollection(context.dbName, name)?.indexSpecs().length;
  context.engine.dropCollection(context.dbName, name);
  return nIndexesWas === undefined ? {} : { ns: `${context.dbName}.${name}`, nIndexesWas };
};

const dropDatabase: CommandHandler = (_command, context) => {
  context.engine.dropDatabase(context.dbName);
  return { dropped: context.dbName };
};

const listCollections: CommandHandler = (command, context) => {
  const filter = documentArgument(command, 'filter') ?? {};
  const entries = context.engine.collections(context.dbName).map((collection) =>
    command.nameOnly
      ? { name: collection.name, type: 'collection' }
      : {
          name: collection.name,
          type: 'collection',
          options: {},
          info: { readOnly: false },
          idIndex: { v: 2, ...ID_INDEX_SPEC },
        },
  );
  const query = asBadValue(() => new Query(filter));
  const matching = entries.filter((entry) => query.test(entry));
  const cursor = documentArgument(command, 'cursor') ?? {};
  return { cursor: context.cursors.firstBatch(`${context.dbName}.$cmd.listCollections`, matching, cursor.batchSize) };
};

const listDatabases: CommandHandler = (command, context) => {
  if (context.dbName !== 'admin') throw new CommandError(13, 'Unauthorized', 'listDatabases may only be run against the admin database.');
  const databases = context.engine.databaseNames().map((name) => {
    const docs = context.engine.collections(name).reduce((sum, collection) => sum + collection.size, 0);
    return command.nameOnly ? { name } : { name, sizeOnDisk: docs, empty: docs === 0 };
  });
  const query = asBadValue(() => new Query(documentArgument(command, 'filter') ?? {}));
  const matching = databases.filter((entry) => query.test(entry));
  return command.nameOnly ? { databases: matching } : { databases: matching, totalSize: 0, totalSizeMb: 0 };
};

const dbStats: CommandHandler = (_command, context) => {
  const collections = context.engine.collections(context.dbName);
  return {
    db: context.dbName,
    collections: collections.length,
    views: 0,
    objects: collections.reduce((sum, collection) => sum + collection.size, 0),
    indexes: collections.reduce((sum, collection) => sum + collection.indexSpecs().length, 0),
  };
};

export const adminCommands: Record<string, CommandHandler> = {
  createindexes: createIndexes,
  listindexes: listIndexes,
  dropindexes: dropIndexes,
  deleteindexes: dropIndexes,
  create,
  drop,
  dropdatabase: dropDatabase,
  listcollections: listCollections,
  listdatabases: listDatabases,
  dbstats: dbStats,
};
