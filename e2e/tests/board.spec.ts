import { expect, test, type APIRequestContext } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { mailTo } from './support/mailbox';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';

// The board on the composed product with the real api: a firm's season made from a template, every project
// waiting on its client, until one client uploads; the open board moves that card to the firm by itself.

const CLIENT_PASSWORD = 'board-client-secret';

async function seasonOf(firm: APIRequestContext, clientIds: string[]) {
  const copied = await firm.post('/api/templates/starters/individual-return/copy', { data: {} });
  expect(copied.ok(), await copied.text()).toBe(true);
  const template = await copied.json();
  const started = await firm.post('/api/template-batches', { data: { templateId: template.id, period: '2025', startDate: '2026-01-05', clientIds } });
  expect(started.ok(), await started.text()).toBe(true);
  const batch = await started.json();
  await expect.poll(async () => (await (await firm.get(`/api/template-batches/${batch.id}`)).json()).status, { timeout: 30_000 }).toBe('done');
  return template as { id: string };
}

test('a season on the board: every project waits on its client, and an upload moves its card to the firm', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await registerFirm(page.request);
  const clients = [];
  for (let n = 0; n < 3; n += 1) clients.push(await createClientWithPassword(playwright, baseURL!, page.request, CLIENT_PASSWORD));
  const template = await seasonOf(
    page.request,
    clients.map((client) => client.clientId),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/board?templateId=${template.id}&period=2025`);
  await expect(page.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
  const documents = page.getByRole('region', { name: /^Documents received/ });
  await expect(documents.getByRole('listitem')).toHaveCount(3);
  await expect(documents.getByRole('heading', { level: 2 })).toHaveText('Documents received 3');
  await expect(documents.getByText(/Waiting on the client/)).toHaveCount(3);
  await expect(documents.getByText('6 documents not received')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/board-1280.png', fullPage: true });

  // The first client uploads their W-2; the open board hears of it and asks again.
  const [uploader] = clients;
  const client = await playwright.request.newContext({ baseURL });
  const signedIn = await client.post('/api/login', { data: { username: uploader!.username, password: CLIENT_PASSWORD } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const [item] = await (await client.get('/api/document-requests')).json();
  const uploaded = await client.post(`/api/projects/${item.projectId}/documents`, {
    multipart: { requestItemId: item.id, file: { name: 'w2.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7\nW-2') } },
  });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);
  await client.dispose();

  const card = documents.getByRole('listitem').filter({ hasText: uploader!.displayName });
  await expect(card.getByText(/Waiting on the firm/)).toBeVisible();
  await expect(card.getByText('1 upload to review')).toBeVisible();

  // Only what waits on the firm.
  await page.getByLabel('Waiting on').selectOption({ label: 'The firm' });
  await expect(page).toHaveURL(/waitingOn=firm/);
  await expect(documents.getByRole('listitem')).toHaveCount(1);

  // On a phone: the same projects as a list, nothing to scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: '2025 Individual Tax Return' })).toHaveCount(1);
  await expect(main.getByText(uploader!.displayName, { exact: true })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/board-375.png', fullPage: true });
});

test('the firm ticks projects on the board, moves them to a stage and reminds their clients, and reads what was done', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  await registerFirm(page.request);
  const clients: Array<Awaited<ReturnType<typeof createClientWithPassword>>> = [];
  for (let n = 0; n < 2; n += 1) clients.push(await createClientWithPassword(playwright, baseURL!, page.request, CLIENT_PASSWORD));
  const template = await seasonOf(
    page.request,
    clients.map((client) => client.clientId),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/board?templateId=${template.id}&period=2025`);
  const documents = page.getByRole('region', { name: /^Documents received/ });
  await expect(documents.getByRole('listitem')).toHaveCount(2);

  await page.getByRole('checkbox', { name: 'Select all 2 shown' }).check();
  const bar = page.getByRole('region', { name: 'Selected projects' });
  await expect(bar.getByText('2 selected')).toBeVisible();
  await bar.getByRole('button', { name: 'Move to…' }).click();
  const move = page.getByRole('dialog');
  await move.getByLabel('Stage').selectOption('Review complete');
  await move.getByRole('button', { name: 'Move' }).click();

  const progress = page.getByRole('status', { name: 'Action progress' });
  await expect(progress.getByText('Moved 2 projects to Review complete')).toBeVisible();
  await expect(page).toHaveURL(/action=/);
  const review = page.getByRole('region', { name: /^Review complete/ });
  await expect(review.getByRole('listitem')).toHaveCount(2);
  await progress.getByRole('button', { name: 'Dismiss' }).click();
  await expect(progress).toBeHidden();

  // On a phone: the list, one project ticked, and the bar that wraps.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('checkbox', { name: new RegExp(`^Select .+ for ${clients[0]!.displayName}$`) }).check();
  await expect(bar.getByText('1 selected')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await page.screenshot({ path: '/tmp/shots/board-selection-375.png', fullPage: true });
  await bar.getByRole('button', { name: 'Remind' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remind' }).click();
  await expect(progress.getByText('Reminded 1 client')).toBeVisible();

  // The client's one mail lists everything still open, with its due date.
  const reminder = await mailTo(page.request, clients[0]!.username, /^Reminder: .+ is waiting for 6 documents for 2025 Individual Tax Return$/);
  expect(reminder.text).toContain('W-2 forms from every employer (due ');
});
