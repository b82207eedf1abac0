import { Types, type Query, type Schema } from 'mongoose';
import { bumpChangeVersions, organizationScope, userScope, type ChangeScope } from './model';

const QUERY_WRITES = [
  'updateOne',
  'updateMany',
  'replaceOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'deleteOne',
  'deleteMany',
] as const;

type Field = 'organizationId' | 'userId';
type WriteQuery = Query<unknown, unknown> & { affectedOwners?: unknown[] };

function idOf(value: unknown): string | null {
  if (value instanceof Types.ObjectId) return value.toString();
  if (typeof value === 'string' && Types.ObjectId.isValid(value)) return value;
  return null;
}

/** The ids a written document or an update names in `field` (an update may move a document to an owner). */
function idsNamed(field: Field, ...sources: unknown[]): string[] {
  const ids: string[] = [];
  for (const source of sources) {
    if (!source || typeof source !== 'object') continue;
    const record = source as Record<string, unknown> & { $set?: Record<string, unknown> };
    for (const value of [record[field], record.$set?.[field]]) {
      const id = idOf(value);
      if (id) ids.push(id);
    }
  }
  return ids;
}

/**
 * Moves on the change version (change-versions/model.ts) of whoever can read what a write touched:
 * the organization named by the write's filter, its update or its documents (`per: 'organizationId'`),
 * or each user they belong to (`per: 'userId'`). A query write whose filter does not name the owners
 * looks them up first, so no write can leave a poll answered 304 with stale data.
 */
export function changeTrackingPlugin(schema: Schema, { per }: { per: Field }): void {
  const scopeOf = (id: string): ChangeScope => (per === 'organizationId' ? organizationScope(id) : userScope(id));
  const bump = (ids: unknown[]) => bumpChangeVersions(ids.map(idOf).filter((id) => id !== null).map(scopeOf));

  schema.post('save', async function bumpSaved(document: Record<string, unknown>) {
    await bump(idsNamed(per, document));
  });
  schema.post('insertMany', async function bumpInserted(documents: unknown) {
    await bump((documents as unknown[]).flatMap((document) => idsNamed(per, document)));
  });
  schema.post('deleteOne', { document: true, query: false }, async function bumpDeleted(this: Record<string, unknown>) {
    await bump(idsNamed(per, this));
  });

  for (const operation of QUERY_WRITES) {
    schema.pre(operation, { document: false, query: true }, async function findOwners(this: WriteQuery) {
      if (idsNamed(per, this.getFilter()).length > 0) return;
      // The tenancy plugin has already allowed this write on this filter; reading its owners is no wider.
      this.affectedOwners = await this.model.distinct(per, this.getFilter()).setOptions({ unscoped: true });
    });
    schema.post(operation, { document: false, query: true }, async function bumpWritten(this: WriteQuery, result: unknown) {
      await bump([...idsNamed(per, this.getFilter(), this.getUpdate(), result), ...(this.affectedOwners ?? [])]);
    });
  }
}
