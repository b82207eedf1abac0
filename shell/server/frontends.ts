import { createReadStream, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { SECURITY_PATH } from '@clientline/contracts/session-hint';
import type { PageVisitor } from '@clientline/contracts/session-hint';
import type { Context, Next } from 'koa';
import type { RenderFirstScreen } from './first-screen/renderer';
import { SERVER_BUILD_FOLDER } from '@clientline/shared-ui/build/frontends.js';
import { pageHtml, type PageHtml } from './page-html';

export interface FrontendOptions {
  /** Holds shell/dist and <remote>/dist (the repository root in production). */
  rootDir: string;
  /** The runtime manifest served at /mfe-manifest.json. */
  manifestPath: string;
  /** Who is asking for a page (for its preloads) and, signed in, their change token; null when that cannot be told. */
  visitorOf(ctx: Context): Promise<PageVisitor | null>;
  /** Renders a signed-in first screen the manifest marks `serverRendered`, for the request's person (./first-screen). */
  firstScreenRendererOf?(ctx: Context): RenderFirstScreen;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A content hash in a file name, e.g. main.3f9a1c2b.js or 412.3f9a1c2b9d.chunk.css. */
const HASHED_NAME = /(^|[.-])[0-9a-f]{8,}\./i;

/**
 * Serves the built frontends: / from shell/dist, /remotes/<folder>/ from <folder>/dist and the
 * runtime manifest, never a source map (*.map). Any other GET for an HTML page (not /api, /remotes or /ws) gets the shell's
 * index.html, so client-side routes survive a reload.
 */
export function serveFrontends({ rootDir, manifestPath, visitorOf, firstScreenRendererOf }: FrontendOptions) {
  const shellDir = path.join(rootDir, 'shell', 'dist');
  const remoteFolders = remoteFoldersOf(manifestPath);

  return async function frontends(ctx: Context, next: Next): Promise<void> {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const requestPath = decodePath(ctx.path);

    if (requestPath === '/mfe-manifest.json') {
      if (!(await sendFile(ctx, manifestPath))) notFound(ctx);
      return;
    }
    if (isUnder(requestPath, '/api') || isUnder(requestPath, '/ws')) return next();
    if (isSourceMap(requestPath)) return notFound(ctx);

    if (isUnder(requestPath, '/remotes')) {
      const [, , folder, ...rest] = requestPath.split('/');
      const file = folder && remoteFolders.includes(folder) ? browserFileOf(path.join(rootDir, folder, 'dist'), rest.join('/')) : null;
      if (!file || !(await sendFile(ctx, file))) notFound(ctx);
      return;
    }

    const file = requestPath === '/' ? null : safeJoin(shellDir, requestPath.slice(1));
    if (file && (await sendFile(ctx, file))) return;
    if (requestPath !== '/' && !wantsHtml(ctx)) return notFound(ctx);

    const visitor = await visitorOf(ctx);
    // Whatever they opened, someone who must turn on two-factor sign-in sees Sign-in and security alone:
    // the page prepares that screen (its remote and data), not the one the api would refuse them.
    const firstScreen = visitor?.mustEnrolInTwoFactor ? SECURITY_PATH : requestPath;
    const page = await pageHtml(
      path.join(shellDir, 'index.html'),
      manifestPath,
      rootDir,
      firstScreen,
      visitor?.audience ?? null,
      { search: ctx.search, changesToken: visitor?.changesToken ?? null, user: visitor?.user ?? null, renderFirstScreen: firstScreenRendererOf?.(ctx) },
    );
    if (!(await sendPage(ctx, page))) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The Clientline web app is not built yet. Run `npm run build` (or `npm start`), then reload.';
    }
    // `/timeline//share/x` and `/timeline/./share/x` serve the same page: decided on the normalised path.
    if (isUnder(path.posix.normalize(requestPath), '/timeline/share')) keepPrivate(ctx);
  };
}

/** As the api answers what it has not: JSON, so a script that asked for a file reads why. */
export function notFound(ctx: Context): void {
  ctx.status = 404;
  ctx.body = { message: 'Not found' };
}

/** A shared timeline's page travels outside the firm: search engines must not index it, nor shared caches keep it. */
function keepPrivate(ctx: Context): void {
  ctx.set('X-Robots-Tag', 'noindex, nofollow');
  ctx.set('Cache-Control', 'private, no-store');
}

/**
 * Source maps would hand anyone the frontends' original source: builds write them for error tooling only.
 * Decided on the path the file system resolves, so `main.js.map/`, `main.js.map/.` and `main.js.map%2F` are maps too.
 */
function isSourceMap(requestPath: string): boolean {
  return path.posix.resolve('/', requestPath).toLowerCase().endsWith('.map');
}

function isUnder(requestPath: string, prefix: string): boolean {
  return requestPath === prefix || requestPath.startsWith(`${prefix}/`);
}

/** The folders of the remotes the runtime manifest lists: each entry reads `/remotes/<folder>/remoteEntry.js`. */
function remoteFoldersOf(manifestPath: string): string[] {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { remotes: { entry: string }[] };
  return manifest.remotes.map(({ entry }) => entry.split('/')[2]);
}

function decodePath(rawPath: string): string {
  try {
    return decodeURIComponent(rawPath);
  } catch {
    return rawPath;
  }
}

/** The file for `relative` inside `dir`, or null when it would leave `dir` (../, NUL bytes). */
function safeJoin(dir: string, relative: string): string | null {
  if (relative.includes('\0')) return null;
  const file = path.resolve(dir, relative);
  return file.startsWith(dir + path.sep) ? file : null;
}

/** A file of a remote's browser build; not of its server build (dist/server), which is the host's server's alone. */
function browserFileOf(distDir: string, relative: string): string | null {
  const file = safeJoin(distDir, relative);
  return file && !file.startsWith(path.join(distDir, SERVER_BUILD_FOLDER) + path.sep) ? file : null;
}

function wantsHtml(ctx: Context): boolean {
  return (ctx.get('accept') || '').includes('text/html');
}

/**
 * The shell's page for a client-side route (see page-html.ts), revalidated by its content; false before a
 * build. Private: its preloads follow the signed-in user's role.
 */
async function sendPage(ctx: Context, page: PageHtml | null): Promise<boolean> {
  if (!page) return false;
  ctx.set('Cache-Control', `private, ${REVALIDATE}`);
  ctx.etag = page.etag;
  ctx.type = 'html';
  ctx.vary('Accept-Encoding');
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  const compress = ctx.acceptsEncodings('gzip', 'identity') === 'gzip';
  const body = compress ? await gzipAsync(page.html) : Buffer.from(page.html);
  if (compress) ctx.set('Content-Encoding', 'gzip');
  ctx.length = body.length;
  if (ctx.method === 'GET') ctx.body = body;
  return true;
}

/** Streams a regular file with its cache policy; false when there is no such file. */
async function sendFile(ctx: Context, file: string): Promise<boolean> {
  const stats = await stat(file).catch(() => null);
  if (!stats?.isFile()) return false;

  ctx.set('Cache-Control', HASHED_NAME.test(path.basename(file)) ? IMMUTABLE : REVALIDATE);
  ctx.lastModified = stats.mtime;
  ctx.type = path.extname(file);
  ctx.vary('Accept-Encoding');
  ctx.status = 200;
  if (ctx.fresh) {
    ctx.status = 304;
    return true;
  }
  // The Brotli copy the build wrote beside a text file (shared-ui/build/brotli-assets.js), when the browser takes it.
  const brotli = ctx.acceptsEncodings('br', 'identity') === 'br' ? await stat(`${file}.br`).catch(() => null) : null;
  if (brotli?.isFile()) {
    ctx.set('Content-Encoding', 'br');
    ctx.length = brotli.size;
    if (ctx.method === 'GET') ctx.body = createReadStream(`${file}.br`);
    return true;
  }
  if (COMPRESSIBLE.test(file) && stats.size >= 1024 && ctx.acceptsEncodings('gzip', 'identity') === 'gzip') {
    const compressed = await gzipped(file, stats.mtimeMs, stats.size);
    ctx.set('Content-Encoding', 'gzip');
    ctx.length = compressed.length;
    if (ctx.method === 'GET') ctx.body = compressed;
    return true;
  }
  ctx.length = stats.size;
  if (ctx.method === 'GET') ctx.body = createReadStream(file);
  return true;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt)$/i;
const gzipAsync = promisify(gzip);
/** Built files change only on a rebuild: compress each version once. */
const gzipCache = new Map<string, { version: string; data: Promise<Buffer> }>();

function gzipped(file: string, mtimeMs: number, size: number): Promise<Buffer> {
  const version = `${mtimeMs}:${size}`;
  const cached = gzipCache.get(file);
  if (cached?.version === version) return cached.data;
  const data = readFile(file).then((content) => gzipAsync(content, { level: 9 }));
  data.catch(() => gzipCache.delete(file));
  gzipCache.set(file, { version, data });
  return data;
}
