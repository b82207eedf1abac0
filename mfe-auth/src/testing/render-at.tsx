import { screen, waitFor } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../app/app';

export { currentPath } from '@clientline/shared-ui/testing';

// This remote renders only its own routes; the pages it sends users to belong to other remotes.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (String(args[0]).startsWith('No routes matched location')) return;
  warn(...args);
};

/**
 * Opens `path` in this remote's App, inside the providers the shell gives it (store, theme, router, toasts),
 * once the page's lazy chunk has loaded (the first import in a test file is compiled on the spot, which can be slow).
 */
export async function renderAt(path: string) {
  const view = renderWithProviders(<App />, path);
  await waitFor(() => expect(screen.queryByText('Loading page')).not.toBeInTheDocument(), { timeout: 10_000 });
  return view;
}
