import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { recordRequests } from './support/request-log';
import { expectNoSeriousA11yViolations, toast } from './support/page-checks';
import { LANDING_PAGES } from './support/landing-pages';

// Journeys of mfe-marketing on the composed product: /, /law, /accountant and /early-access.

const PHONE = { width: 375, height: 812 };

// Radix Toast draws each toast as an item of its 'Notifications (F8)' region.
async function openWizard(page: Page) {
  await page.goto('/early-access');
  await expect(page.getByText('Step 1 of 4')).toBeVisible();
}

async function answerEveryStep(page: Page, email: string) {
  await page.getByLabel('Full name').fill('Ann Lee');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Company name').fill('Lee & Co');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: 'Founder or owner' }).check();
  await page.getByRole('radio', { name: '11-50 people' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^Legal/ }).check();
  await page.getByRole('radio', { name: /^Automation/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^In 1-3 months/ }).check();
  await page.getByRole('radio', { name: /^Growth/ }).check();
}

test.describe('persona loading', () => {
  for (const path of ['/', '/law', '/accountant', '/early-access']) {
    test(`a visitor on ${path} downloads only the shell and mfe-marketing`, async ({ page }) => {
      const requests = recordRequests(page);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/early-access') await expect(page.getByText('Step 1 of 4')).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(requests.remotesLoaded()).toEqual(['mfe-marketing']);
    });
  }
});

test.describe('landing pages', () => {
  for (const { path, heading } of LANDING_PAGES) {
    test(`${path} has its heading, 5-star testimonials and no serious accessibility violation`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('img', { name: '5 out of 5 stars' })).toHaveCount(2);
      // From md up the links sit in the header and the menu button is gone.
      await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('Join Waitlist opens the early-access wizard; Sign In opens the sign-in screen', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Join Waitlist' }).first().click();
    await expect(page).toHaveURL(/\/early-access$/);
    await expect(page.getByText('Step 1 of 4')).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('at a phone-sized viewport', () => {
  test.use({ viewport: PHONE });

  test('the menu opens, passes axe, navigates, and closes on Escape', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Menu' });
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'For Law Firms', exact: true })).toBeHidden();

    await menuButton.click();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('link')).toHaveText(['For Accountants', 'For Law Firms', 'Sign In', 'Request Early Access']);
    await expectNoSeriousA11yViolations(page);

    await menu.getByRole('link', { name: 'For Law Firms' }).click();
    await expect(page).toHaveURL(/\/law$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Keep every client informed on every matter' })).toBeVisible();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await menuButton.click();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the pages fit the screen without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/law', '/accountant', '/early-access']) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBe(0);
    }
  });
});

test.describe('/early-access', () => {
  test('a visitor answers the 4 steps, the request is stored, and the success toast shows', async ({ page }) => {
    const email = `ann-${randomUUID().slice(0, 8)}@example.com`;
    await openWizard(page);
    await answerEveryStep(page, email);

    const stored = page.waitForResponse((response) => response.url().endsWith('/api/early-access'));
    await page.getByRole('button', { name: 'Submit' }).click();
    const response = await stored;
    expect(response.ok(), await response.text()).toBe(true);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(response.request().postDataJSON()).toEqual({
      fullName: 'Ann Lee',
      email,
      companyName: 'Lee & Co',
      role: 'founder',
      teamSize: '11-50',
      industry: 'legal',
      useCase: 'automation',
      expectedStartDate: '1-3months',
      priority: 'growth',
    });
    await expect(toast(page, 'Request Submitted Successfully!')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You are on the list' })).toBeVisible();
  });

  test('an invalid email keeps the visitor on step 1 and nothing is sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/early-access')) sent.push(request.method());
    });
    await openWizard(page);
    await page.getByLabel('Full name').fill('Ann Lee');
    await page.getByLabel('Work email').fill('ann@');
    await page.getByLabel('Company name').fill('Lee & Co');
    await page.getByRole('button', { name: 'Next' }).click();

    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await expectNoSeriousA11yViolations(page);
    expect(sent).toEqual([]);
  });

  test('a failed submission shows the Submission Error toast and keeps the answers', async ({ page }) => {
    await page.route('**/api/early-access', (route) => route.abort('connectionrefused'));
    await openWizard(page);
    await answerEveryStep(page, 'ann@example.com');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(toast(page, 'Submission Error')).toBeVisible();
    await expect(page.getByText('Step 4 of 4')).toBeVisible();
    await expect(page.getByRole('radio', { name: /^Growth/ })).toBeChecked();
  });
});
