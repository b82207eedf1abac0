import { createHash } from 'node:crypto';
import type { CurrentUser } from '@clientline/contracts';
import { CHANGES_META_NAME, FIRST_SCREEN_STATE_ID, SESSION_HINT_META_NAME, type SessionHint } from '@clientline/contracts/session-hint';
import { firstScreenOf } from '@clientline/contracts/first-screens';
import { routeOf, withParams, type Audience, type RouteMatch } from '@clientline/contracts/routes';
import { parseManifest, type RemoteDescriptor, type RuntimeManifest } from '../src/remotes/manifest';
import { readBuildFile } from './build-files';
import { firstScreenScripts } from './first-screen-scripts';
import { prerenderedPage, withPrerenderedPage } from './prerendered-pages';
import type { RenderFirstScreen } from './first-screen/renderer';

export type { Audience };

interface PageOptions {
  /** The request's query (`?mode=register`): a page prerendered for it is picked by it. */
  search?: string;
  changesToken?: string | null;
  /** Their account, as the api gave it with who they are: a rendered first screen starts from it. */
  user?: CurrentUser | null;
  renderFirstScreen?: RenderFirstScreen;
}

export interface PageHtml {
  html: string;
  etag: string;
}

/** The manifest as the page inlines it (its text, minified) and as the server reads it. */
interface Manifest {
  text: string;
  parsed: RuntimeManifest;
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
 * shell sends them home from there. A page whose route's first screen the route table marks `rendered` is painted
 * for its person (or visitor, on a page visitors open) (`renderFirstScreen`), with the answers it shows inlined for the shell's store. A signed-in
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
  { search = '', changesToken = null, user = null, renderFirstScreen }: PageOptions = {},
): Promise<PageHtml | null> {
  const [index, manifest] = await Promise.all([readBuildFile(indexFile, (text) => text), readBuildFile(manifestFile, manifestOf)]);
  if (index === null || manifest === null) return null;
  const page = audience ? pageOf(manifest.parsed, requestPath, audience) : null;
  const firstScreen = page && firstScreenOf(page.match.route.path);
  const preloads = page ? withoutPreloadsOf(index, await firstScreenScripts(rootDir, page.remote.entry, firstScreen?.chunks ?? [])) : [];
  const signedOut = audience === 'anonymous';
  // A visitor's page is rendered where visitors open it with data of its own (a shared timeline); the others
  // they open are the same for everyone, and prerendered.
  const renders = page && firstScreen?.rendered && (!signedOut || page.match.route.roles.includes('anonymous'));
  const rendered = renders && renderFirstScreen ? await renderFirstScreen(manifest.parsed, page.match, requestPath, user) : null;
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
          ...(page ? firstDataOf(page.match, audience!).map(fetchPreload) : []),
        ]),
    `<script type="application/json" id="mfe-manifest">${manifest.text}</script>`,
  ].join('');
  const prerendered = rendered ?? (signedOut ? await prerenderedPage(rootDir, requestPath, search) : null);
  const painted = prerendered ? withPrerenderedPage(index, prerendered) : index;
  const html = painted.includes('</head>') ? painted.replace('</head>', `${head}</head>`) : `${painted}${head}`;
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"` };
}

function manifestOf(text: string): Manifest {
  return { text: inlineJson(text), parsed: parseManifest(JSON.parse(text)) };
}

/**
 * The route `requestPath` opens and its remote, if `audience` may open it: otherwise the shell sends them
 * elsewhere, and a client must never download the workspace, not even as a preload.
 */
export function pageOf(manifest: RuntimeManifest, requestPath: string, audience: Audience): { match: RouteMatch; remote: RemoteDescriptor } | null {
  const match = routeOf(requestPath);
  const remote = match?.route.roles.includes(audience) ? manifest.remotes.find(({ name }) => name === match.route.remote) : undefined;
  return match && remote ? { match, remote } : null;
}

/** `scripts` the shell's index.html does not preload already (its startup chunks, React among them). */
function withoutPreloadsOf(index: string, scripts: string[]): string[] {
  const preloaded = new Set([...index.matchAll(/<link rel="?preload"? as="?script"? href="?([^"\s>]+)"?>/g)].map((match) => match[1]));
  return scripts.filter((url) => !preloaded.has(url));
}

/** The URLs of the first screen's queries that `audience` asks and a page can preload, with the path's params. */
function firstDataOf({ route, params }: RouteMatch, audience: Audience): string[] {
  return (firstScreenOf(route.path)?.queries ?? [])
    .filter((query) => query.url && (!query.roles || query.roles.includes(audience)))
    .map((query) => withParams(query.url!, params, encodeURIComponent));
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
