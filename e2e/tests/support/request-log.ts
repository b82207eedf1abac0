import type { Page } from '@playwright/test';

import { REMOTES } from '../../../shared-ui/build/frontends';

const REMOTE_FOLDERS = REMOTES.map((remote) => remote.folder);

/** Records every URL the page requests, to tell which remotes' code a visitor downloaded. */
export function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    /** The remotes any of whose files were requested. */
    remotesLoaded(): string[] {
      return REMOTE_FOLDERS.filter((remote) => urls.some((url) => new URL(url).pathname.startsWith(`/remotes/${remote}/`)));
    },
    scripts(): string[] {
      return urls.filter((url) => new URL(url).pathname.endsWith('.js'));
    },
  };
}
