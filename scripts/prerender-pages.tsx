// Renders the landing pages to HTML at build time: the shell's own tree around mfe-marketing's App, as a
// signed-out visitor's browser renders it, with the styled-components styles collected. The api serves
// them to signed-out visitors (api/src/static/prerendered-pages.ts) and the shell hydrates them, so the
// page paints before any script arrives. Run by scripts/build-frontends.js after the frontends are built.
import fs from 'node:fs';
import path from 'node:path';
import { sessionApi } from '@clientline/shared-ui/api/session';
import { parseManifest } from '../shell/src/remotes/manifest';
import { provideRemoteApp } from '../shell/src/remotes/remote-area';
import { provideRuntimeManifest } from '../shell/src/remotes/use-runtime-manifest';
import { store } from '../shell/src/app/store';
import MarketingApp, { preloadPage } from '../mfe-marketing/src/app/app';
import { LANDING_PAGES } from '../mfe-marketing/src/app/landing-pages';
import { PRERENDERED_PAGES_FILE, type PrerenderedPage } from '../api/src/static/prerendered-pages';
import { renderShell } from '../api/src/first-screen/render-shell';

const ROOT = path.resolve(__dirname, '..');
const MARKETING_REMOTE = 'mfe_marketing';

async function main(): Promise<void> {
  const manifest = parseManifest(JSON.parse(fs.readFileSync(path.join(ROOT, 'api', 'mfe-manifest.json'), 'utf8')));
  provideRuntimeManifest(manifest);
  provideRemoteApp(MARKETING_REMOTE, MarketingApp);
  await store.dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));

  const pages: Record<string, PrerenderedPage> = {};
  for (const { path: pagePath } of LANDING_PAGES) {
    // As the browser hydrates it: with the page's code already loaded, so no loading state is rendered.
    await preloadPage(pagePath);
    pages[pagePath] = await renderShell(pagePath);
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
