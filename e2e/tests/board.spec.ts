import { expect, test, type APIRequestContext, type PlaywrightWorkerArgs } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { mailTo } from './support/mailbox';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';

// The board on the composed product with the real api: a firm's season of 20 projects made from a template,
// every one waiting on its client; as clients upload, the open board hands their cards to the firm, and as the
// firm accepts everything a client sent, the template's automations move that card to the next stage.

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

type Playwright = PlaywrightWorkerArgs['playwright'];
type Client = Awaited<ReturnType<typeof createClientWithPassword>>;

/** The client uploads a file for each of their outstanding documents, signed in as themselves; answers the items. */
async function uploadEverything(playwright: Playwright, baseURL: string, client: Client): Promise<Array<{ id: string }>> {
  const session = await playwright.request.newContext({ baseURL });
  const signedIn = await session.post('/api/login', { data: { username: client.username, password: CLIENT_PASSWORD } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const items: Array<{ id: string; projectId: string; name: string }> = await (await session.get('/api/document-requests')).json();
  for (const item of items) {
    const uploaded = await session.post(`/api/projects/${item.projectId}/documents`, {
      multipart: { requestItemId: item.id, file: { name: 'form.pdf', mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.7\n${item.name}`) } },
    });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
  }
  await session.dispose();
  return items;
}

test("a season of 20 on the board: cards go to the firm as clients upload, and on to the next stage as the firm accepts", async ({ page, playwright, baseURL }) => {
  test.setTimeout(180_000);
  await registerFirm(page.request);
  const clients: Client[] = [];
  for (let n = 0; n < 20; n += 1) clients.push(await createClientWithPassword(playwright, baseURL!, page.request, CLIENT_PASSWORD));
  const template = await seasonOf(
    page.request,
    clients.map((client) => client.clientId),
  );

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/board?templateId=${template.id}&period=2025`);
  await expect(page.getByRole('heading', { level: 1, name: 'Board' })).toBeVisible();
  const documents = page.getByRole('region', { name: /^Documents received/ });
  const prepared = page.getByRole('region', { name: /^Return prepared/ });
  await expect(documents.getByRole('listitem')).toHaveCount(20);
  await expect(documents.getByRole('heading', { level: 2 })).toHaveText('Documents received 20');
  await expect(documents.getByText(/Waiting on the client/)).toHaveCount(20);
  await expect(documents.getByText('6 documents not received')).toHaveCount(20);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: '/tmp/shots/board-1280.png', fullPage: true });

  // Eight clients upload everything asked of them; the open board hears of each and hands their cards to the firm.
  const uploaders = clients.slice(0, 8);
  const uploadedItems = [];
  for (const client of uploaders) uploadedItems.push(await uploadEverything(playwright, baseURL!, client));
  const cardOf = (client: Client) => page.getByRole('listitem').filter({ hasText: client.displayName });
  for (const client of uploaders) await expect(cardOf(client).getByText('6 uploads to review')).toBeVisible();
  await expect(documents.getByText(/Waiting on the firm/)).toHaveCount(8);
  await expect(documents.getByText(/Waiting on the client/)).toHaveCount(12);

  // The firm accepts all that four of them sent: the template's automations complete Documents received and
  // start Return prepared, and those four cards move there by themselves.
  for (const items of uploadedItems.slice(0, 4)) {
    for (const item of items) {
      const accepted = await page.request.patch(`/api/document-requests/${item.id}`, { data: { status: 'accepted' } });
      expect(accepted.ok(), await accepted.text()).toBe(true);
    }
  }
  await expect(prepared.getByRole('listitem')).toHaveCount(4, { timeout: 30_000 });
  for (const client of uploaders.slice(0, 4)) await expect(prepared.getByRole('listitem').filter({ hasText: client.displayName })).toBeVisible();
  await expect(documents.getByRole('listitem')).toHaveCount(16);
  await expect(prepared.getByRole('heading', { level: 2 })).toHaveText('Return prepared 4');
  await page.screenshot({ path: '/tmp/shots/board-moved-1280.png', fullPage: true });

  // Only what waits on the firm in Documents received: the four whose uploads nobody has reviewed yet.
  await page.getByLabel('Waiting on').selectOption({ label: 'The firm' });
  await expect(page).toHaveURL(/waitingOn=firm/);
  await expect(documents.getByRole('listitem')).toHaveCount(4);

  // On a phone: the same projects as a list, nothing to scroll sideways.
  const reviewing = uploaders[4]!;
  await page.setViewportSize({ width: 375, height: 800 });
  const main = page.getByRole('main');
  await expect(main.getByText(reviewing.displayName, { exact: true })).toBeVisible();
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
