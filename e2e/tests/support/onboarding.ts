import { expect, type Page } from '@playwright/test';

/**
 * What a client signing in for the first time does on the portal before anything else: the onboarding
 * tour's four steps, then Get Started. Until then the tour is a modal dialog and the rest of the page,
 * the header included, is hidden from assistive technology.
 */
export async function takeOnboardingTour(page: Page) {
  for (const title of ['Welcome to your client portal', 'Your project timeline', 'Stay updated']) {
    await page.getByRole('dialog', { name: title }).getByRole('button', { name: 'Next' }).click();
  }
  await page.getByRole('dialog', { name: 'Ready to start' }).getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
}
