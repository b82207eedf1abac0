import type { Engine } from './engine';
import { valuesAtPath } from './keys';

/**
 * Deletes documents whose TTL-indexed date field is older than the index's expireAfterSeconds,
 * as mongod's TTL monitor does (arrays use their earliest date; non-date values never expire).
 */
export function purgeExpired(engine: Engine, now: Date): number {
  let removed = 0;
  for (const db of engine.databaseNames()) {
    for (const collection of engine.collections(db)) {
      for (const index of collection.ttlIndexes()) {
        const cutoff = now.getTime() - index.expireAfterSeconds! * 1000;
        for (const doc of collection.all()) {
          const dates = valuesAtPath(doc, index.fields[0]).filter((value): value is Date => value instanceof Date);
          if (dates.length && Math.min(...dates.map((date) => date.getTime())) <= cutoff) {
            collection.remove(doc);
            removed++;
          }
        }
      }
    }
  }
  return removed;
}
