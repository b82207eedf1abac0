import type { ComponentType, ReactNode } from 'react';
import { AppProviders } from '@clientline/shared-ui';
import { store } from './store';
import { Shell } from './shell';

/** `Router` is for prerendering a page at build time (scripts/prerender-pages.tsx); the browser's otherwise. */
export function App({ Router }: { Router?: ComponentType<{ children: ReactNode }> }) {
  return (
    <AppProviders store={store} Router={Router}>
      <Shell />
    </AppProviders>
  );
}
