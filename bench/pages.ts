import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import { DEMO_FIRM, DEMO_CLIENTS, DEMO_PASSWORD } from '../api/src/seed/demo-data';
import { reportFigures, type Figure } from './figures';
import { describeProfile, startProfiling, stopProfiling, type MainThreadProfile } from './main-thread';
import { describeScript, scriptByPackage, type DownloadedScript } from './script-weight';

/**
 * `BENCH_ONLY=pages npm run bench`: what a visitor's browser pays for each page. Builds the product and
 * the framework floor (bench/floor: React, router, one RTK Query hook, one styled component, with the
 * product's production settings), serves the product on a throw-away database, then per page: the
 * gzipped JavaScript downloaded; on Lighthouse's mobile profile, the median of three cold loads' LCP,
 * requests until the page is idle (no request in flight and no long task for 500 ms) and total blocking
 * time; and the median of three cold loads' LCP unthrottled. Every load runs in a fresh browser context
 * (an empty cache) holding the signed-in cookies.
 */
const ROOT = path.resolve(__dirname, '..');
const LIGHTHOUSE_MOBILE = {
  label: 'mobile (150 ms RTT, 1.6 Mbps down, 750 kbps up, 4x CPU)',
  network: { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 },
  cpuSlowdown: 4,
};
const RUNS = 3;
/** Unthrottled, every page paints as fast as before the pages were tuned for the mobile profile, or faster (0.33-0.76 s then). */
const UNTHROTTLED_LCP_GOAL = 760;
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

/** Waits until `url` answers 200 (for up to 60 s); kills `child` and throws when it exits or never does. */
async function waitUntilAnswering(child: ChildProcess, url: string, what: string): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error(`${what} did not answer ${url} within 60 s`);
}

async function startProduct(): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clientline-bench-pages-'));
  const child = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), [path.join(ROOT, 'scripts', 'start.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test', SESSION_SECRET: 'bench-only-session-secret-not-for-production' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(child, `${baseUrl}/api/health`, 'the api');
  return { baseUrl, stop: () => (child.kill('SIGTERM'), fs.rmSync(dataDir, { recursive: true, force: true })) };
}

/**
 * The host's server as deployed (shell/server/main.ts, a service of docker-compose.yml): its own process, with
 * NODE_ENV=production (React's production build), asking the bench's api for who opens a page and its data.
 * The product `npm start` runs is one development process, where React's development build and RTK's
 * development checks make each render slower: its first screens are measured too, with no goal.
 */
async function startDeployedHost(apiBaseUrl: string): Promise<{ baseUrl: string; stop: () => void }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'shell', 'server', 'main.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', API_ORIGIN: apiBaseUrl, PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilAnswering(child, `${baseUrl}/mfe-manifest.json`, "the host's server");
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}

/** What the host's server may spend on a rendered first screen, at the median (its data asked of the api included). */
const FIRST_SCREEN_SERVER_GOAL_MS = 60;
const SERVER_TIME_RUNS = 21;
/**
 * Pages asked before the timed ones, as a server that has been serving a while: over the first few dozen
 * pages after a start V8 is still compiling the render's code, and a fresh host's first 21 take about 80 ms
 * at the median where a warm one takes about 45.
 */
const SERVER_TIME_WARMUP = 40;

/**
 * How long the page's HTML takes to come, one request after another on this machine, no network between:
 * the server's time (asking who opens it, the first screen's data, the render), once the server is warm.
 */
