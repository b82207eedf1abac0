import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import { AppProviders } from '@clientline/shared-ui';
import { createStoreOptions } from '@clientline/shared-ui/store';
import App from '../app/app';

// This remote renders only its own routes; /auth and the rest belong to other remotes.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (String(args[0]).startsWith('No routes matched location')) return;
  warn(...args);
};

/** Opens `path` in this remote's App, inside the providers the shell gives it (store, theme, router, toasts). */
export function renderAt(path: string) {
  window.history.replaceState(null, '', path);
  // jsdom does not scroll; the spy records where the app asked to go.
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  const store = configureStore(createStoreOptions());
  const user = userEvent.setup();
  const view = render(
    <AppProviders store={store}>
      <App />
    </AppProviders>,
  );
  return { ...view, store, user, scrollTo };
}

/** Where the app is now, as the address bar shows it. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}
