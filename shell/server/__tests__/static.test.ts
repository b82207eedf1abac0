import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import supertest from 'supertest';
import { parseManifest } from '../../src/remotes/manifest';
import { pageOf, type Audience } from '../page-html';
import { hostAt, hostConfigAt } from './host-with-api';

// Files and signed-out pages are answered without asking the api: no api, no database here.
let root: string;

function write(relative: string, content: string) {
  const file = path.join(root, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-static-'));
  write('shell/dist/index.html', '<!doctype html><html><head><title>Clientline</title><script defer src=/main.js></script></head><body></body></html>');
  write('shell/dist/main.3f9a1c2b.js', 'console.log("shell")');
  write('shell/dist/favicon.ico', 'icon');
  write('shell/dist/vendor.0123abcd.js', `/* vendor */ ${'export const value = 42;\n'.repeat(200)}`);
  write('mfe-auth/dist/remoteEntry.js', 'var mfe_auth;');
  write('mfe-auth/dist/mf-manifest.json', '{}');
  write('mfe-marketing/dist/mf-manifest.json', remoteManifest('__federation_expose_App.1234abcd.js'));
  write('mfe-auth/dist/412.0badc0de99.js', 'chunk');
  write('shell/dist/main.3f9a1c2b.js.map', '{"version":3,"sources":["webpack://shell/src/index.ts"]}');
  write('mfe-auth/dist/412.0badc0de99.js.map', '{"version":3,"sources":["webpack://mfe_auth/src/login.tsx"]}');
  write('mfe-auth/dist/server/remoteEntry.js', 'module.exports = {};');
  write('secret.txt', 'outside every dist folder');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The part of a remote's build manifest (mf-manifest.json) the page reads: the chunks `./App` needs at once. */
function remoteManifest(appChunk: string): string {
  return JSON.stringify({ exposes: [{ path: './App', assets: { js: { sync: [appChunk], async: ['9999.aaaabbbb.js'] } } }] });
}

function preloadsIn(html: string): string[] {
  return [...html.matchAll(/<link rel="preload" as="script" href="([^"]+)">/g)].map((match) => match[1]!);
}

function inlineManifestIn(html: string): unknown {
  const text = /<script type="application\/json" id="mfe-manifest">(.*?)<\/script>/s.exec(html)?.[1];
  return text === undefined ? undefined : JSON.parse(text);
}

const client = () => supertest(hostAt(root).callback());

describe('serving the built frontends', () => {
  it('serves the shell at / with no-cache', async () => {
    const response = await client().get('/').expect(200);
    expect(response.text).toContain('<title>Clientline</title>');
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.headers['cache-control']).toBe('private, no-cache');
  });

  it('caches hashed assets for a year as immutable', async () => {
    const shellAsset = await client().get('/main.3f9a1c2b.js').expect(200);
    expect(shellAsset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(shellAsset.headers['content-type']).toMatch(/javascript/);
    const remoteChunk = await client().get('/remotes/mfe-auth/412.0badc0de99.js').expect(200);
    expect(remoteChunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never caches remoteEntry.js, mf-manifest.json or the runtime manifest', async () => {
    for (const url of ['/remotes/mfe-auth/remoteEntry.js', '/remotes/mfe-auth/mf-manifest.json', '/mfe-manifest.json']) {
      const response = await client().get(url).expect(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const manifest = await client().get('/mfe-manifest.json');
    expect(manifest.body.remotes.map((remote: { name: string }) => remote.name)).toContain('mfe_auth');
  });

  it('sends text assets gzipped to browsers that accept it', async () => {
    const response = await client().get('/vendor.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(Number(response.headers['content-length'])).toBeLessThan(1000);
    expect(response.text).toContain('export const value = 42;');
    const plain = await client().get('/vendor.0123abcd.js').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(response.text);
  });

  it("sends the build's Brotli copy to browsers that accept br, gzip to those that do not", async () => {
    const content = fs.readFileSync(path.join(root, 'shell/dist/vendor.0123abcd.js'), 'utf8');
    // Marked, to tell the build's copy from anything the api could compress itself.
    fs.writeFileSync(path.join(root, 'shell/dist/vendor.0123abcd.js.br'), zlib.brotliCompressSync(`${content}/* the build's copy */`));
    const asBrowsers = await client().get('/vendor.0123abcd.js').set('Accept-Encoding', 'gzip, deflate, br, zstd').expect(200);
    expect(asBrowsers.headers['content-encoding']).toBe('br');
    expect(asBrowsers.headers['vary']).toContain('Accept-Encoding');
    expect(asBrowsers.text).toBe(`${content}/* the build's copy */`);
    const gzipOnly = await client().get('/vendor.0123abcd.js').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(gzipOnly.text).toBe(content);
    // A file the build wrote no Brotli copy of goes gzipped.
    const noCopy = await client().get('/remotes/mfe-auth/mf-manifest.json').set('Accept-Encoding', 'gzip, br').expect(200);
    expect(noCopy.headers['content-encoding']).not.toBe('br');
  });

  it('answers a conditional request for an unchanged file with 304', async () => {
    const first = await client().get('/main.3f9a1c2b.js').expect(200);
    await client().get('/main.3f9a1c2b.js').set('If-Modified-Since', first.headers['last-modified']).expect(304);
  });

  it('falls back to the shell for unknown pages that accept HTML', async () => {
    for (const url of ['/dashboard', '/timeline/abc', '/smith-law']) {
      const response = await client().get(url).set('Accept', 'text/html,application/xhtml+xml').expect(200);
      expect(response.text).toContain('<title>Clientline</title>');
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(response.headers['x-robots-tag']).toBeUndefined();
    }
  });

  it("preloads the entry and first chunk of the page's remote beside the shell, and inlines the runtime manifest", async () => {
    const home = await client().get('/').expect(200);
    expect(preloadsIn(home.text)).toEqual(['/remotes/mfe-marketing/remoteEntry.js', '/remotes/mfe-marketing/__federation_expose_App.1234abcd.js']);
    const manifest = await client().get('/mfe-manifest.json');
    expect(inlineManifestIn(home.text)).toEqual(manifest.body);
    expect(home.text.indexOf('id="mfe-manifest"')).toBeLessThan(home.text.indexOf('</head>'));
    // No GET /api/user for a visitor the page calls signed out (page-session-hint.test.ts has the signed-in page's).
    expect(home.text).toContain('<meta name="clientline-session" content="signed-out">');
    expect(home.text).not.toContain('href="/api/user"');
    expect(home.headers['cache-control']).toBe('private, no-cache');

    // A visitor: the remote of the best-matching route, and none for a page only signed-in users may open.
    const owners: Record<string, string | undefined> = { '/auth': 'mfe-auth', '/smith-law': 'mfe-auth', '/timeline/share/abc': 'mfe-timeline', '/dashboard': undefined, '/no/such/page': undefined };
    for (const [url, folder] of Object.entries(owners)) {
      const page = await client().get(url).set('Accept', 'text/html').expect(200);
      expect(preloadsIn(page.text)[0]).toBe(folder && `/remotes/${folder}/remoteEntry.js`);
      expect(inlineManifestIn(page.text)).toEqual(manifest.body);
    }
  });

  it('preloads only a remote the signed-in role may open: a client never gets the workspace', () => {
    const manifest = parseManifest(JSON.parse(fs.readFileSync(hostConfigAt(root).manifestPath, 'utf8')));
    const folderOf = (requestPath: string, audience: Audience) => pageOf(manifest, requestPath, audience)?.remote.entry.split('/')[2];
    expect(folderOf('/dashboard', 'organization')).toBe('mfe-workspace');
    expect(folderOf('/dashboard', 'client')).toBeUndefined();
    expect(folderOf('/client/42', 'team_member')).toBe('mfe-workspace');
    expect(folderOf('/client/portal', 'client')).toBe('mfe-portal'); // beats the workspace's /client/:id
    expect(folderOf('/client/portal', 'anonymous')).toBeUndefined();
    expect(folderOf('/timeline/42', 'client')).toBe('mfe-timeline');
    expect(folderOf('/timeline/42', 'anonymous')).toBeUndefined(); // that route narrows the remote's roles
  });

  it('revalidates a page by its content, so a redeployed remote is never preloaded from a stale page', async () => {
    const first = await client().get('/').expect(200);
    await client().get('/').set('If-None-Match', first.headers.etag).expect(304);
    write('mfe-marketing/dist/mf-manifest.json', remoteManifest('__federation_expose_App.5678ef90.js'));
    const redeployed = await client().get('/').set('If-None-Match', first.headers.etag).expect(200);
    expect(preloadsIn(redeployed.text)).toContain('/remotes/mfe-marketing/__federation_expose_App.5678ef90.js');
  });

  it('keeps a shared timeline page out of search engines and shared caches', async () => {
    const response = await client().get('/timeline/share/abc').set('Accept', 'text/html').expect(200);
    expect(response.text).toContain('<title>Clientline</title>');
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['/timeline//share/abc', '/timeline/./share/abc', '/timeline/x/../share/abc', '//timeline/share/abc'])(
    'keeps %s, the same shared timeline page, private too',
    async (page) => {
      const response = await client().get(page).set('Accept', 'text/html').expect(200);
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['cache-control']).toBe('private, no-store');
    },
  );

  it('does not fall back for files, unknown remotes, /api or non-HTML requests', async () => {
    await client().get('/missing.js').expect(404);
    await client().get('/remotes/mfe-auth/missing.js').set('Accept', 'text/html').expect(404);
    await client().get('/remotes/not-a-remote/remoteEntry.js').expect(404);
    await client().get('/dashboard').set('Accept', 'application/json').expect(404);
    await client().get('/api/unknown').set('Accept', 'text/html').expect(404, { message: 'Not found' });
  });

  it('never serves a source map, in production or elsewhere, even to a request that accepts HTML', async () => {
    const productionClient = () => supertest(hostAt(root, { NODE_ENV: 'production', PUBLIC_URL: 'https://clientline.example.com' }).callback());
    for (const send of [client, productionClient]) {
      for (const url of [
        '/main.3f9a1c2b.js.map',
        '/remotes/mfe-auth/412.0badc0de99.js.map',
        '/MAIN.3F9A1C2B.JS.MAP',
        // Spellings the file system resolves to the same map (the second review's finding).
        '/main.3f9a1c2b.js.map/',
        '/main.3f9a1c2b.js.map/.',
        '/main.3f9a1c2b.js.map%2F',
        '/remotes/mfe-auth/412.0badc0de99.js.map/',
        '/remotes/mfe-auth/412.0badc0de99.js.map%2F.',
      ]) {
        const response = await send().get(url).set('Accept', 'text/html,*/*').expect(404);
        expect(response.text).not.toContain('sources');
      }
    }
  });

  it('never serves files outside the dist folders', async () => {
    await client().get('/%2e%2e/secret.txt').expect(404);
    await client().get('/remotes/mfe-auth/..%2f..%2fsecret.txt').expect(404);
    await client().get('/remotes/mfe-auth/%2e%2e/%2e%2e/secret.txt').expect(404);
  });

  it("never serves a remote's server build, which only the host's server runs", async () => {
    await client().get('/remotes/mfe-auth/remoteEntry.js').expect(200);
    for (const requestPath of ['/remotes/mfe-auth/server/remoteEntry.js', '/remotes/mfe-auth/./server/remoteEntry.js', '/remotes/mfe-auth/x/..%2fserver/remoteEntry.js']) {
      await client().get(requestPath).expect(404);
    }
  });

  it("serves the shell's icons and web app manifest from the site's root, revalidated, with their types", async () => {
    // What the shell's build copies as is from shell/public.
    const shellPublic = path.join(__dirname, '..', '..', 'public');
    for (const name of ['favicon.ico', 'icon.svg', 'icon-192.png', 'manifest.webmanifest']) {
      fs.copyFileSync(path.join(shellPublic, name), path.join(root, 'shell', 'dist', name));
    }
    const types: Record<string, RegExp> = {
      '/favicon.ico': /^image\/(vnd\.microsoft\.icon|x-icon)/,
      '/icon.svg': /^image\/svg\+xml/,
      '/icon-192.png': /^image\/png/,
      '/manifest.webmanifest': /^application\/manifest\+json/,
    };
    for (const [url, type] of Object.entries(types)) {
      const response = await client().get(url).expect(200);
      expect(response.headers['content-type']).toMatch(type);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
    const manifest = await client().get('/manifest.webmanifest').buffer(true).parse((res, done) => {
      let text = '';
      res.on('data', (part: Buffer) => (text += part.toString()));
      res.on('end', () => done(null, text));
    });
    expect(JSON.parse(manifest.body as string)).toMatchObject({ name: 'Clientline', start_url: '/' });
    // The page's policy lets the browser load them: icons are images from this origin, the manifest falls back to default-src.
    const csp = String(manifest.headers['content-security-policy']);
    expect(csp).toMatch(/img-src 'self'/);
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/manifest-src/);
  });

  it('answers 503 with a hint when the shell is not built', async () => {
    const emptyRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-empty-'));
    const app = hostAt(emptyRoot);
    const response = await supertest(app.callback()).get('/').set('Accept', 'text/html').expect(503);
    expect(response.text).toMatch(/npm run build/);
    fs.rmSync(emptyRoot, { recursive: true, force: true });
  });
});
