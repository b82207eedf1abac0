import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';
import { DEMO_FIRM, DEMO_CLIENTS, DEMO_PASSWORD } from '../api/src/seed/demo-data';
import { reportFigures, type Figure } from './figures';

/**
 * `npm run bench:pages`: what a visitor's browser pays for each page. Builds the product and the
 * framework floor (bench/floor: React, router, one RTK Query hook, one styled component, with the
 * product's production settings), serves the product on a throw-away database, then per page: the
 * gzipped JavaScript downloaded, and Core Web Vitals on a throttled profile (4x CPU slowdown, Fast 3G).
 */
const ROOT = path.resolve(__dirname, '..');
const FAST_3G = { offline: false, latency: 562.5, downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8, uploadThroughput: (750 * 1024 * 0.9) / 8 };
const KIB = 1024;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function build(): number {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts', 'build-frontends.js'), '--if-stale'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(path.join(ROOT, 'node_modules', '.bin', 'webpack'), ['-c', path.join(__dirname, 'floor', 'webpack.config.js')], { cwd: ROOT, stdio: 'ignore' });
  return zlib.gzipSync(fs.readFileSync(path.join(__dirname, 'floor', 'dist', 'floor.js'))).length;
}

async function startProduct(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-bench-pages-'));
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'api', 'src', 'server.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', SESSION_SECRET: 'bench-only-session-secret-not-for-production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the api exited with ${child.exitCode}`);
    if (await fetch(`${baseUrl}/api/health`).then((response) => response.ok, () => false)) {
      return { baseUrl, stop: () => (child.kill('SIGTERM'), fs.rmSync(dataDir, { recursive: true, force: true })) };
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the api did not answer /api/health within 60 s');
}

async function signedIn(browser: Browser, baseUrl: string, username?: string): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl });
  if (username) {
    const login = await context.request.post('/api/login', { data: { username, password: DEMO_PASSWORD } });
    if (!login.ok()) throw new Error(`login as ${username}: ${login.status()} ${await login.text()}`);
  }
  return context;
}

/** A read-only link to the demo firm's first project's timeline. */
async function sharedTimelinePath(firm: BrowserContext): Promise<string> {
  const [project] = (await (await firm.request.get('/api/projects')).json()) as Array<{ id: string }>;
  const timeline = (await (await firm.request.get(`/api/projects/${project!.id}/timelines`)).json()) as { id: string };
  const share = await firm.request.post(`/api/timelines/${timeline.id}/share`, { data: { includeConversation: true } });
  if (!share.ok()) throw new Error(`share link: ${share.status()} ${await share.text()}`);
  return new URL(((await share.json()) as { shareUrl: string }).shareUrl).pathname;
}

/** Gzipped bytes of every script the page downloads, in total and from `folder` (a remote's own code). */
async function scriptWeight(context: BrowserContext, pagePath: string, folder?: string): Promise<{ total: number; own: number }> {
  const page = await context.newPage();
  const sizes: Array<Promise<{ path: string; gzip: number }>> = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.endsWith('.js')) sizes.push(response.body().then((body) => ({ path: url.pathname, gzip: zlib.gzipSync(body).length })));
  });
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  const files = await Promise.all(sizes);
  await page.close();
  const sum = (list: typeof files) => list.reduce((total, file) => total + file.gzip, 0);
  return { total: sum(files), own: folder ? sum(files.filter((file) => file.path.startsWith(`/remotes/${folder}/`))) : 0 };
}

/**
 * LCP and total blocking time (the long tasks' time over 50 ms each, until the network is idle) on a
 * throttled profile, with an empty cache.
 */
async function webVitals(context: BrowserContext, pagePath: string): Promise<{ lcp: number; tbt: number }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const blocking = { ms: 0 };
    (window as unknown as { blocking: typeof blocking }).blocking = blocking;
    new PerformanceObserver((list) => list.getEntries().forEach((entry) => (blocking.ms += Math.max(0, entry.duration - 50)))).observe({ type: 'longtask' });
  });
  await page.goto(pagePath, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  // An observer made now gets the buffered LCP entries at once (one made at start reported none under throttling).
  const lcp = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)!.startTime)).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve(Number.NaN), 5000);
      }),
  );
  const tbt = await page.evaluate(() => (window as unknown as { blocking: { ms: number } }).blocking.ms);
  await page.close();
  return { lcp, tbt };
}

async function main(): Promise<void> {
  const floor = build();
  const product = await startProduct();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const visitor = await signedIn(browser, product.baseUrl);
    const firm = await signedIn(browser, product.baseUrl, DEMO_FIRM.owner.username);
    const client = await signedIn(browser, product.baseUrl, DEMO_CLIENTS[0]!.username);
    const pages: Array<{ name: string; path: string; context: BrowserContext; folder?: string; goal: (weight: { total: number; own: number }) => [string, number] }> = [
      { name: '/ (visitor)', path: '/', context: visitor, goal: () => ['<= 170 KiB', 170 * KIB] },
      { name: '/auth (visitor)', path: '/auth', context: visitor, goal: () => ['<= 200 KiB', 200 * KIB] },
      { name: '/client/portal (client)', path: '/client/portal', context: client, folder: 'mfe-portal', goal: ({ own }) => ['<= 1.3x floor + own code', 1.3 * floor + own] },
      { name: '/dashboard (firm)', path: '/dashboard', context: firm, folder: 'mfe-workspace', goal: ({ own }) => ['<= 1.3x floor + own code', 1.3 * floor + own] },
      { name: 'shared timeline (visitor)', path: await sharedTimelinePath(firm), context: visitor, goal: () => ['', Infinity] },
    ];
    const figures: Figure[] = [{ name: 'framework floor: JavaScript', value: floor / KIB, unit: 'KiB gz', goal: '(baseline)', met: null }];
    for (const page of pages) {
      const weight = await scriptWeight(page.context, page.path, page.folder);
      const [goal, limit] = page.goal(weight);
      figures.push({
        name: `${page.name}: JavaScript`,
        value: weight.total / KIB,
        unit: 'KiB gz',
        baseline: { name: 'floor', value: floor / KIB },
        goal: page.folder ? `${goal} (${(limit / KIB).toFixed(0)} KiB)` : goal,
        met: goal ? weight.total <= limit : null,
      });
    }
    for (const page of pages) {
      const { lcp, tbt } = await webVitals(page.context, page.path);
      figures.push({ name: `${page.name}: LCP, 4x CPU + Fast 3G`, value: lcp, unit: 'ms', goal: '<= 2500 ms', met: lcp <= 2500 });
      figures.push({ name: `${page.name}: total blocking time`, value: tbt, unit: 'ms', goal: '', met: null });
    }
    console.log('pages bench');
    reportFigures(figures);
  } finally {
    await browser.close();
    product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
