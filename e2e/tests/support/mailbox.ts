import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * Opens the newest mail to `to` whose subject contains `subject` in the local mailbox page, the way a developer
 * reads it, and clicks `link` in its HTML part opened alone (the page then leaves the mailbox for the app). The
 * outbox sends in the background: the mail is waited for first, as the mailbox page lists only what was caught
 * when it loaded.
 */
export async function followMailedLink(page: Page, { to, subject, link }: { to: string; subject: string; link: string }) {
  await mailTo(page.request, to, new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  await page.goto('/dev/mailbox');
  await page.getByRole('row').filter({ hasText: to }).filter({ hasText: subject }).first().getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  // Clicked in the HTML part opened alone: the mail page's sandboxed frame runs in a process of its own, and a
  // click into it just after scrolling can be routed by stale hit-test data to the page around it, silently.
  await page.getByRole('link', { name: 'Open the HTML part alone' }).click();
  await page.getByRole('link', { name: link }).first().click();
}

/** A mail the local mailbox caught (GET /dev/mailbox/messages.json). */
export interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  replyTo: string | null;
  text: string;
}

/** Waits for the mail to `to` whose subject is `subject` (or matches it) to be caught, and gives it. */
export async function mailTo(request: APIRequestContext, to: string, subject: string | RegExp): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect(async () => {
    const mails = (await (await request.get('/dev/mailbox/messages.json')).json()) as CaughtMail[];
    found = mails.find((mail) => mail.to.includes(to) && (typeof subject === 'string' ? mail.subject === subject : subject.test(mail.subject)));
    expect(found).toBeDefined();
  }).toPass({ timeout: 30_000 });
  return found!;
}
