import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../app/app';

export { currentPath } from '@clientline/shared-ui/testing';

// This remote renders only its own routes; /auth and the rest belong to other remotes.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (String(args[0]).startsWith('No routes matched location')) return;
  warn(...args);
};

/** Opens `path` in this remote's App, inside the providers the shell gives it (store, theme, router, toasts). */
export function renderAt(path: string) {
  // jsdom does not scroll; the spy records where the app asked to go.
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  return { ...renderWithProviders(<App />, path), scrollTo };
}

/** Opens a landing page and waits for it: the industry pages' texts load with their routes. */
export async function openLandingPage(path: string) {
  const rendered = renderAt(path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
}
