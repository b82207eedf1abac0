import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Role } from '@clientline/contracts';
import { CHANGES_META_NAME, FIRST_SCREEN_STATE_ID, SESSION_HINT_META_NAME, type SessionHint } from '@clientline/contracts/session-hint';
import { firstScreenScripts } from './first-screen-scripts';
import { prerenderedPage, withPrerenderedPage } from './prerendered-pages';
import type { RenderFirstScreen } from '../first-screen/renderer';

/** Who opens a page, in the manifest's terms. */
export type Audience = Role | 'anonymous';

interface ManifestRemote {
  name: string;
  entry: string;
  roles: string[];
  routes: Array<string | { path: string; roles: string[] }>;
  /**
   * By route pattern, the api calls that page's first screen makes, fetched with the page instead of after
   * its script (a `:name` in a call is the path's segment of that name); a call some roles of the page may
   * not make names those who do.
   */
  preloadData?: Record<string, Array<string | { url: string; roles: string[] }>>;
  /** By route pattern, the remote's own chunks that page's first screen loads lazily (its page), by chunk name. */
  preloadChunks?: Record<string, string[]>;
  /** Route patterns whose first screen the api renders for a signed-in user (api/src/first-screen). */
  serverRendered?: string[];
}

interface PageOptions {
  /** The request's query (`?mode=register`): a page prerendered for it is picked by it. */
  search?: string;
  changesToken?: string | null;
  renderFirstScreen?: RenderFirstScreen;
}

export interface PageHtml {
  html: string;
  etag: string;
}

/**
 * The shell's index.html for one page, ready to render without waiting on round trips: the runtime
 * manifest inlined (the shell reads it instead of fetching /mfe-manifest.json), and preload links for the
 * entry and first chunk of the remote whose route the path is, so the browser fetches them alongside the
 * shell's main.js instead of one after another (each round trip is 0.5 s on a slow phone network).
 * It also says whether the request is signed in (`audience` 'anonymous' or a role; nothing when null):
 * a signed-out visitor's shell then knows it without GET /api/user, whose 401 the browser would log as
 * an error, and the page does not preload that call either. A signed-out visitor of a page prerendered at
 * build time (the landing pages, /auth) gets it painted in the HTML; a signed-in user never does, since the
 * shell sends them home from there. A signed-in page whose route the manifest marks `serverRendered` is painted
 * for its user (`renderFirstScreen`), with the answers it shows inlined for the shell's store. A signed-in
 * page carries its user's change token (`changesToken`), so their live updates know whether anything
 * changed before their socket listened; it is read before the page's data, so a write in between shows
 * as a change.
 */
