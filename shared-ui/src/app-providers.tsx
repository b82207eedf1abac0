import type { ComponentType, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@clientline/shared-ui/router';
import type { Store } from '@reduxjs/toolkit';
import { UiProvider } from './theme/ui-provider';
import { ToastViewport } from './components/toast-viewport';
import { SkipLink } from './components/skip-link';
import { ReauthenticationGate } from './components/reauthentication-gate';

interface AppProvidersProps {
  store: Store;
  /** The browser's router unless given: prerendering a page at build time passes a router fixed on its path. */
  Router?: ComponentType<{ children: ReactNode }>;
  children: ReactNode;
}

/**
 * Store, theme, router, the toast viewport and "Confirm it's you" around an app: the shell's and a standalone
 * remote's. The skip link comes first, so it is the first Tab stop of every page and layout.
 */
export function AppProviders({ store, Router = BrowserRouter, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <UiProvider>
        <Router>
          <SkipLink />
          {children}
          <ToastViewport />
          <ReauthenticationGate />
        </Router>
      </UiProvider>
    </Provider>
  );
}
