import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';
import { createProject } from './support/projects';

// A reply by mail, on the composed product: the client answers the firm's reminder from the local mailbox (as
// from their mail app), the reply goes back in through SMTP and the sender checks, and the firm, with the
// project open, sees it arrive in the chat.

interface CaughtMail {
  id: string;
  to: string[];
  subject: string;
  replyTo: string | null;
}

test("the client answers a reminder by mail, and the firm sees the answer arrive in the project's chat", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL!, page.request, 'reply-by-mail-secret');
  const projectId = await createProject(page.request, { name: 'Estate plan', startDate: '2026-01-05', clientId: client.clientId });
  const asked = await page.request.post(`/api/projects/${projectId}/document-requests`, { data: { items: [{ name: 'Copy of the deed' }] } });
  expect(asked.ok(), await asked.text()).toBe(true);
  const [item] = (await asked.json()) as Array<{ id: string }>;
  const reminded = await page.request.post(`/api/document-requests/${item!.id}/remind`, { data: {} });
  expect(reminded.ok(), await reminded.text()).toBe(true);

  await page.goto(`/project/${projectId}`);
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await expect(conversation).toBeVisible();

  // The client's mail, in the local mailbox, answered as from their mail app.
  const mailbox = await browser.newPage({ baseURL });
  let reminder: CaughtMail | undefined;
  await expect(async () => {
    const mails = (await (await mailbox.request.get('/dev/mailbox/messages.json')).json()) as CaughtMail[];
    reminder = mails.find((mail) => mail.to.includes(client.username) && mail.subject === 'Reminder: Copy of the deed for Estate plan');
    expect(reminder?.replyTo).toMatch(/^reply\+/);
  }).toPass({ timeout: 30_000 });
  await mailbox.goto(`/dev/mailbox/${reminder!.id}`);
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
