// Renders the pages that are the same for every visitor to HTML at build time (the landing pages, /auth):
// the shell's own tree around their remote's App, as a signed-out visitor's browser renders it, with the
// styled-components styles collected. The api serves them to signed-out visitors
// (shell/server/prerendered-pages.ts) and the shell hydrates them, so the page paints before any script
// arrives. Run by scripts/build-frontends.js after the frontends are built.
import fs from 'node:fs';
import path from 'node:path';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { parseManifest } from '../shell/src/remotes/manifest';
import { provideRemoteApp } from '../shell/src/remotes/remote-area';
import { provideRuntimeManifest } from '../shell/src/remotes/use-runtime-manifest';
import { store } from '../shell/src/app/store';
import MarketingApp, { preloadPage as preloadMarketingPage } from '../mfe-marketing/src/app/app';
import { LANDING_PAGES } from '../mfe-marketing/src/app/landing-pages';
import AuthApp, { preloadPage as preloadAuthPage } from '../mfe-auth/src/app/app';
import { PRERENDERED_PAGES as AUTH_PAGES } from '../mfe-auth/src/app/prerendered-pages';
import { PRERENDERED_PAGES_FILE, type PrerenderedPage } from '../shell/server/prerendered-pages';
import { renderShell } from '../shell/server/first-screen/render-shell';

const ROOT = path.resolve(__dirname, '..');
/** Each remote's pages to render, by location (a path and the query it reads), with what loads its page's code. */
const REMOTES = [
  { name: 'mfe_marketing', App: MarketingApp, preloadPage: preloadMarketingPage, locations: LANDING_PAGES.map((page) => page.path) },
  { name: 'mfe_auth', App: AuthApp, preloadPage: preloadAuthPage, locations: AUTH_PAGES },
];

async function main(): Promise<void> {
  const manifest = parseManifest(JSON.parse(fs.readFileSync(path.join(ROOT, 'shell', 'mfe-manifest.json'), 'utf8')));
  provideRuntimeManifest(manifest);
  await store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));

  const pages: Record<string, PrerenderedPage> = {};
  for (const remote of REMOTES) {
    provideRemoteApp(remote.name, remote.App);
    for (const location of remote.locations) {
      // As the browser hydrates it: with the page's code already loaded, so no loading state is rendered.
      await remote.preloadPage(new URL(location, 'http://localhost').pathname);
      pages[location] = await renderShell(location);
    }
  }
  const out = path.join(ROOT, PRERENDERED_PAGES_FILE);
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify(pages));
  console.log(`prerendered ${Object.keys(pages).join(', ')}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