async function serverTimes(as: BrowserContext, pageUrl: string): Promise<number[]> {
  const times: number[] = [];
  for (let run = -SERVER_TIME_WARMUP; run < SERVER_TIME_RUNS; run += 1) {
    const started = performance.now();
    const answer = await as.request.get(pageUrl, { headers: { accept: 'text/html' } });
    await answer.body();
    if (!(await answer.text()).includes('clientline-first-screen')) throw new Error(`${pageUrl} came without its first screen rendered`);
    if (run >= 0) times.push(performance.now() - started);
  }
  return times;
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

/** Gzipped bytes of every script the page downloads, in total, from `folder` (a remote's own code) and file by file. Closes the context. */
async function scriptWeight(context: BrowserContext, pagePath: string, folder?: string): Promise<{ total: number; own: number; scripts: DownloadedScript[] }> {
  const page = await context.newPage();
  const sizes: Array<Promise<{ path: string; gzip: number }>> = [];
  let idle = false;
  page.on('response', (response) => {
    const url = new URL(response.url());
    // A script answered after the page went idle is not counted (its body would outlive the context).
    if (!idle && url.pathname.endsWith('.js')) sizes.push(response.body().then((body) => ({ path: url.pathname, gzip: zlib.gzipSync(body).length })));
  });
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  idle = true;
  const files = await Promise.all(sizes);
  await context.close();
  const sum = (list: typeof files) => list.reduce((total, file) => total + file.gzip, 0);
  return {
    total: sum(files),
    own: folder ? sum(files.filter((file) => file.path.startsWith(`/remotes/${folder}/`))) : 0,
    scripts: files.map((file) => ({ urlPath: file.path, file: builtFileOf(file.path), gzip: file.gzip })),
  };
}

/** What a request is, for the breakdown: its type and, for a script its folder, else its path's first two parts. */
function kindOf(type: string, url: string): string {
  const { protocol, pathname } = new URL(url);
  if (protocol === 'data:') return `${type} data:`;
  return `${type} ${type === 'script' ? pathname.slice(0, pathname.lastIndexOf('/') + 1) : pathname.split('/').slice(0, 3).join('/')}`;
}

interface Load {
  lcp: number;
  /** The LCP element's tag and its image or first words. */
  lcpElement: string;
  /** Each request made until the page was idle, as `kindOf` names it. */
  requests: string[];
  tbt: number;
  /** When the page went idle (ms from navigation), and the requests made in the second after. */
  idleAt: number;
  lateRequests: number;
  /** Where the time went until the LCP, when the load was profiled. */
  mainThread?: MainThreadProfile;
}

type Blocking = { ms: number; lastEnd: number };

/**
 * Waits until, for 500 ms, no request was in flight and no long task ran (Lighthouse waits for both too).
 * Playwright's networkidle alone fired while the 4x slower CPU ran the first scripts, before the
 * 25 requests those scripts then made. A websocket is no request in flight, so it never holds this up.
 */
async function idle(page: Page, inFlight: Set<Request>, lastChange: () => number): Promise<void> {
  let quietSince = Date.now();
  let lastLongTask = 0;
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
    await page.waitForTimeout(100);
    // Answers only once the main thread is free; the long task it waited for shows up by the next poll.
    const longTaskEnd = await page.evaluate(() => (window as unknown as { blocking: Blocking }).blocking.lastEnd);
    if (inFlight.size > 0 || longTaskEnd !== lastLongTask) quietSince = Date.now();
    lastLongTask = longTaskEnd;
    if (Date.now() - Math.max(quietSince, lastChange()) >= 500) return;
  }
  throw new Error(`${page.url()} never went idle; in flight: ${[...inFlight].map((request) => request.url()).join(', ')}`);
}

/**
 * One load of `pagePath` in `context` (fresh, so its cache is empty), on `profile` or unthrottled: LCP,
 * the requests made until the page is idle (a websocket counts once) and total blocking time (the long
 * tasks' time over 50 ms each, until then). Closes the context.
 */
async function coldLoad(context: BrowserContext, pagePath: string, profile?: typeof LIGHTHOUSE_MOBILE, { profileMainThread = false } = {}): Promise<Load> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', profile.network);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
  await page.addInitScript(() => {
    const blocking: Blocking = { ms: 0, lastEnd: 0 };
    (window as unknown as { blocking: Blocking }).blocking = blocking;
    new PerformanceObserver((list) =>
      list.getEntries().forEach((entry) => {
        blocking.ms += Math.max(0, entry.duration - 50);
        blocking.lastEnd = entry.startTime + entry.duration;
      }),
    ).observe({ type: 'longtask' });
  });
  const requests: string[] = [];
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settled = (request: Request) => (inFlight.delete(request), (lastChange = Date.now()));
  page.on('request', (request) => (requests.push(kindOf(request.resourceType(), request.url())), inFlight.add(request), (lastChange = Date.now())));
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  page.on('websocket', (socket) => requests.push(kindOf('websocket', socket.url())));
  if (profileMainThread) await startProfiling(cdp);
  await page.goto(pagePath, { waitUntil: 'load', timeout: 120_000 });
  await idle(page, inFlight, () => lastChange);
  const untilIdle = [...requests];
  const { tbt, idleAt } = await page.evaluate(() => ({ tbt: (window as unknown as { blocking: Blocking }).blocking.ms, idleAt: performance.now() }));
  // A signed-out context would be sent to /auth and measure that page instead.
  if (!new URL(page.url()).pathname.startsWith(pagePath)) throw new Error(`${pagePath} ended at ${page.url()}`);
  await page.waitForTimeout(1000);
  // An observer made now gets the buffered LCP entries at once (one made at start reported none under throttling).
  const { lcp, lcpElement } = await page.evaluate(
    () =>
      new Promise<{ lcp: number; lcpElement: string }>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as PerformanceEntry & { element: Element | null; url: string };
          const text = entry.element?.textContent?.trim().slice(0, 40);
          resolve({ lcp: entry.startTime, lcpElement: `${entry.element?.tagName.toLowerCase() ?? '(removed)'} ${entry.url || `"${text}"`}` });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => resolve({ lcp: Infinity, lcpElement: 'none' }), 5000);
      }),
  );
  const mainThread = profileMainThread ? await stopProfiling(cdp, lcp, builtFileOf) : undefined;
  await context.close();
  return { lcp, lcpElement, requests: untilIdle, tbt, idleAt, lateRequests: requests.length - untilIdle.length, mainThread };
}

