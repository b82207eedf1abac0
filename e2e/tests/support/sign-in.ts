import { expect, type Page } from '@playwright/test';

/** Logs in on /auth with an email and password, the way a user does. */
export async function logIn(page: Page, username: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Logs a client in and waits for their portal. */
export async function logInToPortal(page: Page, username: string, password: string) {
  await logIn(page, username, password);
  await expect(page).toHaveURL(/\/client\/portal$/);
}
