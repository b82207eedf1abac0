import { expect, test } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { recordRequests } from './support/request-log';

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

  test('remotes use the shell’s copy of every shared singleton', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const remoteScripts = requests
      .scripts()
      .map((url) => new URL(url).pathname)
      .filter((pathname) => pathname.startsWith('/remotes/'));
    // Only the remote's entry and its exposed App: react, the store and the design system come from the shell.
    expect(remoteScripts).toHaveLength(2);
    expect(remoteScripts[0]).toBe('/remotes/mfe-auth/remoteEntry.js');
    expect(remoteScripts[1]).toMatch(/^\/remotes\/mfe-auth\/__federation_expose_App\.[0-9a-f]+\.js$/);
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
    await expect(page.getByText('Link Copied!')).toBeVisible();

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
    await expect(header).toHaveCount(0);
  });
});
