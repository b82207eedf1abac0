import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { takeOnboardingTour } from './support/onboarding';
import { logInToPortal } from './support/sign-in';

// A firm sets a season up in one action: a starter template made its own, its project for 20 clients with a
// tag, the client's welcome message in their portal, an edit brought to the projects nobody started, and the
// batch undone except where someone has worked.

const CLIENT_PASSWORD = 'harbor-lights-2025';
const TAG = 'Tax season';

test('a firm makes a template its own, creates 20 clients\' projects in one action, a client reads the welcome, an edit reaches the 19 not started, and undo keeps the client\'s', async ({ page, browser, playwright, baseURL }) => {
  test.setTimeout(180_000);
  await registerFirm(page.request);
  const ava = await createClientWithPassword(playwright, baseURL!, page.request, CLIENT_PASSWORD);
  const others = [];
  for (let n = 1; n < 20; n += 1) {
    const created = await page.request.post('/api/clients', { data: { username: `season-${n}-${ava.clientId}@example.com`, displayName: `Season Client ${n}` } });
    expect(created.ok(), await created.text()).toBe(true);
    others.push((await created.json()).id as string);
  }
  const tagged = await page.request.post('/api/clients/bulk', { data: { action: 'tag', clientIds: [ava.clientId, ...others], tag: TAG } });
  expect(tagged.ok(), await tagged.text()).toBe(true);

  // A starter, copied and made the firm's own.
  await page.goto('/templates');
  await expect(page.getByRole('heading', { level: 1, name: 'Templates' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No templates yet' })).toBeVisible();
  await page.getByRole('button', { name: 'Use this template: Individual Tax Return' }).click();
  await expect(toast(page, 'Template copied')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Individual Tax Return' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Welcome message' }).fill('Welcome {firstName}! Your {year} return starts today: the checklist is under Documents.');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Template saved')).toBeVisible();

  // Its project for every client with the tag: a preview, then one batch.
  await page.getByRole('link', { name: 'Create projects' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create projects from Individual Tax Return' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).selectOption('2025');
  await page.getByLabel('Start date').fill('2026-01-05');
  await page.getByRole('radio', { name: 'Clients with the tag' }).check();
  await page.getByRole('combobox', { name: 'Tag' }).selectOption(TAG);
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByRole('region', { name: /^Preview: Individual Tax Return for 2025/ });
  await expect(preview).toContainText('20 projects will be created');
  await expect(preview).toContainText('0 clients skipped');
  await expectNoSeriousA11yViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Create 20 projects' }).click();
  await expect(page.getByRole('heading', { name: 'Projects created' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('20 projects created, 0 clients skipped.')).toBeVisible();
  await expect(page).toHaveURL(/\?batch=/);

  // The client finds the project in their portal, with the welcome message addressed to them.
  const avaContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const avaPage = await avaContext.newPage();
  await logInToPortal(avaPage, ava.username, CLIENT_PASSWORD);
  await takeOnboardingTour(avaPage);
  await avaPage.getByRole('link', { name: /2025 Individual Tax Return/ }).first().click();
  const conversation = avaPage.getByRole('log', { name: 'Conversation' });
  const firstName = ava.displayName.split(' ')[0]!;
  await expect(conversation.getByText(`Welcome ${firstName}! Your 2025 return starts today: the checklist is under Documents.`)).toBeVisible();
  await expectNoSidewaysScroll(avaPage);
  await avaPage.getByRole('textbox', { name: 'Message' }).fill('Thanks, uploading my W-2 this week.');
  await avaPage.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(conversation.getByText('Thanks, uploading my W-2 this week.')).toBeVisible();
  await avaContext.close();

  // An edit reaches the 19 projects nobody has started, when the firm says so; the client's stays as it was.
  const batchPage = page.url();
  await page.getByRole('link', { name: 'Back to the template' }).click();
  await page.getByRole('button', { name: 'Add milestone' }).click();
  const milestone = page.getByRole('group', { name: 'Milestone 6' });
  await milestone.getByRole('textbox', { name: 'Name' }).fill('Extension decided');
  await milestone.getByRole('spinbutton', { name: 'Days' }).fill('30');
  await milestone.getByRole('combobox', { name: 'Before or after' }).selectOption('before');
  await milestone.getByRole('combobox', { name: 'Counted from' }).selectOption({ label: "the project's due date" });
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Template saved')).toBeVisible();
  const toUpdate = page.getByRole('region', { name: 'Projects not started yet' });
  await expect(toUpdate).toContainText('19 projects made from an older version nobody has started');
  await expect(toUpdate).toContainText('Milestone added: "Extension decided", 30 days before the due date');
  await expect(toUpdate).toContainText('1 project made from an older version was started already');
  await toUpdate.getByRole('button', { name: 'Update 19 projects' }).click();
  await page.getByRole('dialog', { name: /^Update 19 projects to version/ }).getByRole('button', { name: 'Update 19 projects' }).click();
  await expect(toast(page, 'Projects updated')).toContainText('19 projects brought to version');
  await expect(toUpdate).toContainText('Every project made from an older version was started');

  // Undo removes the 19 projects nobody touched and keeps the one the client wrote in.
  await page.goto(batchPage);
  await page.getByRole('button', { name: 'Undo this batch' }).click();
  await page.getByRole('dialog', { name: 'Undo this batch?' }).getByRole('button', { name: 'Undo this batch' }).click();
  await expect(page.getByRole('heading', { name: 'Batch undone' })).toBeVisible();
  await expect(page.getByText('19 projects removed.')).toBeVisible();
  await expect(page.getByRole('link', { name: /2025 Individual Tax Return/ })).toHaveCount(1);
  await page.goto('/projects');
  await expect(page.getByText('2025 Individual Tax Return')).toHaveCount(1);
});

test('a firm makes a season come back every year for its clients, sees what comes next, and pauses or ends it per client', async ({ page }) => {
  test.setTimeout(120_000);
  await registerFirm(page.request);
  const names = ['Ann Lee', 'Ben Okafor', 'Cleo Park'];
  for (const name of names) {
    const created = await page.request.post('/api/clients', { data: { username: `${name.split(' ')[0]!.toLowerCase()}-${Date.now()}@example.com`, displayName: name } });
    expect(created.ok(), await created.text()).toBe(true);
  }
  const copied = await page.request.post('/api/templates/starters/individual-return/copy', { data: {} });
  expect(copied.ok(), await copied.text()).toBe(true);
  const template = await copied.json();

  // This year's projects for every client, and the same every year from now on, 30 days ahead.
  const lastYear = new Date().getFullYear() - 1;
  await page.goto(`/templates/${template.id}/create`);
  await page.getByRole('combobox', { name: 'Period' }).selectOption(String(lastYear));
  await page.getByRole('radio', { name: 'All active clients' }).check();
  await page.getByRole('checkbox', { name: 'Make these projects every year for these clients' }).check();
  await expect(page.getByRole('spinbutton', { name: 'Days ahead' })).toHaveValue('30');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Create 3 projects' }).click();
  await expect(toast(page, 'The projects will come back every year')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Projects created' })).toBeVisible({ timeout: 30_000 });

  // The template's page says what comes next, and for whom.
  await page.getByRole('link', { name: 'Back to the template' }).click();
  const repeats = page.getByRole('region', { name: 'Repeats' });
  await expect(repeats.getByRole('heading', { level: 3, name: new RegExp(`^Next: ${lastYear + 1} Individual Tax Return on `) })).toBeVisible();
  await expect(repeats).toContainText('Made 30 days ahead');
  const clients = page.getByRole('list', { name: 'Clients it repeats for' });
  await expect(clients.getByRole('listitem')).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);

  await clients.getByRole('button', { name: 'Pause for Ben Okafor' }).click();
  await expect(toast(page, 'Paused for Ben Okafor')).toBeVisible();
  await expect(clients.getByRole('listitem').filter({ hasText: 'Ben Okafor' })).toContainText('Paused');
  await clients.getByRole('button', { name: 'End for Cleo Park' }).click();
  await page.getByRole('dialog', { name: 'End repeating for Cleo Park?' }).getByRole('button', { name: 'End for Cleo Park' }).click();
  await expect(toast(page, 'Ended for Cleo Park')).toBeVisible();
  await expect(clients.getByRole('listitem')).toHaveCount(2);

  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await repeats.getByRole('button', { name: 'End', exact: true }).click();
  await page.getByRole('dialog', { name: 'End repeating Individual Tax Return?' }).getByRole('button', { name: 'End', exact: true }).click();
  await expect(toast(page, 'Repeating ended')).toBeVisible();
  await expect(repeats).toContainText('This template does not repeat.');
});

test('a firm names a Preparer, says who prepares for a client, and the template gives that client’s project to them', async ({ page, playwright, baseURL }) => {
  test.setTimeout(120_000);
  const owner = await registerFirm(page.request);
  const memberApi = await playwright.request.newContext({ baseURL });
  const registered = await memberApi.post('/api/register', {
    data: { username: `theo-${randomUUID().slice(0, 8)}@example.com`, password: 'theo passphrase', displayName: 'Theo Finch', role: 'team_member', organizationName: owner.organizationName },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const theoId = (await registered.json()).user.id as string;
  const approved = await page.request.post(`/api/team/members/${theoId}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  const created = await page.request.post('/api/clients', { data: { username: `dana-${randomUUID().slice(0, 8)}@example.com`, displayName: 'Dana Reyes' } });
  expect(created.ok(), await created.text()).toBe(true);
  const danaId = (await created.json()).id as string;
  const copied = await page.request.post('/api/templates/starters/monthly-bookkeeping/copy', { data: {} });
  expect(copied.ok(), await copied.text()).toBe(true);
  const template = await copied.json();

  // The role, named on Templates.
  await page.goto('/templates');
  const roles = page.getByRole('region', { name: 'Roles' });
  await expect(roles).toContainText('No roles yet.');
  await roles.getByRole('textbox', { name: 'Role name' }).fill('Preparer');
  await roles.getByRole('button', { name: 'Add role' }).click();
  await expect(toast(page, 'Role added')).toBeVisible();
  await expect(roles.getByRole('list', { name: "Your firm's roles" })).toContainText('Preparer');

  // Who prepares for Dana, on her page; the template assigns by the role.
  await page.goto(`/client/${danaId}`);
  await page.getByRole('region', { name: 'Roles' }).getByRole('combobox', { name: 'Preparer' }).selectOption({ label: 'Theo Finch' });
  await expect(toast(page, 'Role saved')).toContainText('Preparer: Theo Finch');
  await page.goto(`/templates/${template.id}`);
  await page.getByRole('group', { name: 'Assign each project to' }).getByRole('checkbox', { name: 'Preparer' }).check();
  await page.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Template saved')).toBeVisible();

  await page.getByRole('link', { name: 'Create projects' }).click();
  await page.getByRole('radio', { name: 'All active clients' }).check();
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Create 1 project' }).click();
  await expect(page.getByRole('heading', { name: 'Projects created' })).toBeVisible({ timeout: 30_000 });
  const projects = await (await page.request.get('/api/projects')).json();
  expect(projects.find((project: { clientId: string }) => project.clientId === danaId).assigneeIds).toEqual([theoId]);
});

test('a firm saves a project it set up by hand as a template, and creates it for two clients it ticks on Clients', async ({ page }) => {
  test.setTimeout(120_000);
  await registerFirm(page.request);
  const clientIds: string[] = [];
  for (const name of ['Erin Walsh', 'Farid Haddad', 'Gina Moretti']) {
    const created = await page.request.post('/api/clients', { data: { username: `${name.split(' ')[0]!.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`, displayName: name } });
    expect(created.ok(), await created.text()).toBe(true);
    clientIds.push((await created.json()).id as string);
  }
  const project = await page.request.post('/api/projects', { data: { name: '2025 Trust accounting', description: 'Annual trust return', startDate: '2026-01-05', endDate: '2026-04-15', clientId: clientIds[0] } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = (await project.json()).id as string;
  const milestone = await page.request.post(`/api/projects/${projectId}/milestones`, { data: { name: 'Trust return filed', description: '', dueDate: '2026-04-01' } });
  expect(milestone.ok(), await milestone.text()).toBe(true);

  await page.goto(`/project/${projectId}`);
  await page.getByRole('button', { name: 'Save as template' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save as template' });
  await expect(dialog.getByRole('textbox', { name: 'Template name' })).toHaveValue('Trust accounting');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Save template' }).click();
  await expect(toast(page, 'Template saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Trust accounting' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: "Projects' name" })).toHaveValue('{year} Trust accounting');

  // Two clients ticked on Clients, then the template's Create projects for just them.
  await page.goto('/clients');
  await page.getByRole('checkbox', { name: 'Select Farid Haddad' }).check();
  await page.getByRole('checkbox', { name: 'Select Gina Moretti' }).check();
  await page.getByRole('region', { name: 'Selected clients' }).getByRole('button', { name: 'Create projects…' }).click();
  const choose = page.getByRole('dialog', { name: 'Create projects for 2 clients' });
  await choose.getByRole('radio', { name: 'Trust accounting' }).check();
  await choose.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: 'The 2 clients you chose' })).toBeChecked();
  await expect(page.getByText('Farid Haddad and Gina Moretti')).toBeVisible();
  await page.getByRole('combobox', { name: 'Period' }).selectOption('2025');
  await page.getByRole('button', { name: 'Preview' }).click();
  await page.getByRole('button', { name: 'Create 2 projects' }).click();
  await expect(page.getByText('2 projects created, 0 clients skipped.')).toBeVisible({ timeout: 30_000 });
});
