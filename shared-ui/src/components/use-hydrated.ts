import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and while React hydrates a page prerendered at build time, true from then on (and
 * at once in a page rendered in the browser). A button that needs script is disabled until it works,
 * rather than ignoring a click on the painted page.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(neverChanges, () => true, () => false);
}
