import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { mailTo } from './support/mailbox';
import { takeOnboardingTour } from './support/onboarding';
import { createProject } from './support/projects';
import { logInToPortal } from './support/sign-in';

// Reminders of outstanding documents on the composed product with the real api and its mailbox.

const inTenDays = () => new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

for (const width of [375, 1280]) {
  test.describe(`reminders at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the firm reminds a client of a document now: mailed, in their bell, counted on the item for both; a second one within the hour is refused', async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      await registerFirm(page.request);
      const client = await createClientWithPassword(playwright, baseURL!, page.request, 'harbor-lights');
      const projectId = await createProject(page.request, { name: 'Tax return 2026', startDate: '2026-01-05', clientId: client.clientId });
      const asked = await page.request.post(`/api/projects/${projectId}/document-requests`, { data: { items: [{ name: 'Passport copy', dueDate: inTenDays() }] } });
      expect(asked.ok(), await asked.text()).toBe(true);

      await page.goto(`/project/${projectId}`);
      await page.getByRole('button', { name: 'Remind now about Passport copy' }).click();
      const reminded = page.getByText(/^Reminded once, last /);
      await expect(reminded).toBeVisible();
      await page.getByRole('button', { name: 'Remind now about Passport copy' }).click();
      await expect(toast(page, 'Error').filter({ hasText: 'less than an hour ago' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // The client's mail, read in the local mailbox.
      await mailTo(page.request, client.username, 'Reminder: Passport copy for Tax return 2026');
      await page.goto('/dev/mailbox');
      await expect(page.getByRole('row').filter({ hasText: client.username }).filter({ hasText: 'Reminder: Passport copy for Tax return 2026' })).toHaveCount(1);

      // The client sees the reminder in the bell and the count on the item.
      const clientContext = await browser.newContext({ viewport: { width, height: 900 } });
      const clientPage = await clientContext.newPage();
      await logInToPortal(clientPage, client.username, 'harbor-lights');
      await takeOnboardingTour(clientPage);
      const header = clientPage.getByRole('banner');
      await header.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
      await expect(header.getByRole('dialog', { name: 'Notifications' }).getByRole('link', { name: 'Reminder: Tax return 2026 still needs "Passport copy"' })).toBeVisible();
      await clientPage.keyboard.press('Escape');
      await clientPage.goto(`/project/${projectId}`);
      await expect(clientPage.getByText(/^Reminded once, last /)).toBeVisible();
      await expect(clientPage.getByRole('button', { name: 'Remind now about Passport copy' })).toHaveCount(0);
      await expectNoSeriousA11yViolations(clientPage);
      await clientContext.close();
    });

    test("the owner sets the firm's reminder schedule; a value out of range is refused on its field", async ({ page }) => {
      await registerFirm(page.request);
      await page.goto('/settings/reminders');
      await expect(page.getByRole('heading', { level: 1, name: 'Document reminders' })).toBeVisible();
      const daysBefore = page.getByRole('spinbutton', { name: 'Days before the due date' });
      await expect(daysBefore).toHaveValue('3');
      await daysBefore.fill('40');
      await page.getByRole('button', { name: 'Save reminders' }).click();
      await expect(page.getByText('Days before the due date must be a whole number from 0 to 30')).toBeVisible();
      await expect(daysBefore).toHaveAttribute('aria-invalid', 'true');
      await daysBefore.fill('5');
      await page.getByRole('button', { name: 'Save reminders' }).click();
      await expect(toast(page, 'Reminders saved')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
      await page.reload();
      await expect(page.getByRole('spinbutton', { name: 'Days before the due date' })).toHaveValue('5');
    });
  });
}
