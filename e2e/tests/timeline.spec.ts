import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createClientWithPassword, registerFirm, registerFirmWithClient } from './support/accounts';
import { createProject } from './support/projects';
import { logInToPortal } from './support/sign-in';
import { recordRequests } from './support/request-log';

// The project timeline, its Share dialog and the public shared view, on the composed product with the real api.

const DAY_MS = 24 * 60 * 60 * 1000;
const localDate = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

const createEstateProject = (firm: APIRequestContext, clientId: string) =>
  createProject(firm, { name: 'Estate of Margaret Hale', startDate: '2026-01-05', endDate: '2099-12-31', clientId });

async function expectNoSeriousA11yViolations(page: Page) {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).analyze();
    const serious = violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${width}px ${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(serious).toEqual([]);
    // Nothing wider than the screen: the page never scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
}

async function addTask(page: Page, name: string, start: string, end: string) {
  await page.getByRole('button', { name: 'New Task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Task name').fill(name);
  await dialog.getByLabel('Start date').fill(start);
  await dialog.getByLabel('End date').fill(end);
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(page.getByText('Timeline created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
}

test('a firm shares its timeline with the conversation; an anonymous viewer reads it until the firm revokes the link', async ({
  page,
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL!, page.request, 'harbor-lights');
  const projectId = await createEstateProject(page.request, client.clientId);
  const milestone = await page.request.post(`/api/projects/${projectId}/milestones`, { data: { name: 'Inventory filed', dueDate: '2026-03-15' } });
  expect(milestone.ok(), await milestone.text()).toBe(true);

  await page.goto(`/timeline/${projectId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estate of Margaret Hale' })).toBeVisible();
  await expect(page.getByText('On Track')).toBeVisible();
  await addTask(page, 'Value the estate', '2026-02-01', '2026-02-20');
  await addTask(page, 'Gather documents', '2026-01-10', '2026-01-31');
  const tasks = page.getByRole('list', { name: 'Tasks by start date' }).getByRole('heading');
  await expect(tasks).toHaveText(['Gather documents', 'Value the estate']);

  await page.getByRole('textbox', { name: 'Message' }).fill('The valuation is booked for Monday.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByRole('list', { name: 'Messages' })).toContainText('The valuation is booked for Monday.');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 1280, height: 900 });

  // Share: named for the firm's list, an expiry three days out, the conversation included, copied to the clipboard.
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Timeline' });
  await share.getByRole('textbox', { name: 'Link name' }).fill('For the executor');
  await share.getByLabel('Expiry date').fill(localDate(new Date(Date.now() - DAY_MS)));
  await share.getByRole('button', { name: 'Generate Link' }).click();
  await expect(share.getByText('Expiry date cannot be before today')).toBeVisible();
  await share.getByLabel('Expiry date').fill(localDate(new Date(Date.now() + 3 * DAY_MS)));
  await share.getByRole('checkbox', { name: 'Include the conversation' }).check();
  await share.getByRole('button', { name: 'Generate Link' }).click();
  const urlField = share.getByRole('textbox', { name: 'Share link: For the executor' });
  await expect(urlField).toHaveValue(/\/timeline\/share\/[A-Za-z0-9_-]{43}$/);
  await expect(urlField).toHaveAttribute('readonly', '');
  const shareUrl = await urlField.inputValue();
  await share.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Share link copied to clipboard', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl);
  await expect(share.getByRole('listitem')).toHaveCount(1);
  await expect(share.getByRole('listitem')).toContainText('Includes the conversation');
  await expect(share.getByRole('listitem')).toContainText('For the executor');

  // An anonymous browser opens the link: milestones, tasks, health and chat, read-only, from the shell and mfe-timeline only.
  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  const requests = recordRequests(anonymous);
  // The viewer's page runs on a clock the test moves (it flows as usual until then).
  await anonymous.clock.install();
  await anonymous.goto(shareUrl);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Estate of Margaret Hale' })).toBeVisible();
  await expect(anonymous.getByRole('list', { name: 'Tasks by start date' }).getByRole('heading')).toHaveText(['Gather documents', 'Value the estate']);
  await expect(anonymous.getByRole('list', { name: 'Milestones by due date' }).getByRole('heading')).toHaveText(['Inventory filed']);
  // The firm's name for the link is its own: the viewer is not shown it.
  await expect(anonymous.getByText('For the executor')).toHaveCount(0);
  await expect(anonymous.getByText('On Track')).toBeVisible();
  const chat = anonymous.getByRole('list', { name: 'Messages' });
  await expect(chat).toContainText('The valuation is booked for Monday.');
  await expect(anonymous.getByRole('textbox')).toHaveCount(0);
  await expect(anonymous.getByRole('button')).toHaveCount(0);
  await expectNoSeriousA11yViolations(anonymous);

  // Longer than the bell's 10 s poll: a viewer's browser asks for no signed-in data. Then a request of the
  // test's own: one the page made before it has been seen by the time it is.
  await anonymous.clock.runFor(11_000);
  const probe = anonymous.waitForRequest((request) => new URL(request.url()).pathname === '/api/health');
  await anonymous.evaluate(() => fetch('/api/health').then((answer) => answer.status));
  await probe;
  expect(requests.remotesLoaded()).toEqual(['mfe-timeline']);
  const apiPaths = requests.urls.map((url) => new URL(url).pathname).filter((path) => path.startsWith('/api/') || path.startsWith('/ws'));
  // Not even GET /api/user: the page says the viewer is signed out.
  expect(apiPaths.filter((path) => !path.startsWith('/api/timelines/shared/') && path !== '/api/health')).toEqual([]);

  // The firm revokes the link: the viewer's reload shows 'Timeline Not Found'.
  await share.getByRole('button', { name: /^Revoke the link "For the executor"/ }).click();
  // Revoking asks first, naming the link and that it includes the conversation.
  const confirmRevoke = page.getByRole('dialog', { name: 'Revoke the link "For the executor"?' });
  await expect(confirmRevoke).toContainText('This link includes the conversation.');
  await confirmRevoke.getByRole('button', { name: 'Revoke link' }).click();
  await expect(page.getByText('Share link revoked', { exact: true })).toBeVisible();
  await expect(share.getByText('No active links. Generate one to share this timeline.')).toBeVisible();
  await anonymous.reload();
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Timeline Not Found' })).toBeVisible();
  await visitor.close();
});

test('a link made without the conversation shows the tasks and no chat', async ({ page, browser, playwright, baseURL }) => {
  await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL!, page.request, 'harbor-lights');
  const projectId = await createEstateProject(page.request, client.clientId);
  const timelineId = (await (await page.request.get(`/api/projects/${projectId}/timelines`)).json()).id;
  await page.request.post(`/api/projects/${projectId}/messages`, { data: { content: 'Privileged advice' } });

  await page.goto(`/timeline/${projectId}`);
  await page.getByRole('button', { name: 'Share', exact: true }).click();
  const share = page.getByRole('dialog', { name: 'Share Timeline' });
  await share.getByRole('button', { name: 'Generate Link' }).click();
  const shareUrl = await share.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect((await (await page.request.get(`/api/timelines/${timelineId}/share`)).json())[0]).toMatchObject({ includeConversation: false, expiresAt: null });

  const visitor = await browser.newContext();
  const anonymous = await visitor.newPage();
  await anonymous.goto(shareUrl);
  await expect(anonymous.getByRole('heading', { level: 1, name: 'Estate of Margaret Hale' })).toBeVisible();
  await expect(anonymous.getByRole('heading', { name: 'No tasks yet' })).toBeVisible();
  await expect(anonymous.getByText('Privileged advice')).toHaveCount(0);
  await visitor.close();
});

test('a client sees a task the firm adds appear on their open timeline without a reload', async ({ page, playwright, baseURL }) => {
  const { firm, client } = await registerFirmWithClient(playwright, baseURL!, 'harbor-lights');
  const projectId = await createEstateProject(firm, client.clientId);

  await logInToPortal(page, client.username, 'harbor-lights');
  await page.goto(`/timeline/${projectId}`);
  await expect(page.getByRole('heading', { name: 'No tasks yet' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New Task' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toHaveCount(0);

  const created = await firm.post(`/api/projects/${projectId}/timelines`, {
    data: { name: 'Sign the deed', startDate: '2026-03-02', endDate: '2026-03-03' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  await expect(page.getByRole('list', { name: 'Tasks by start date' }).getByRole('heading', { name: 'Sign the deed' })).toBeAttached();
  await expectNoSeriousA11yViolations(page);
  await firm.dispose();
});