/** The built file a script's URL path names: `/x.js` the shell's, `/remotes/<folder>/x.js` a remote's. */
function builtFileOf(urlPath: string): string | undefined {
  const remote = /^\/remotes\/([a-z-]+)\/([^/]+\.js)$/.exec(urlPath);
  if (remote) return path.join(ROOT, remote[1]!, 'dist', remote[2]!);
  return /^\/[^/]+\.js$/.test(urlPath) ? path.join(ROOT, 'shell', 'dist', urlPath.slice(1)) : undefined;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** `script /remotes/mfe-portal 30, fetch /api/projects 4, ...`, most first. */
function breakdown(requests: string[]): string {
  const counts = new Map<string, number>();
  requests.forEach((kind) => counts.set(kind, (counts.get(kind) ?? 0) + 1));
  return [...counts].sort((a, b) => b[1] - a[1]).map(([kind, count]) => `${kind} ${count}`).join(', ');
}

async function main(): Promise<void> {
  const floor = build();
  const product = await startProduct();
  const host = await startDeployedHost(product.baseUrl);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const visitor = await signedIn(browser, product.baseUrl);
    const firm = await signedIn(browser, product.baseUrl, DEMO_FIRM.owner.username);
    const client = await signedIn(browser, product.baseUrl, DEMO_CLIENTS[0]!.username);
    const fresh = async (as: BrowserContext) => browser.newContext({ baseURL: product.baseUrl, storageState: await as.storageState() });
    const ownCodeGoal = (own: number): [string, number] => ['<= 1.3x floor + own code', 1.3 * floor + own];
    const pages: Array<{
      name: string;
      path: string;
      as: BrowserContext;
      folder?: string;
      weightGoal?: (own: number) => [string, number];
      lcpGoal: number;
      requestGoal?: number;
      /** Served painted (at build time, or by the host's server for its person): its LCP is set beside the same HTML's with scripts off. */
      prerendered?: boolean;
      /** Its first screen is rendered per request by the host's server: its server time is measured too. */
      rendered?: boolean;
    }> = [
      { name: '/ (visitor)', path: '/', as: visitor, weightGoal: () => ['<= 170 KiB', 170 * KIB], lcpGoal: 1000, prerendered: true },
      { name: '/law (visitor)', path: '/law', as: visitor, lcpGoal: 1000, prerendered: true },
      { name: '/accountant (visitor)', path: '/accountant', as: visitor, lcpGoal: 1000, prerendered: true },
      { name: '/auth (visitor)', path: '/auth', as: visitor, weightGoal: () => ['<= 200 KiB', 200 * KIB], lcpGoal: 2500, prerendered: true },
      { name: '/client/portal (client)', path: '/client/portal', as: client, folder: 'mfe-portal', weightGoal: ownCodeGoal, lcpGoal: 1800, requestGoal: 40, prerendered: true, rendered: true },
      { name: '/dashboard (firm)', path: '/dashboard', as: firm, folder: 'mfe-workspace', weightGoal: ownCodeGoal, lcpGoal: 1800, requestGoal: 40, prerendered: true, rendered: true },
      { name: 'shared timeline (visitor)', path: await sharedTimelinePath(firm), as: visitor, lcpGoal: 1000, prerendered: true, rendered: true },
    ];
    const figures: Figure[] = [{ name: 'framework floor: JavaScript', value: floor / KIB, unit: 'KiB gz', goal: '(baseline)', met: null }];
    for (const page of pages) {
      const weight = await scriptWeight(await fresh(page.as), page.path, page.folder);
      const [goal, limit] = page.weightGoal?.(weight.own) ?? ['', Infinity];
      figures.push({
        name: `${page.name}: JavaScript`,
        value: weight.total / KIB,
        unit: 'KiB gz',
        baseline: { name: 'floor', value: floor / KIB },
        goal: page.folder ? `${goal} (${(limit / KIB).toFixed(0)} KiB)` : goal,
        met: goal ? weight.total <= limit : null,
      });
      if (weight.total > limit) {
        console.log(`${page.name}: where its ${(weight.total / KIB).toFixed(1)} KiB of script go (KiB gzipped, by package): ${describeScript(scriptByPackage(weight.scripts))}`);
      }
    }
    for (const page of pages.filter((rendered) => rendered.rendered)) {
      // The signed-in cookies are the api's: the deployed host is on the same address, another port.
      const deployed = median(await serverTimes(page.as, `${host.baseUrl}${page.path}`));
      const developed = median(await serverTimes(page.as, page.path));
      figures.push(
        { name: `${page.name}: first screen, server time, host as deployed, median of ${SERVER_TIME_RUNS}`, value: deployed, unit: 'ms', goal: `<= ${FIRST_SCREEN_SERVER_GOAL_MS} ms`, met: deployed <= FIRST_SCREEN_SERVER_GOAL_MS },
        { name: `${page.name}: first screen, server time, npm start (development build), median of ${SERVER_TIME_RUNS}`, value: developed, unit: 'ms', goal: '(no goal)', met: null },
      );
    }
    const mobile = `${LIGHTHOUSE_MOBILE.label}, median of ${RUNS}`;
    for (const page of pages) {
      const throttled: Load[] = [];
      const unthrottled: Load[] = [];
      const htmlAlone: Load[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        throttled.push(await coldLoad(await fresh(page.as), page.path, LIGHTHOUSE_MOBILE));
        unthrottled.push(await coldLoad(await fresh(page.as), page.path));
        if (page.prerendered) {
          // The page's scripts refused (not JavaScript turned off, which would stop the bench's observers too).
          const withoutScript = await fresh(page.as);
          await withoutScript.route(/\.js$/, (route) => route.abort());
          htmlAlone.push(await coldLoad(withoutScript, page.path, LIGHTHOUSE_MOBILE));
        }
      }
      const [first] = throttled as [Load];
      console.log(`${page.name}, ${LIGHTHOUSE_MOBILE.label}, first load: LCP ${first.lcpElement} at ${first.lcp.toFixed(0)} ms, idle at ${first.idleAt.toFixed(0)} ms (${first.lateRequests} requests in the second after); ${first.requests.length} requests: ${breakdown(first.requests)}`);
      const lcp = median(throttled.map((load) => load.lcp));
      if (lcp > page.lcpGoal) {
        // A goal missed: one more load, profiled, says where its time goes (the profiler slows it a little).
        const profiled = await coldLoad(await fresh(page.as), page.path, LIGHTHOUSE_MOBILE, { profileMainThread: true });
        console.log(`${page.name}, ${LIGHTHOUSE_MOBILE.label}, where the time goes until the LCP (${profiled.lcp.toFixed(0)} ms in a profiled load): ${describeProfile(profiled.mainThread!)}`);
      }
      const requests = median(throttled.map((load) => load.requests.length));
      const fastLcp = median(unthrottled.map((load) => load.lcp));
      figures.push(
        {
          name: `${page.name}: LCP, ${mobile}`,
          value: lcp,
          unit: 'ms',
          // What this machine takes to paint the page's HTML with no script at all: the least the page can take.
          ...(page.prerendered && { baseline: { name: 'HTML alone', value: median(htmlAlone.map((load) => load.lcp)) } }),
          goal: `<= ${page.lcpGoal} ms`,
          met: lcp <= page.lcpGoal,
        },
        {
          name: `${page.name}: requests until idle, ${mobile}`,
          value: requests,
          unit: 'requests',
          goal: page.requestGoal ? `<= ${page.requestGoal}` : '',
          met: page.requestGoal ? requests <= page.requestGoal : null,
        },
        { name: `${page.name}: total blocking time, ${mobile}`, value: median(throttled.map((load) => load.tbt)), unit: 'ms', goal: '', met: null },
        { name: `${page.name}: LCP, unthrottled, median of ${RUNS}`, value: fastLcp, unit: 'ms', goal: `<= ${UNTHROTTLED_LCP_GOAL} ms`, met: fastLcp <= UNTHROTTLED_LCP_GOAL },
      );
    }
    console.log('pages bench');
    reportFigures(figures);
  } finally {
    await browser.close();
    host.stop();
    product.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
