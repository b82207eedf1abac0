import type { ComponentType, ReactNode } from 'react';
import { AppProviders } from '@clientline/shared-ui';
import type { Store } from '@reduxjs/toolkit';
import { store as browserStore } from './store';
import { Shell } from './shell';

/**
 * `Router` and `store` are for rendering a page outside the browser: at build time (the landing pages,
 * scripts/prerender-pages.tsx) or on the server for one person (shell/server/first-screen). The browser's
 * router and the one store otherwise.
 */
export function App({ Router, store = browserStore }: { Router?: ComponentType<{ children: ReactNode }>; store?: Store }) {
  return (
    <AppProviders store={store} Router={Router}>
      <Shell />
    </AppProviders>
  );
}
