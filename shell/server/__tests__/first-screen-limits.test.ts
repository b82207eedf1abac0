import type { Context } from 'koa';
import pino from 'pino';
import { routeOf } from '@clientline/contracts/routes';
import { firstScreenRenderer, type RenderPage } from '../first-screen/renderer';
import type { RenderedFirstScreen } from '../first-screen/first-screen-page';
import type { RemoteApps } from '../first-screen/remote-apps';

// However many pages are asked for at once, a host renders at most so many first screens, each within its
// time: past either, the page goes out at once with the shell alone, as the browser renders it.
const RENDERED = { body: '<main>Dashboard</main>', styles: '', state: { api: {} } } as unknown as RenderedFirstScreen;
const request = { get: () => 'cookie=1', search: '' } as unknown as Context;
const manifest = { remotes: [] };
const dashboard = routeOf('/dashboard')!;
/** The renders here are the test's own: they load no remote. */
const NO_REMOTE_APPS: RemoteApps = { load: async () => null };

/** A render the test finishes when it likes, and how many were started. */
function controlledRenders() {
  const pending: Array<() => void> = [];
  const render: RenderPage = () => new Promise((resolve) => pending.push(() => resolve(RENDERED)));
  return {
    render,
    /** Once `count` renders are under way (each starts a few promise turns after it is asked for). */
    async running(count: number) {
      for (let turn = 0; turn < 100 && pending.length < count; turn += 1) await Promise.resolve();
      expect(pending).toHaveLength(count);
    },
    finishNext: () => pending.shift()!(),
  };
}

it('renders at most FIRST_SCREENS_AT_ONCE at once: past them a page goes out unrendered at once, and a slot frees when its render ends', async () => {
  const renders = controlledRenders();
  const renderer = firstScreenRenderer(pino({ level: 'silent' }), { timeoutMs: 30_000, atOnce: 2 }, () => 'http://api', NO_REMOTE_APPS, async () => renders.render);
  const first = renderer(request)(manifest, dashboard, '/dashboard', null);
  const second = renderer(request)(manifest, dashboard, '/dashboard', null);
  await expect(renderer(request)(manifest, dashboard, '/dashboard', null)).resolves.toBeNull();

  await renders.running(2);
  renders.finishNext();
  await expect(first).resolves.toBe(RENDERED);
  const third = renderer(request)(manifest, dashboard, '/dashboard', null);
  await renders.running(2);
  renders.finishNext();
  renders.finishNext();
  await expect(second).resolves.toBe(RENDERED);
  await expect(third).resolves.toBe(RENDERED);
});

it('sends a page unrendered when its render outlasts FIRST_SCREEN_RENDER_TIMEOUT_MS, and keeps counting that render until it ends', async () => {
  jest.useFakeTimers();
  try {
    const renders = controlledRenders();
    const renderer = firstScreenRenderer(pino({ level: 'silent' }), { timeoutMs: 1500, atOnce: 1 }, () => 'http://api', NO_REMOTE_APPS, async () => renders.render);
    const slow = renderer(request)(manifest, dashboard, '/dashboard', null);
    await renders.running(1);
    await jest.advanceTimersByTimeAsync(1500);
    await expect(slow).resolves.toBeNull();
    // The late render still runs: the one slot is taken until it ends.
    await expect(renderer(request)(manifest, dashboard, '/dashboard', null)).resolves.toBeNull();
    renders.finishNext();
    await jest.advanceTimersByTimeAsync(0);
    const next = renderer(request)(manifest, dashboard, '/dashboard', null);
    await renders.running(1);
    renders.finishNext();
    await expect(next).resolves.toBe(RENDERED);
  } finally {
    jest.useRealTimers();
  }
});
