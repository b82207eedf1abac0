import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { logInToPortal } from './support/sign-in';

// Automations on the composed product with the real api and job runner: the firm adds a rule to its template
// on the template's page; once every document of the client's project is accepted, the rule messages the
// client, who sees it arrive in the open chat.

const CLIENT_PASSWORD = 'automation-client-secret';
const THANKS = 'Thank you: we have every document we need.';

test('a rule the firm adds to its template messages the client once every document is accepted', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL!, page.request, CLIENT_PASSWORD);
  const copied = await page.request.post('/api/templates/starters/individual-return/copy', { data: {} });
  expect(copied.ok(), await copied.text()).toBe(true);
  const template = (await copied.json()) as { id: string };

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/templates/${template.id}`);
  const rules = page.getByRole('list', { name: 'Automations' });
  await expect(rules.getByText('Tell the client the return is filed', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Add automation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add automation' });
  await dialog.getByLabel('Name').fill('Thank the client');
  await dialog.getByLabel('When').selectOption({ label: 'Every requested document is accepted' });
  await dialog.getByLabel('Do', { exact: true }).selectOption({ label: 'Send the client a message' });
  await dialog.getByLabel('Message').fill(THANKS);
  await dialog.getByRole('button', { name: 'Add automation' }).click();
  await expect(dialog).toBeHidden();
  // Its toast in place first: one still sliding in has colours between its own and the page's.
  await expect(toast(page, 'Automation added')).toBeVisible();
  await expect(rules.getByText('When every requested document is accepted: send the client a message')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/template-automations-1280.png', fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/template-automations-375.png', fullPage: true });

  const started = await page.request.post('/api/template-batches', { data: { templateId: template.id, period: '2025', startDate: '2026-01-05', clientIds: [client.clientId] } });
  expect(started.ok(), await started.text()).toBe(true);
  const batch = (await started.json()) as { id: string };
  await expect.poll(async () => (await (await page.request.get(`/api/template-batches/${batch.id}`)).json()).status, { timeout: 30_000 }).toBe('done');

  // The client has their project open while the firm works through their uploads.
  const clientContext = await browser.newContext({ baseURL });
  const clientPage = await clientContext.newPage();
  await logInToPortal(clientPage, client.username, CLIENT_PASSWORD);
  const items = (await (await clientPage.request.get('/api/document-requests')).json()) as Array<{ id: string; projectId: string }>;
  expect(items).toHaveLength(6);
  const projectId = items[0]!.projectId;
  await clientPage.goto(`/project/${projectId}`);
  const conversation = clientPage.getByRole('log', { name: 'Conversation' });
  await expect(conversation.getByText(/we have started your 2025 tax return/)).toBeVisible();

  for (const item of items) {
    const uploaded = await clientPage.request.post(`/api/projects/${projectId}/documents`, {
      multipart: { requestItemId: item.id, file: { name: 'form.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nform') } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    const accepted = await page.request.patch(`/api/document-requests/${item.id}`, { data: { status: 'accepted' } });
    expect(accepted.ok(), await accepted.text()).toBe(true);
  }
  await expect(conversation.getByText(THANKS)).toBeVisible({ timeout: 30_000 });
  await clientContext.close();

  // The firm's project page lists what ran, and the rules from the template.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/project/${projectId}`);
  const runs = page.getByRole('list', { name: 'Recent runs' });
  await expect(runs.getByText(/^Sent the client a message/)).toBeVisible();
  await expect(runs.getByText(/^Started Return prepared/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Automations' }).getByText('From the template').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/project-automations-1280.png', fullPage: true });
});
