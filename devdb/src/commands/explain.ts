import { notSupported } from '../errors';
import { readDocuments } from '../query/read';
import { collectionName, documentArgument, numberArgument } from './arguments';
import type { CommandHandler } from './context';

/**
 * `explain` of a find: which index answered it, whether it sorted in memory, and how many documents were
 * examined, in MongoDB's field names.
 */
const explain: CommandHandler = (command, context) => {
  const inner = documentArgument(command, 'explain') ?? {};
  if (Object.keys(inner)[0] !== 'find') throw notSupported('devdb explains find commands only');
  const name = collectionName(inner, 'find');
  const filter = documentArgument(inner, 'filter') ?? {};
  const { docs, indexName, examined, sortedInMemory } = readDocuments(context.engine.getCollection(context.dbName, name), filter, {
    sort: documentArgument(inner, 'sort'),
    skip: numberArgument(inner, 'skip'),
    limit: Math.abs(numberArgument(inner, 'limit') ?? 0),
  });
  const found = indexName ? { stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName } } : { stage: 'COLLSCAN' };
  const winningPlan = sortedInMemory ? { stage: 'SORT', inputStage: found } : found;
  return {
    queryPlanner: { namespace: `${context.dbName}.${name}`, parsedQuery: filter, winningPlan, rejectedPlans: [] },
    executionStats: { nReturned: docs.length, totalDocsExamined: examined, totalKeysExamined: indexName ? examined : 0 },
  };
};

export const explainCommands: Record<string, CommandHandler> = { explain };
