import { renderPageAt } from '@clientline/shared-ui/testing';
import App from '../app/app';

export { currentPath } from '@clientline/shared-ui/testing';

// This remote renders only its own routes; the pages it sends users to belong to other remotes.
const warn = console.warn;
console.warn = (...args: unknown[]) => {
  if (String(args[0]).startsWith('No routes matched location')) return;
  warn(...args);
};

/** Opens `path` in this remote's App, inside the providers the shell gives it, once the page has loaded. */
export const renderAt = (path: string) => renderPageAt(<App />, path);
