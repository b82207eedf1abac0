import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { recordRequests } from './support/request-log';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { createProject } from './support/projects';

// Journeys of mfe-portal on the composed product: the client portal and project detail, for a firm and
// its client at once, against the real api (fresh database, real socket).

/** The page fits its width and has no serious axe violation. */
async function checkState(page: Page) {
  await expect(page.locator('[role="status"]', { hasText: 'Loading' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
}

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const createEstatePlan = (firm: APIRequestContext, clientId: string) =>
  createProject(firm, { name: 'Estate plan', description: 'Will and trust', startDate: dayFromToday(0), endDate: dayFromToday(90), clientId });

test('a firm runs a project with its client live: first access, tour, milestones, chat and completion', async ({ browser }) => {
  test.setTimeout(150_000);
  const firmContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const firmPage = await firmContext.newPage();
  await registerFirm(firmPage.request);
  const created = await firmPage.request.post('/api/clients', {
    data: { username: `client-${randomUUID().slice(0, 8)}@example.com`, displayName: 'Ava Martinez' },
  });
  expect(created.ok(), await created.text()).toBe(true);
  const { id: clientId, firstAccessUrl } = await created.json();
  const projectId = await createEstatePlan(firmPage.request, clientId);

  // The firm adds two milestones on the project page.
  await firmPage.goto(`/project/${projectId}`);
  await expect(firmPage.getByRole('heading', { level: 1, name: 'Estate plan' })).toBeVisible();
  await checkState(firmPage);
  for (const [name, dueIn] of [['Collect documents', 3], ['Sign the will', 30]] as const) {
    await firmPage.getByRole('button', { name: 'Add Milestone' }).click();
    const dialog = firmPage.getByRole('dialog', { name: 'Add Milestone' });
    await dialog.getByRole('button', { name: 'Add Milestone' }).click();
    await expect(dialog.getByText('Milestone name is required')).toBeVisible();
    await checkState(firmPage);
    await dialog.getByLabel('Milestone Name').fill(name);
    await dialog.getByLabel('Due Date').fill(dayFromToday(dueIn));
    await dialog.getByRole('button', { name: 'Add Milestone' }).click();
    await expect(dialog).toBeHidden();
    await expect(firmPage.getByRole('heading', { level: 3, name })).toBeVisible();
  }
  await expect(firmPage.getByText('3 days remaining')).toBeVisible();

  // The client sets a password from the first-access link, on a phone.
  const clientContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const clientPage = await clientContext.newPage();
  const clientRequests = recordRequests(clientPage);
  await clientPage.goto(firstAccessUrl);
  await clientPage.getByLabel('New Password').fill('harbor-lights');
  await clientPage.getByLabel('Confirm Password').fill('harbor-lights');
  await clientPage.getByRole('button', { name: 'Set Password' }).click();
  await expect(clientPage).toHaveURL(/\/client\/portal$/);

  // The tour: four steps, then Get Started; it does not come back after a reload.
  for (const title of ['Welcome to your client portal', 'Your project timeline', 'Stay updated']) {
    const step = clientPage.getByRole('dialog', { name: title });
    await expect(step).toBeVisible();
    await checkState(clientPage);
    await step.getByRole('button', { name: 'Next' }).click();
  }
  await clientPage.getByRole('dialog', { name: 'Ready to start' }).getByRole('button', { name: 'Get Started' }).click();
  await expect(toast(clientPage, 'Welcome aboard!')).toBeVisible();
  await expect(clientPage.getByRole('dialog')).toBeHidden();
  await clientPage.reload();
  await expect(clientPage.getByRole('heading', { name: 'Welcome back, Ava Martinez' })).toBeVisible();
  await expect(clientPage.getByText('Collect documents').first()).toBeVisible();
  await expect(clientPage.getByRole('dialog')).toHaveCount(0);
  await checkState(clientPage);

  // The client opens the project; it has no management actions.
  await clientPage.getByRole('link', { name: 'Estate plan', exact: true }).click();
  await expect(clientPage.getByRole('heading', { level: 1, name: 'Estate plan' })).toBeVisible();
  await expect(clientPage.getByRole('button', { name: 'Add Milestone' })).toHaveCount(0);
  await checkState(clientPage);
  const bell = clientPage.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');

  // The firm starts, then completes a milestone: the client's screen and bell follow without a reload.
  const collect = (page: Page) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Collect documents' }) });
  await firmPage.getByRole('button', { name: 'Start Progress: Collect documents' }).click();
  await expect(collect(clientPage).getByText('In Progress')).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 3 unread');
  await firmPage.getByRole('button', { name: 'Mark Complete: Collect documents' }).click();
  await expect(collect(clientPage).getByText('Completed')).toBeVisible();
  await expect(clientPage.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '50');
  await expect(bell).toHaveAccessibleName('Notifications, 4 unread');
  await checkState(clientPage);

  // They chat both ways, each seeing the other's message without a reload.
  await clientPage.getByRole('textbox', { name: 'Message' }).fill('I have sent the documents.');
  await clientPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(firmPage.getByRole('log', { name: 'Conversation' }).getByText('I have sent the documents.')).toBeVisible();
  await firmPage.getByRole('textbox', { name: 'Message' }).fill('Thanks Ava, all received.');
  await firmPage.getByRole('button', { name: 'Send' }).click();
  await expect(clientPage.getByRole('log', { name: 'Conversation' }).getByText('Thanks Ava, all received.')).toBeVisible();
  await checkState(clientPage);
  await checkState(firmPage);

  // The firm completes the project: score, points and achievements, one toast at a time.
  await firmPage.getByRole('button', { name: 'Complete Project' }).click();
  const confirm = firmPage.getByRole('dialog', { name: 'Complete Project' });
  await expect(confirm).toContainText('All milestones of Estate plan will be marked complete');
  await checkState(firmPage);
  await confirm.getByRole('button', { name: 'Complete Project' }).click();
  await expect(toast(firmPage, 'Project Completed')).toContainText('/10');
  await expect(firmPage.getByText('Performance score', { exact: true })).toBeVisible();
  await expect(firmPage.getByRole('button', { name: 'Complete Project' })).toHaveCount(0);
  await expect(toast(firmPage, 'Points Earned!')).toBeVisible({ timeout: 8_000 });
  await expect(toast(firmPage, 'Achievement Unlocked')).toContainText('Project Completed', { timeout: 8_000 });
  await checkState(firmPage);

  // The client sees the completion too, and never downloaded the firm's workspace.
  await expect(clientPage.getByText('Performance score', { exact: true })).toBeVisible();
  await expect(collect(clientPage).getByText('Completed')).toBeVisible();
  await expect(clientPage.getByRole('progressbar', { name: 'Progress' })).toHaveAttribute('aria-valuenow', '100');
  expect(clientRequests.remotesLoaded()).toContain('mfe-portal');
  expect(clientRequests.remotesLoaded()).not.toContain('mfe-workspace');

  await clientContext.close();
  await firmContext.close();
});

for (const width of [375, 1280]) {
  test(`every portal state is free of serious axe violations and fits ${width} px`, async ({ browser, playwright, baseURL }) => {
    test.setTimeout(90_000);
    const firmContext = await browser.newContext({ viewport: { width, height: 900 } });
    const firmPage = await firmContext.newPage();
    await registerFirm(firmPage.request);
    const client = await createClientWithPassword(playwright, baseURL!, firmPage.request, 'harbor-lights');
    const projectId = await createEstatePlan(firmPage.request, client.clientId);
    await firmPage.request.post(`/api/projects/${projectId}/milestones`, { data: { name: 'Overdue step', dueDate: dayFromToday(-2) } });
    await firmPage.request.post(`/api/projects/${projectId}/milestones`, { data: { name: 'Soon step', dueDate: dayFromToday(0) } });
    for (let count = 1; count <= 15; count++) {
      await firmPage.request.post(`/api/projects/${projectId}/messages`, { data: { content: `Update ${count}` } });
    }

    await firmPage.goto(`/project/${projectId}`);
    await expect(firmPage.getByText('2 days overdue')).toBeVisible();
    await expect(firmPage.getByText('Due today')).toBeVisible();
    await checkState(firmPage);
    for (const [button, dialogName] of [['Edit Project', 'Edit Project'], ['Add Milestone', 'Add Milestone'], ['Complete Project', 'Complete Project']]) {
      await firmPage.getByRole('button', { name: button }).first().click();
      await expect(firmPage.getByRole('dialog', { name: dialogName })).toBeVisible();
      await checkState(firmPage);
      await firmPage.keyboard.press('Escape');
      await expect(firmPage.getByRole('dialog')).toBeHidden();
    }
    await firmPage.goto('/project/000000000000000000000000');
    await expect(firmPage.getByRole('heading', { level: 1, name: 'Project Not Found' })).toBeVisible();
    await checkState(firmPage);

    const clientContext = await browser.newContext({ viewport: { width, height: 900 } });
    const clientPage = await clientContext.newPage();
    await clientPage.request.post('/api/login', { data: { username: client.username, password: 'harbor-lights' } });
    // The shell sends a signed-in client who opens /, /auth or an unknown path to the portal.
    for (const path of ['/', '/auth', '/no-such-page/at-all']) {
      await clientPage.goto(path);
      await expect(clientPage).toHaveURL(/\/client\/portal$/);
    }
    for (const [path, heading] of [
      ['/client/portal', 'Welcome back'],
      ['/client/portal?tab=projects', 'Estate plan'],
      ['/client/portal?tab=documents', 'Requested Documents'],
      [`/project/${projectId}`, 'Estate plan'],
    ]) {
      await clientPage.goto(path!);
      const tour = clientPage.getByRole('dialog', { name: 'Welcome to your client portal' });
      if (path === '/client/portal') {
        await expect(tour).toBeVisible();
        await checkState(clientPage);
      }
      if (await tour.isVisible()) {
        await clientPage.evaluate(() => fetch('/api/user/complete-onboarding', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }));
        await clientPage.reload();
      }
      await expect(clientPage.getByRole('heading', { name: heading })).toBeVisible();
      await checkState(clientPage);
    }

    // The conversation overflows its box and opens scrolled to the newest message.
    const log = clientPage.getByRole('log', { name: 'Conversation' });
    await expect(log.getByText('Update 15')).toBeVisible();
    const scroll = await log.evaluate((element) => ({ hidden: element.scrollHeight - element.clientHeight, top: element.scrollTop }));
    expect(scroll.hidden).toBeGreaterThan(0);
    expect(scroll.top).toBeGreaterThanOrEqual(scroll.hidden - 2);
    await clientContext.close();
    await firmContext.close();
  });
}
