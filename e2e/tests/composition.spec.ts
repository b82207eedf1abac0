import { expect, test } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { hydrated } from './support/page-checks';
import { recordRequests } from './support/request-log';
import { shellChunkPath } from './support/shell-chunks';

test.describe('runtime composition', () => {
  test('an anonymous visitor on / gets the marketing page and no other remote', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.remotesLoaded()).toEqual(['mfe-marketing']);
  });

  test('/auth loads mfe-auth and no other remote', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(requests.remotesLoaded()).toEqual(['mfe-auth']);
  });

  test("a signed-out visitor's pages log no failed api call: the page says nobody is signed in, so GET /api/user is never asked (and never 401)", async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
    });
    const requests = recordRequests(page);
    for (const path of ['/', '/auth', '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    expect(requests.urls.filter((url) => new URL(url).pathname === '/api/user')).toEqual([]);
    expect(errors.filter((error) => error.includes('/api/') || error.includes('401'))).toEqual([]);
  });

  test('a page names the scripts it starts with, so none waits for another: each preloaded file is fetched once, the manifest not at all', async ({ page }) => {
    // A visitor on /, then a firm's owner on /dashboard: each gets the remote their role may open.
    for (const [path, remote] of [['/', 'mfe-marketing'], ['/dashboard', 'mfe-workspace']] as const) {
      if (path === '/dashboard') await registerFirm(page.request);
      const requests = recordRequests(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const requestedForFirstScreen = requests.urls.map((url) => new URL(url).pathname);
      const preloaded = await page.locator('link[rel="preload"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      const pathnames = preloaded.map((url) => new URL(url).pathname);
      expect(pathnames).toContain(`/remotes/${remote}/remoteEntry.js`);
      // The first screen's own code (the dashboard's page chunks) comes with the page, not in a wave after its script.
      const remoteScripts = requestedForFirstScreen.filter((pathname) => pathname.startsWith(`/remotes/${remote}/`) && pathname.endsWith('.js'));
      expect(remoteScripts.filter((pathname) => !pathnames.includes(pathname))).toEqual([]);
      // Nobody is asked who is signed in: a visitor's page says it itself (the session hint), and the
      // dashboard the api rendered for its owner carries them and its data (#clientline-first-screen).
      expect(pathnames).not.toContain('/api/user');
      if (path === '/dashboard') {
        const html = await (await page.request.get(path, { headers: { accept: 'text/html' } })).text();
        expect(html).toContain('<script type="application/json" id="clientline-first-screen">');
      }
      // The shell's startup chunks (React and the rest of the bootstrap, in one framework file), not just main.js.
      expect(pathnames).toContain(shellChunkPath('framework'));
      // Fetched once each: a preload the page did not match would show as a second download. Not the
      // first screen's lists, which the live updates ask for again once their socket has joined its rooms.
      // Polled: a prerendered page's heading shows before its preloaded files have all arrived.
      const fetchedOnce = preloaded.filter((url) => url.endsWith('.js') || new URL(url).pathname === '/api/user');
      await expect
        .poll(() => page.evaluate((urls) => urls.map((url) => performance.getEntriesByName(url).length), fetchedOnce))
        .toEqual(fetchedOnce.map(() => 1));
      expect(requests.urls.filter((url) => new URL(url).pathname === '/mfe-manifest.json')).toEqual([]);
    }
  });

  test('remotes use the shell’s copy of every shared singleton', async ({ page }) => {
    const remoteScripts: Promise<string>[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/remotes/') && pathname.endsWith('.js')) remoteScripts.push(response.text());
    });
    await page.goto('/auth');
    // The heading is painted with the HTML, before any remote script arrives: wait for the remote's React to own it.
    await hydrated(page.getByRole('heading', { level: 1 }));
    const bodies = await Promise.all(remoteScripts);
    expect(bodies.length).toBeGreaterThan(0);
    // Strings only React's and react-dom's own code contain: a remote that shipped its own copy would have them.
    for (const body of bodies) {
      expect(body).not.toContain('__CLIENT_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
      expect(body).not.toContain('__DOM_INTERNALS_DO_NOT_USE_OR_WARN_USERS_THEY_CANNOT_UPGRADE');
    }
    // The remote's components run with the shell's React: hooks would throw with a second copy.
    await expect(page.getByRole('tab').first()).toBeVisible();
  });

  test('a remote that cannot be reached shows a contained fallback; the header and other areas keep working', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const firm = await registerFirm(page.request);
    const unreachable = '**/remotes/mfe-workspace/remoteEntry.js';
    await page.route(unreachable, (route) => route.abort('connectionrefused'));

    await page.goto('/dashboard');
    const fallback = page.getByRole('alert').filter({ hasText: 'Workspace could not be loaded' });
    await expect(fallback).toBeVisible();

    // The shell's header still works while the workspace is down.
    const header = page.getByRole('banner');
    await expect(header.getByText(firm.displayName)).toBeVisible();
    await header.getByRole('button', { name: 'Share Profile' }).click();
    await expect(page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Link Copied!')).toBeVisible();

    // Another remote still loads.
    await page.goto('/timeline/share/no-such-token');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Once the workspace is reachable again, Try again brings it back without a reload.
    await page.goto('/dashboard');
    await expect(fallback).toBeVisible();
    await page.unroute(unreachable);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(fallback).toHaveCount(0);

    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    // The marketing page has a banner of its own; the shell's signed-in header is what must be gone.
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
    await expect(page.getByText(firm.displayName)).toHaveCount(0);
  });
});
