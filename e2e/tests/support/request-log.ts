import type { Page } from '@playwright/test';

const REMOTES = ['mfe-marketing', 'mfe-auth', 'mfe-workspace', 'mfe-portal', 'mfe-timeline'] as const;
export type RemoteFolder = (typeof REMOTES)[number];

/** Records every URL the page requests, to tell which remotes' code a visitor downloaded. */
export function recordRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return {
    urls,
    /** The remotes any of whose files were requested. */
    remotesLoaded(): RemoteFolder[] {
      return REMOTES.filter((remote) => urls.some((url) => new URL(url).pathname.startsWith(`/remotes/${remote}/`)));
    },
    scripts(): string[] {
      return urls.filter((url) => new URL(url).pathname.endsWith('.js'));
    },
  };
}
