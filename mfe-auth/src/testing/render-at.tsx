import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { AppProviders } from '@clientline/shared-ui';
import { createStoreOptions } from '@clientline/shared-ui/store';
import App from '../app/app';

// This remote renders only its own routes; the pages it sends users to belong to other remotes.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (String(args[0]).startsWith('No routes matched location')) return;
  warn(...args);
};

/** Opens `path` in this remote's App, inside the providers the shell gives it (store, theme, router, toasts). */
export function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  const store = configureStore(createStoreOptions());
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
  );
  return { ...view, store, user };
}

/** Where the app is now, as the address bar shows it. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