export async function pageHtml(
  indexFile: string,
  manifestFile: string,
  rootDir: string,
  requestPath: string,
  audience: Audience | null,
  { search = '', changesToken = null, renderFirstScreen }: PageOptions = {},
): Promise<PageHtml | null> {
  const [index, manifestText] = await Promise.all([readFile(indexFile, 'utf8').catch(() => null), readFile(manifestFile, 'utf8')]);
  if (index === null) return null;
  const manifest = JSON.parse(manifestText) as { remotes: ManifestRemote[] };
  const remote = audience ? remoteOfPath(manifest.remotes, requestPath, audience) : null;
  const preloads = remote ? withoutPreloadsOf(index, await scriptsOf(remote, requestPath, rootDir)) : [];
  const signedOut = audience === 'anonymous';
  const rendered = remote && !signedOut && renderFirstScreen && rendersOnServer(remote, requestPath) ? await renderFirstScreen(manifestText, remote.name, requestPath) : null;
  const head = [
    ...(audience ? [sessionHintMeta(signedOut ? 'signed-out' : 'signed-in')] : []),
    ...(changesToken ? [`<meta name="${CHANGES_META_NAME}" content="${changesToken}">`] : []),
    ...preloads.map((url) => `<link rel="preload" as="script" href="${url}">`),
    // A page rendered here carries the answers it shows: its script asks for none of them.
    ...(rendered
      ? [`<script type="application/json" id="${FIRST_SCREEN_STATE_ID}">${inlineJson(JSON.stringify(rendered.state))}</script>`]
      : [
          // The shell asks who is signed in before it picks the page's remote: ask at once, with the cookie.
          // Not for a visitor the page already calls signed out: the shell does not ask, and the 401 would be logged.
          ...(signedOut ? [] : [fetchPreload('/api/user')]),
          ...firstDataOf(remote, requestPath, audience).map(fetchPreload),
        ]),
    `<script type="application/json" id="mfe-manifest">${inlineJson(manifestText)}</script>`,
  ].join('');
  const prerendered = rendered ?? (signedOut ? await prerenderedPage(rootDir, requestPath, search) : null);
  const page = prerendered ? withPrerenderedPage(index, prerendered) : index;
  const html = page.includes('</head>') ? page.replace('</head>', `${head}</head>`) : `${page}${head}`;
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

/**
 * The remote whose route pattern matches best (static segments outrank `:params`, as in the shell's
 * routing), if `audience` may open it: otherwise the shell sends them elsewhere, and a client must never
 * download the workspace, not even as a preload.
 */
export function remoteOfPath<T extends ManifestRemote>(remotes: T[], requestPath: string, audience: Audience): T | null {
  const routes = remotes.flatMap((remote) =>
    remote.routes.map((route) => (typeof route === 'string' ? { remote, path: route, roles: remote.roles } : { remote, ...route })),
  );
  const best = bestMatch(routes, (route) => route.path, requestPath);
  return best?.match.roles.includes(audience) ? best.match.remote : null;
}

/** The candidate whose route pattern matches `requestPath` best, with the path's segment for each `:param`. */
function bestMatch<T>(candidates: T[], patternOf: (candidate: T) => string, requestPath: string): { match: T; params: Map<string, string> } | null {
  const segments = requestPath.split('/').filter(Boolean);
  let best: { match: T; score: number; parts: string[] } | null = null;
  for (const candidate of candidates) {
    const parts = patternOf(candidate).split('/').filter(Boolean);
    const score = matchScore(parts, segments);
    if (score !== null && (!best || score > best.score)) best = { match: candidate, score, parts };
  }
  if (!best) return null;
  const params = new Map(best.parts.flatMap((part, index) => (part.startsWith(':') ? [[part, segments[index]!] as const] : [])));
  return { match: best.match, params };
}

function matchScore(parts: string[], segments: string[]): number | null {
  if (parts.length !== segments.length) return null;
  let score = 0;
  for (const [index, part] of parts.entries()) {
    if (part.startsWith(':')) score += 2;
    else if (part === segments[index]) score += 3;
    else return null;
  }
  return score;
}

/** What a remote's manifest lists, by route pattern, for the first screen of `requestPath`, with its `:params`. */
function firstScreenOf<V>(byPattern: Record<string, V[]> | undefined, requestPath: string): { values: V[]; params: Map<string, string> } {
  const best = bestMatch(Object.entries(byPattern ?? {}), ([pattern]) => pattern, requestPath);
  return best ? { values: best.match[1], params: best.params } : { values: [], params: new Map() };
}

/** The manifest lets the api render this route's first screen for a signed-in user. */
function rendersOnServer(remote: ManifestRemote, requestPath: string): boolean {
  return bestMatch(remote.serverRendered ?? [], (pattern) => pattern, requestPath) !== null;
}

function scriptsOf(remote: ManifestRemote, requestPath: string, rootDir: string): Promise<string[]> {
  return firstScreenScripts(rootDir, remote.entry, firstScreenOf(remote.preloadChunks, requestPath).values);
}

/** `scripts` the shell's index.html does not preload already (its startup chunks, React among them). */
function withoutPreloadsOf(index: string, scripts: string[]): string[] {
  const preloaded = new Set([...index.matchAll(/<link rel="?preload"? as="?script"? href="?([^"\s>]+)"?>/g)].map((match) => match[1]));
  return scripts.filter((url) => !preloaded.has(url));
}

function firstDataOf(remote: ManifestRemote | null, requestPath: string, audience: Audience | null): string[] {
  const { values: calls, params } = firstScreenOf(remote?.preloadData, requestPath);
  return calls
    .flatMap((call) => (typeof call === 'string' ? [call] : audience && call.roles.includes(audience) ? [call.url] : []))
    .map((url) => url.replace(/:\w+/g, (param) => (params.has(param) ? encodeURIComponent(params.get(param)!) : param)));
}

/** A call the page's script will make, with the cookie, as the data layer makes it (credentials: 'include'). */
function fetchPreload(url: string): string {
  return `<link rel="preload" as="fetch" href="${url}" crossorigin="use-credentials">`;
}

/**
 * The session hint the shell's first current-user query reads (`@clientline/contracts/session-hint`). A meta
 * element, not a script, so the Content-Security-Policy needs no exception. The page carrying it is
 * `private, no-cache` and its ETag covers it, so no cache serves one person's hint to another, nor a
 * signed-out page after signing in.
 */
function sessionHintMeta(hint: SessionHint): string {
  return `<meta name="${SESSION_HINT_META_NAME}" content="${hint}">`;
}

/** JSON inside a <script> element: `<` escaped so no `</script>` in the data can end the element. */
function inlineJson(json: string): string {
  return JSON.stringify(JSON.parse(json)).replace(/</g, '\\u003c');
}
