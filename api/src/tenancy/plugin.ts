import { Schema, type Aggregate, type Query } from 'mongoose';
import { changeTrackingPlugin } from '../change-versions/plugin';

/**
 * Tenancy in one place. A schema with this plugin gets an `organizationId` field, and every query,
 * update, delete, count and aggregate on it must filter by `organizationId` at the top level (the
 * first `$match` stage for aggregates), or it throws before reaching the database.
 *
 * The only way around it is an explicit, grep-able `{ unscoped: true }` option, kept for identity
 * lookups in the auth code (find a user by session, username or access token).
 */
export class UnscopedQueryError extends Error {
  constructor(modelName: string, operation: string) {
    super(`Refused an unscoped ${operation} on ${modelName}: filter by organizationId`);
    this.name = 'UnscopedQueryError';
  }
}

const QUERY_OPERATIONS = [
  'find',
  'findOne',
  'findOneAndUpdate',
  'findOneAndReplace',
  'findOneAndDelete',
  'countDocuments',
  'estimatedDocumentCount',
  'distinct',
  'updateOne',
  'updateMany',
  'replaceOne',
  'deleteOne',
  'deleteMany',
] as const;

export function tenancyPlugin(schema: Schema, { required = true }: { required?: boolean } = {}): void {
  schema.add({
    organizationId: { type: Schema.Types.ObjectId, ref: 'Organization', required, default: required ? undefined : null },
  });
  schema.index({ organizationId: 1 });

  for (const operation of QUERY_OPERATIONS) {
    schema.pre(operation, { document: false, query: true }, function refuseUnscopedQuery(this: Query<unknown, unknown>) {
      if (takeUnscopedOption(this.getOptions())) return;
      if (!isScoped(this.getFilter())) throw new UnscopedQueryError(this.model.modelName, operation);
    });
  }

  // A loaded document's own save() and deleteOne() filter by its organization too.
  schema.post('init', function scopeDocumentWrites(this: { $where?: Record<string, unknown>; get(path: string): unknown }) {
    this.$where = { ...this.$where, organizationId: this.get('organizationId') };
  });

  // Registered after the scoping hooks, so a refused write bumps nothing.
  schema.plugin(changeTrackingPlugin, { per: 'organizationId' });

  schema.pre('aggregate', function refuseUnscopedAggregate(this: Aggregate<unknown>) {
    if (takeUnscopedOption(this.options as Record<string, unknown>)) return;
    const firstStage = this.pipeline()[0] as { $match?: Record<string, unknown> } | undefined;
    if (!firstStage?.$match || !isScoped(firstStage.$match)) {
      throw new UnscopedQueryError(this.model().modelName, 'aggregate');
    }
  });
}

function isScoped(filter: Record<string, unknown>): boolean {
  return filter.organizationId !== undefined && filter.organizationId !== null;
}

/** Reads and removes our own option so it never reaches the database driver. */
function takeUnscopedOption(options: Record<string, unknown> | undefined): boolean {
  if (!options?.unscoped) return false;
  delete options.unscoped;
  return true;
}

