import path from 'node:path';
import { EARLY_TAPS_SCRIPT } from '@clientline/contracts/early-taps';
import { readJsonBuildFile } from './build-files';
import type { RenderedShell } from './first-screen/render-shell';

/** Written by scripts/prerender-pages.tsx at build time, relative to the repository root. */
export const PRERENDERED_PAGES_FILE = 'shell/dist/prerendered/pages.json';

/**
 * A page rendered at build time: its title, its styled-components style tags and the HTML of #root. The
 * file holds them by location: a path, with the query for a page that reads one (`/auth?mode=register`).
 */
export type PrerenderedPage = RenderedShell;

/**
 * The page prerendered for this path whose query the request's query holds, the one naming the most
 * parameters first (`/auth?mode=register` for `?mode=register&next=x`, else `/auth`), if the build made one.
 */
export async function prerenderedPage(rootDir: string, requestPath: string, search = ''): Promise<PrerenderedPage | null> {
  const pages = await readJsonBuildFile<Record<string, PrerenderedPage>>(path.join(rootDir, PRERENDERED_PAGES_FILE));
  if (pages === null) return null;
  const query = new URLSearchParams(search);
  let best: { page: PrerenderedPage; parameters: number } | null = null;
  for (const [location, page] of Object.entries(pages)) {
    const url = new URL(location, 'http://prerendered');
    const parameters = [...url.searchParams];
    const matches = url.pathname === requestPath && parameters.every(([name, value]) => query.get(name) === value);
    if (matches && (!best || parameters.length > best.parameters)) best = { page, parameters: parameters.length };
  }
  return best?.page ?? null;
}

/**
 * The shell's index.html with a page painted in it: its title, styles in the head, the markup in #root and
 * after it the script that keeps a tap on that markup for the hydrated page.
 */
export function withPrerenderedPage(index: string, page: RenderedShell): string {
  const titled = page.title === undefined ? index : index.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title!)}</title>`);
  return titled
    .replace('</head>', () => `${page.styles}</head>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root">${page.body}</div><script>${EARLY_TAPS_SCRIPT}</script>`);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
