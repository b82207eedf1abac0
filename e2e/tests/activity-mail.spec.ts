import { expect, test, type Page } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { mailTo } from './support/mailbox';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';
import { takeOnboardingTour } from './support/onboarding';
import { createProject } from './support/projects';
import { logInToPortal } from './support/sign-in';

// Activity mail: the firm's message is mailed to the client as it happens (batched: the e2e
// server's window is 2 s), with an unsubscribe link whose page turns Messages off only when its button
// is pressed; the client's Notification settings then say Off.

/** From the header's account menu; on a phone the header's items are behind Menu first. */
async function openNotificationSettings(page: Page, { phone }: { phone: boolean }) {
  if (phone) await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Notification settings' }).click();
  return page.getByRole('dialog', { name: 'Notification settings' });
}

test("the firm's message is mailed to the client; the mail's unsubscribe page turns Messages off on its button only", async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const firm = await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL!, page.request, 'harbor-lights');
  const projectId = await createProject(page.request, { name: 'Estate plan', startDate: '2026-01-05', clientId: client.clientId });
  const sent = await page.request.post(`/api/projects/${projectId}/messages`, { data: { content: 'Please sign the engagement letter.' } });
  expect(sent.ok(), await sent.text()).toBe(true);

  const mail = await mailTo(page.request, client.username, `New message from ${firm.displayName} on Estate plan`);
  expect(mail.text).toContain(`${firm.displayName} on Estate plan: "Please sign the engagement letter."`);
  const unsubscribeUrl = /unsubscribe: (\S+)/.exec(mail.text)![1]!;

  // The link's page changes nothing by itself (mail scanners follow links); its button does.
  const visitor = await browser.newContext();
  const unsubscribe = await visitor.newPage();
  await unsubscribe.goto(unsubscribeUrl);
  await expect(unsubscribe.getByRole('heading', { level: 1, name: 'Stop mail about Messages?' })).toBeVisible();
  await expectNoSeriousA11yViolations(unsubscribe);
  await unsubscribe.goto(unsubscribeUrl);
  await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(unsubscribe.getByRole('heading', { level: 1, name: 'You are unsubscribed' })).toBeVisible();
  await unsubscribe.goto(unsubscribeUrl);
  await expect(unsubscribe.getByRole('heading', { level: 1, name: 'Mail about Messages is off' })).toBeVisible();
  await visitor.close();

  // The client's settings say so, on a desktop and on a phone.
  const clientContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const clientPage = await clientContext.newPage();
  await logInToPortal(clientPage, client.username, 'harbor-lights');
  await takeOnboardingTour(clientPage);
  let settings = await openNotificationSettings(clientPage, { phone: false });
  await expect(settings.getByRole('group', { name: 'Messages' }).getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(settings.getByRole('group', { name: 'Documents' }).getByRole('radio', { name: 'As it happens (batched)' })).toBeChecked();
  await expectNoSeriousA11yViolations(clientPage);
  await clientContext.close();

  const phoneContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const phone = await phoneContext.newPage();
  await logInToPortal(phone, client.username, 'harbor-lights');
  settings = await openNotificationSettings(phone, { phone: true });
  await expect(settings.getByRole('group', { name: 'Messages' }).getByRole('radio', { name: 'Off' })).toBeChecked();
  await expectNoSeriousA11yViolations(phone);
  await expectNoSidewaysScroll(phone);
  await phoneContext.close();
});
