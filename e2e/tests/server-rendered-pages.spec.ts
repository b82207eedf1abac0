import { expect, test, type BrowserContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { registerFirmWithClient } from './support/accounts';
import { addMilestone, createProject } from './support/projects';
import { takeOnboardingTour } from './support/onboarding';
import { logInToPortal } from './support/sign-in';
import { holdShellScript, hydrated, recordHydrationProblems } from './support/page-checks';

// A signed-in first screen (the firm's /dashboard, the client's /client/portal) comes painted for its person
// in the HTML, with their data, and is hydrated when the script arrives without React redrawing it; a tap
// on it before then is kept for the hydrated page.

const CLIENT_PASSWORD = 'client password 1';

type Playwright = PlaywrightWorkerArgs['playwright'];

/** The same signed-in person in a context whose scripts are refused: what the HTML alone paints. */
async function withoutScript(context: BrowserContext, viewport: { width: number; height: number }): Promise<BrowserContext> {
  const browser = context.browser()!;
  const painted = await browser.newContext({ viewport, storageState: await context.storageState() });
  await painted.route(/\.js$/, (route) => route.abort());
  return painted;
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the firm's dashboard is painted with its figures before any script and looks the same once hydrated", async ({ playwright, baseURL, page }) => {
      const { firm, client } = await registerFirmWithClient(playwright, baseURL!, CLIENT_PASSWORD);
      await createProject(firm, { name: 'Server-rendered matter', startDate: '2026-01-05', clientId: client.clientId });
      await page.context().addCookies((await firm.storageState()).cookies);
      await firm.dispose();

      const painted = await withoutScript(page.context(), viewport);
      const paintedPage = await painted.newPage();
      await paintedPage.goto('/dashboard');
      await expect(paintedPage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(paintedPage.getByRole('link', { name: 'Server-rendered matter' })).toBeVisible();
      await expect(paintedPage.getByRole('heading', { name: 'Active projects' })).toBeVisible();
      const before = await paintedPage.screenshot({ animations: 'disabled' });
      await painted.close();

      const problems = recordHydrationProblems(page);
      await page.goto('/dashboard');
      await hydrated(page.locator('main'));
      await expect(page.getByRole('link', { name: 'Server-rendered matter' })).toBeVisible();
      const after = await page.screenshot({ animations: 'disabled' });
      expect(problems).toEqual([]);
      expect(after.equals(before), 'the page changed when it was hydrated').toBe(true);
    });
  });
}

test("a client's portal is painted with their projects and updates, and hydrated without being redrawn", async ({ playwright, baseURL, page }) => {
  const { firm, client } = await registerFirmWithClient(playwright, baseURL!, CLIENT_PASSWORD);
  const projectId = await createProject(firm, { name: 'Painted estate plan', startDate: '2026-01-05', clientId: client.clientId });
  await addMilestone(firm, projectId, { name: 'Sign the papers', dueDate: '2099-03-01' });
  await firm.dispose();
  await logInToPortal(page, client.username, CLIENT_PASSWORD);
  await takeOnboardingTour(page);

  const painted = await withoutScript(page.context(), { width: 375, height: 812 });
  const paintedPage = await painted.newPage();
  await paintedPage.goto('/client/portal');
  await expect(paintedPage.getByRole('heading', { level: 2, name: `Welcome back, ${client.displayName}` })).toBeVisible();
  await expect(paintedPage.getByRole('link', { name: 'Painted estate plan', exact: true })).toBeVisible();
  await expect(paintedPage.getByText('Sign the papers', { exact: true }).first()).toBeVisible();
  await painted.close();

  const problems = recordHydrationProblems(page);
  await page.goto('/client/portal?tab=projects');
  await hydrated(page.locator('main'));
  await expect(page.getByRole('tab', { name: 'Projects', selected: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Overview' }).click();
  // What only the browser knows shows once hydrated: the deadline from its today, each update's time in its zone.
  await expect(page.getByText(/days remaining/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent updates' }).locator('time').first()).toHaveText(/\d:\d\d [AP]M/);
  expect(problems).toEqual([]);
});

test('a tab pressed on the painted portal before its script has arrived opens once the page is hydrated', async ({ playwright, baseURL, page }) => {
  const { firm, client } = await registerFirmWithClient(playwright, baseURL!, CLIENT_PASSWORD);
  await createProject(firm, { name: 'Early tap matter', startDate: '2026-01-05', clientId: client.clientId });
  await firm.dispose();
  await logInToPortal(page, client.username, CLIENT_PASSWORD);
  await takeOnboardingTour(page);

  const releaseScript = await holdShellScript(page);
  await page.goto('/client/portal', { waitUntil: 'commit' });
  await page.getByRole('tab', { name: 'Projects' }).click();
  // The page has no script yet: the tap is held, not lost.
  await expect(page.getByRole('tab', { name: 'Overview', selected: true })).toBeVisible();
  releaseScript();
  await expect(page.getByRole('tab', { name: 'Projects', selected: true })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Projects' }).getByText('Early tap matter')).toBeVisible();
  await expect(page).toHaveURL(/[?&]tab=projects/);
});

/** A new firm's owner on their painted dashboard, its script held back until the returned function is called. */
async function paintedDashboardWithScriptHeld(playwright: Playwright, baseURL: string, page: Page): Promise<() => void> {
  const { firm } = await registerFirmWithClient(playwright, baseURL, CLIENT_PASSWORD);
  await page.context().addCookies((await firm.storageState()).cookies);
  await firm.dispose();
  const releaseScript = await holdShellScript(page);
  await page.goto('/dashboard', { waitUntil: 'commit' });
  return releaseScript;
}

test('the bell pressed on the painted dashboard before its script has arrived opens once the page is hydrated', async ({ playwright, baseURL, page }) => {
  const releaseScript = await paintedDashboardWithScriptHeld(playwright, baseURL!, page);
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Notifications/ }).click();
  releaseScript();
  await expect(banner.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
});

test('a date typed into the painted dashboard before its script has arrived is kept, and applied, once the page is hydrated', async ({ playwright, baseURL, page }) => {
  const releaseScript = await paintedDashboardWithScriptHeld(playwright, baseURL!, page);
  const startDate = page.getByLabel('Start date');
  await startDate.fill('2026-01-01');
  const figuresForRange = page.waitForRequest((request) => {
    const url = new URL(request.url());
    return url.pathname === '/api/metrics/dashboard' && url.searchParams.get('startDate') === '2026-01-01';
  });
  releaseScript();
  await figuresForRange;
  await hydrated(startDate);
  await expect(startDate).toHaveValue('2026-01-01');
});
