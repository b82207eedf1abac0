import { expect, test, type Locator, type Page } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { LANDING_PAGES } from './support/landing-pages';
import { holdShellScript, hydrated, recordHydrationProblems } from './support/page-checks';

// The pages the same for every visitor (the landing pages, /auth with either tab) come painted in their
// HTML (rendered at build time) and are hydrated when the script arrives: the same page before and after,
// a sign-in started before then goes through, and the signed-in redirects still hold.

const PAINTED_PAGES: Array<{ path: string; heading: string; unstable?: (page: Page) => Locator }> = [
  ...LANDING_PAGES,
  { path: '/auth', heading: 'Welcome back' },
  // Chromium draws a select's rounded border a shade apart at its corners once the page is hydrated (same style).
  { path: '/auth?mode=register', heading: 'Create your account', unstable: (page) => page.getByLabel('Account Type') },
];

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, heading, unstable } of PAINTED_PAGES) {
      test(`${path} is painted without script and looks the same once hydrated`, async ({ browser, baseURL, page }) => {
        const withoutScript = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
        const painted = await withoutScript.newPage();
        await painted.goto(path);
        await expect(painted.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const before = await painted.screenshot({ animations: 'disabled', mask: unstable ? [unstable(painted)] : [] });
        await withoutScript.close();

        await page.goto(path);
        await hydrated(page.locator('main'));
        const after = await page.screenshot({ animations: 'disabled', mask: unstable ? [unstable(page)] : [] });
        expect(after.equals(before), 'the page changed when it was hydrated').toBe(true);
      });
    }

    test('the hydrated page works: the menu on a phone, a link without reloading', async ({ page }) => {
      await page.goto('/');
      await hydrated(page.locator('main'));
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      if (viewport.width < 768) {
        const menuButton = page.getByRole('button', { name: 'Menu' });
        await menuButton.click();
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
        await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For Law Firms' }).click();
      } else {
        await page.getByRole('banner').getByRole('link', { name: 'For Law Firms' }).click();
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Keep every client informed on every matter' })).toBeVisible();
      await expect(page).toHaveTitle('For law firms · Clientline');
      // Routed in the page, not loaded again.
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    });
  });
}

test("the phone's menu pressed on a painted landing page before its script has arrived opens once it has", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const releaseScript = await holdShellScript(page);
  await page.goto('/', { waitUntil: 'commit' });
  const menuButton = page.getByRole('button', { name: 'Menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  releaseScript();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'For Law Firms' })).toBeVisible();
});

test('a sign-in typed and sent on the painted /auth before its script has arrived goes through once it has', async ({ playwright, baseURL, page }) => {
  const api = await playwright.request.newContext({ baseURL });
  const firm = await registerFirm(api);
  await api.dispose();

  const releaseScript = await holdShellScript(page);
  await page.goto('/auth', { waitUntil: 'commit' });
  await page.getByLabel('Email').fill(firm.username);
  await page.getByLabel('Password').fill(firm.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // The page has no script yet: nothing is sent, and what was typed stays.
  await expect(page).toHaveURL(/\/auth$/);
  releaseScript();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
});

test('a reload of /auth keeps the notice the page that sent the visitor there left, shown once hydrated', async ({ page }) => {
  const problems = recordHydrationProblems(page);
  await page.goto('/auth');
  await hydrated(page.locator('main'));
  await page.evaluate(() => {
    // As a page that sends someone to sign in leaves it (react-router keeps its state under `usr`).
    history.replaceState({ ...history.state, usr: { notice: 'Your password was changed. Log in with the new one.' } }, '');
  });
  await page.reload();
  await expect(page.getByText('Your password was changed. Log in with the new one.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('someone signed in who opens a landing page is sent home, never shown it', async ({ page }) => {
  await registerFirm(page.request);
  for (const { path } of LANDING_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
