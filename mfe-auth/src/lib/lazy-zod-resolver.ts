import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** What tells that someone is about to fill in a form: a press or a key anywhere, or focus on a field. */
const INTENT_EVENTS = ['pointerdown', 'keydown', 'focusin'] as const;

function isIntent(event: Event): boolean {
  return event.type !== 'focusin' || (event.target instanceof Element && event.target.closest('form') !== null);
}

/** Calls `start` once, at the page's first sign of someone about to use a form (never in the build's prerender: no page). */
function onFirstIntent(start: () => void): void {
  if (typeof document === 'undefined') return;
  const listener = (event: Event) => {
    if (!isIntent(event)) return;
    INTENT_EVENTS.forEach((type) => document.removeEventListener(type, listener, true));
    start();
  };
  INTENT_EVENTS.forEach((type) => document.addEventListener(type, listener, { capture: true, passive: true }));
}

/**
 * zodResolver for a schema of `@clientline/contracts`, loaded once someone reaches for the form: the
 * contracts bring zod (35 KiB gzipped with them, a fifth of the page's script) and a visitor who only looks
 * never needs them. Loading starts at the first press, key or focus on a field, so the schema is normally
 * there long before the first field is checked; a check made sooner (a form filled in and sent by a
 * password manager) waits for it; one made while the download failed fails, and the next one tries again.
 */
export function lazyZodResolver<Schema extends z.ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<Schema>,
): Resolver<z.input<Schema>, unknown, z.output<Schema>> {
  type SchemaResolver = Resolver<z.input<Schema>, unknown, z.output<Schema>>;
  let loaded: Promise<SchemaResolver> | undefined;
  const load = () =>
    (loaded ??= Promise.all([loadSchema(), import('@hookform/resolvers/zod')]).then(
      ([schema, { zodResolver }]) => zodResolver(schema) as unknown as SchemaResolver,
      (error: unknown) => {
        // Not kept: the next check downloads again (the connection may be back).
        loaded = undefined;
        throw error;
      },
    ));
  onFirstIntent(() => void load().catch(() => undefined));
  return async (values, context, options) => (await load())(values, context, options);
}
