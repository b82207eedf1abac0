import { expect, type Page } from '@playwright/test';

/**
 * Opens the newest mail to `to` with `subject` in the local mailbox page, the way a developer reads it,
 * and clicks `link` in its HTML part (the page then leaves the mailbox for the app).
 */
export async function followMailedLink(page: Page, { to, subject, link }: { to: string; subject: string; link: string }) {
  await expect(async () => {
    await page.goto('/dev/mailbox');
    await page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first().getByRole('link').click();
  }).toPass({ timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await page.frameLocator('iframe[title="The mail as HTML"]').getByRole('link', { name: link }).first().click();
}
