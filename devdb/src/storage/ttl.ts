import type { Engine } from './engine';

/**
 * Deletes documents whose TTL-indexed date field is older than the index's expireAfterSeconds,
 * as mongod's TTL monitor does (arrays use their earliest date; non-date values never expire), found
 * through the index.
 */
export function purgeExpired(engine: Engine, now: Date): number {
  let removed = 0;
  for (const db of engine.databaseNames()) {
    for (const collection of engine.collections(db)) {
      for (const index of collection.ttlIndexes()) {
        const cutoff = new Date(now.getTime() - index.expireAfterSeconds! * 1000);
        for (const doc of collection.datedUpTo(index, cutoff)) {
          collection.remove(doc);
          removed++;
        }
      }
    }
  }
  return removed;
}
