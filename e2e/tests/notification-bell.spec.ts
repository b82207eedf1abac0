import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm, registerFirmWithClient } from './support/accounts';
import { takeOnboardingTour } from './support/onboarding';
import { addMilestone, createProject } from './support/projects';
import { logInToPortal } from './support/sign-in';
import { expectNoSeriousA11yViolations, hydrated } from './support/page-checks';
import { shellChunkPath } from './support/shell-chunks';
import { socketConnected } from './support/socket';

// The shell's notification bell, on the composed product with the real api.

test('a client sees a new milestone on the bell; opening it lists the milestone and clears the badge', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { firm, client } = await registerFirmWithClient(playwright, baseURL!, 'harbor-lights');
  const projectId = await createProject(firm, { name: 'Annual accounts 2026', startDate: '2026-01-05', clientId: client.clientId });
  await addMilestone(firm, projectId, { name: 'Draft statements', dueDate: '2026-03-31' });

  await logInToPortal(page, client.username, 'harbor-lights');
  await takeOnboardingTour(page);

  const header = page.getByRole('banner');
  const bell = header.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();

  await bell.click();
  const dropdown = header.getByRole('dialog', { name: 'Notifications' });
  const item = dropdown.getByRole('listitem').filter({ hasText: 'Draft statements' });
  await expect(item).toContainText('Pending');
  await expect(item).toContainText('Due: Mar 31, 2026');
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'header');

  await page.keyboard.press('Escape');
  await expect(dropdown).toBeHidden();
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeFocused();

  // The read state is the server's: a reload still shows no unread count. The reload is at a phone's
  // width: resizing a live page left Chromium's media queries on the wide layout twice in loaded runs
  // (innerWidth already 375), while a page loaded at that width lays out as a phone does.
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await page.waitForFunction(() => window.innerWidth === 375);

  // On a phone the bell stays in the bar, outside the collapsed menu.
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expect(header.getByRole('button', { name: 'Logout' })).toBeHidden();
  await firm.dispose();
});

test('a bell whose code cannot be downloaded says so and keeps the page; its next click opens it once it can', async ({ page }) => {
  await registerFirm(page.request);
  // The popups' code, which the bell loads when someone reaches for it, cannot be downloaded (offline, or a
  // tab older than the files a deploy removed).
  const popupsCode = `**${shellChunkPath('radix-popper')}`;
  await page.route(popupsCode, (route) => route.abort());
  await page.goto('/dashboard');
  const heading = page.getByRole('heading', { name: 'Dashboard', level: 1 });
  await expect(heading).toBeVisible();

  const header = page.getByRole('banner');
  const bell = header.getByRole('button', { name: 'Notifications', exact: true });
  // The dashboard comes painted by the api: pressed once hydrated, so this is about the failed download, not
  // a press kept from before (server-rendered-pages.spec.ts).
  await hydrated(bell);
  await bell.click();
  const notice = page.getByRole('alert').filter({ hasText: 'This part of Clientline could not be loaded. Check your connection, then try again.' });
  await expect(notice).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(bell).toBeVisible();

  await page.unroute(popupsCode);
  await bell.click();
  await expect(header.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect(notice).toBeHidden();
});

for (const width of [375, 1280]) {
  test.describe(`chat on the bell at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("a client's message reaches the firm's bell live and links to the chat; a message shown in the open chat stays read", async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await registerFirm(page.request);
      const client = await createClientWithPassword(playwright, baseURL!, page.request, 'harbor-lights');
      const projectId = await createProject(page.request, { name: 'Estate plan', startDate: '2026-01-05', clientId: client.clientId });

      const firmSocket = socketConnected(page);
      await page.goto('/dashboard');
      const header = page.getByRole('banner');
      await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
      await firmSocket;

      const clientContext = await browser.newContext({ viewport: { width, height: 900 } });
      const clientPage = await clientContext.newPage();
      await logInToPortal(clientPage, client.username, 'harbor-lights');
      await takeOnboardingTour(clientPage);
      await clientPage.goto(`/project/${projectId}`);
      await clientPage.getByRole('textbox', { name: 'Message' }).fill('Here is my passport scan.');
      await clientPage.getByRole('button', { name: 'Send' }).click();
      await expect(clientPage.getByRole('list', { name: 'Messages' })).toContainText('Here is my passport scan.');

      // Pushed to the firm's open dashboard: the badge counts it, the item names the sender, the project and the text.
      const bell = header.getByRole('button', { name: 'Notifications, 1 unread' });
      await expect(bell).toBeVisible();
      await bell.click();
      const dropdown = header.getByRole('dialog', { name: 'Notifications' });
      const item = dropdown.getByRole('link', { name: `${client.displayName} on Estate plan: "Here is my passport scan."` });
      await expect(item).toBeVisible();
      await expectNoSeriousA11yViolations(page, 'header');
      await item.click();
      await expect(page).toHaveURL(new RegExp(`/project/${projectId}#chat$`));
      await expect(page.getByRole('list', { name: 'Messages' })).toContainText('Here is my passport scan.');
      await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

      // With the chat open, the next message is shown there and read: the badge shows no unread count.
      await clientPage.getByRole('textbox', { name: 'Message' }).fill('And the signed form.');
      await clientPage.getByRole('button', { name: 'Send' }).click();
      await expect(page.getByRole('list', { name: 'Messages' })).toContainText('And the signed form.');
      await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
      await page.reload();
      await expect(page.getByRole('list', { name: 'Messages' })).toContainText('And the signed form.');
      await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
      await clientContext.close();
    });
  });
}
