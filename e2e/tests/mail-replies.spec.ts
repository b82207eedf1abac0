import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { mailTo } from './support/mailbox';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';
import { createProject, requestAndRemind } from './support/projects';

// A reply by mail, on the composed product: the client answers the firm's reminder from the local mailbox (as
// from their mail app), the reply goes back in through SMTP and the sender checks, and the firm, with the
// project open, sees it arrive in the chat.

test("the client answers a reminder by mail, and the firm sees the answer arrive in the project's chat", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL!, page.request, 'reply-by-mail-secret');
  const projectId = await createProject(page.request, { name: 'Estate plan', startDate: '2026-01-05', clientId: client.clientId });
  await requestAndRemind(page.request, projectId, 'Copy of the deed');

  await page.goto(`/project/${projectId}`);
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toBeVisible();

  // The client's mail, in the local mailbox, answered as from their mail app.
  const mailbox = await browser.newPage({ baseURL });
  const reminder = await mailTo(mailbox.request, client.username, 'Reminder: Copy of the deed for Estate plan');
  expect(reminder.replyTo).toMatch(/^reply\+/);
  await mailbox.goto(`/dev/mailbox/${reminder.id}`);
  await mailbox.getByLabel(`Your reply, as ${client.username}`).fill('The deed is with my sister; I will scan it on Monday.');
  await mailbox.getByRole('button', { name: 'Send reply' }).click();
  await expect(mailbox.getByRole('status')).toHaveText(/Your reply was sent/);
  await mailbox.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(mailbox);
  await mailbox.screenshot({ path: '/tmp/shots/mailbox-reply-375.png', fullPage: true });
  await mailbox.close();

  await expect(conversation.getByText('The deed is with my sister; I will scan it on Monday.')).toBeVisible({ timeout: 30_000 });
  await expectNoSeriousA11yViolations(page);
});
