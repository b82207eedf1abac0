import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerFirmWithClient } from './support/accounts';
import { takeOnboardingTour } from './support/onboarding';
import { addMilestone, createProject } from './support/projects';
import { logInToPortal } from './support/sign-in';

// The shell's notification bell, on the composed product with the real api.

async function expectNoSeriousA11yViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('header').analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

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
  await expect(item).toContainText('pending');
  await expect(item).toContainText('Due: Mar 31, 2026');
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

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
