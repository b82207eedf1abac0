// Renders the shell's whole tree to HTML outside a browser, as the browser's first render draws it: at
// build time for the landing pages (scripts/prerender-pages.tsx) and per request for a signed-in first
// screen (first-screen-page.ts). The shell's tree and not the page alone: hydration matches `useId` by tree
// position, and the header's menus use it.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { text } from 'node:stream/consumers';
import type { Store } from '@reduxjs/toolkit';
// Not through @clientline/shared-ui/router: no browser needs a router fixed on one path.
import { StaticRouter } from 'react-router-dom';
import { ServerStyleSheet } from 'styled-components';
import { ServerPageTitle } from '@clientline/shared-ui';
import { App } from '../../src/app/app';

export interface RenderedShell {
  /** The markup of #root. */
  body: string;
  /** The styled-components style tags the markup uses, for the head. */
  styles: string;
  /** The document title the page sets (`usePageTitle`), if it sets one. */
  title?: string;
}

/** The page complete: the render waits for anything the page loads on demand (its lazy parts). */
export async function renderShell(location: string, store?: Store): Promise<RenderedShell> {
  const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={location}>{children}</StaticRouter>;
  const sheet = new ServerStyleSheet();
  const page: { title?: string } = {};
  try {
    const { prelude } = await prerenderToNodeStream(
      sheet.collectStyles(
        <ServerPageTitle.Provider value={page}>
          <App Router={Router} store={store} />
        </ServerPageTitle.Provider>,
      ),
    );
    const body = await text(prelude);
    return { body, styles: sheet.getStyleTags(), title: page.title };
  } finally {
    sheet.seal();
  }
}
