import { expect, test } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { LANDING_PAGES } from './support/landing-pages';
import { hydrated } from './support/page-checks';

// The landing pages come painted in their HTML (rendered at build time) and are hydrated when the script
// arrives: the same page before and after, and the signed-in redirects still hold.

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const { path, heading } of LANDING_PAGES) {
      test(`${path} is painted without script and looks the same once hydrated`, async ({ browser, baseURL, page }) => {
        const withoutScript = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
        const painted = await withoutScript.newPage();
        await painted.goto(path);
        await expect(painted.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const before = await painted.screenshot({ animations: 'disabled' });
        await withoutScript.close();

        await page.goto(path);
        await hydrated(page.locator('main'));
        const after = await page.screenshot({ animations: 'disabled' });
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

test('someone signed in who opens a landing page is sent home, never shown it', async ({ page }) => {
  await registerFirm(page.request);
  for (const { path } of LANDING_PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard$/);
  }
});
