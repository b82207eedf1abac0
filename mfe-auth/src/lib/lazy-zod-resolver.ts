import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * zodResolver for a schema of `@clientline/contracts`, loaded after the page has painted: the contracts
 * bring zod (24 KiB gzipped, a round trip on a slow phone network) and a form paints without them.
 * Loading starts when the resolver is made (the form's module), so the schema is normally there long
 * before the first field is checked; a check made sooner waits for it.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type SchemaResolver = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  const loaded = Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
    ([schema, { zodResolver }]) => zodResolver(schema) as unknown as SchemaResolver,
  );
  return async (values, context, options) => (await loaded)(values, context, options);
}
