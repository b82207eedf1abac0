import { useSyncExternalStore } from 'react';
import { breakpoints } from '@clientline/shared-ui';

const WIDE_QUERY = `(min-width: ${breakpoints.md}px)`;

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => undefined;
  const query = window.matchMedia(WIDE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// Without matchMedia (jsdom) the screen counts as wide.
const isWide = () => typeof window.matchMedia !== 'function' || window.matchMedia(WIDE_QUERY).matches;

/** True from the md breakpoint (768 px) up: wide enough for a table instead of cards. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, isWide);
}
