import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { BrowserRouter } from '@clientline/shared-ui/router';
import type { Store } from '@reduxjs/toolkit';
import { UiProvider } from './theme/ui-provider';
import { ToastViewport } from './components/toast-viewport';
import { SkipLink } from './components/skip-link';

/**
 * Store, theme, router and the toast viewport around an app: the shell's and a standalone remote's. The
 * skip link comes first, so it is the first Tab stop of every page and layout.
 */
export function AppProviders({ store, children }: { store: Store; children: ReactNode }) {
  return (
    <Provider store={store}>
      <UiProvider>
        <BrowserRouter>
          <SkipLink />
          {children}
          <ToastViewport />
        </BrowserRouter>
      </UiProvider>
    </Provider>
  );
}
