import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while React hydrates a page rendered outside the browser (at build time, or by
 * the api for a signed-in first screen), true from then on (and at once in a page rendered in the
 * browser). A button that needs script is disabled until it works, rather than ignoring a click on the
 * painted page; what only the browser knows (its time zone, today's date there, its localStorage) shows
 * once hydrated, so the server's markup and the browser's first render agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}
