import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { followMailedLink } from './support/mailbox';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { createProject } from './support/projects';
import { logIn } from './support/sign-in';
import { socketConnected } from './support/socket';

// The team's life on the composed product: assigned to a matter, working on it, removed when they leave.

test.describe.configure({ timeout: 90_000 });

test("the owner assigns a colleague, who adds a task; removed, the colleague's open page says why, keeps what they typed and leads to sign-in", async ({ page, browser, playwright, baseURL }) => {
  const firm = await playwright.request.newContext({ baseURL });
  const owner = await registerFirm(firm);
  const { clientId } = await createClientWithPassword(playwright, baseURL!, firm, 'client passphrase');
  const projectId = await createProject(firm, { name: 'Estate of Margaret Hale', startDate: '2026-01-05', endDate: '2099-12-31', clientId });

  const member = { username: `theo-${randomUUID().slice(0, 8)}@example.com`, password: 'theo passphrase', displayName: 'Theo Finch' };
  const memberApi = await playwright.request.newContext({ baseURL });
  const registered = await memberApi.post('/api/register', { data: { ...member, role: 'team_member', organizationName: owner.organizationName } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const memberId = (await registered.json()).user.id as string;
  const approved = await firm.post(`/api/team/members/${memberId}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  await memberApi.dispose();

  // The owner assigns Theo from the project page's Team card.
  await logIn(page, owner.username, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(`/project/${projectId}`);
  const team = page.getByRole('region', { name: 'Team' });
  await team.getByRole('combobox', { name: 'Add a team member' }).click();
  await page.getByRole('option', { name: new RegExp(`^Theo Finch`) }).click();
  await expect(page.getByText('Theo Finch now works on this project.', { exact: true })).toBeVisible();
  await expect(team.getByRole('list', { name: 'Assigned to this project' })).toContainText('Theo Finch');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  // Theo, on a phone, can now plan the matter.
  const memberContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const memberPage = await memberContext.newPage();
  await logIn(memberPage, member.username, member.password);
  await expect(memberPage).toHaveURL(/\/dashboard$/);
  const connected = socketConnected(memberPage);
  await memberPage.goto(`/timeline/${projectId}`);
  await memberPage.getByRole('button', { name: 'New Task' }).first().click();
  const dialog = memberPage.getByRole('dialog', { name: 'New Task' });
  await dialog.getByLabel('Task name').fill('Gather the deeds');
  await dialog.getByLabel('Start date').fill('2026-03-02');
  await dialog.getByLabel('End date').fill('2026-03-09');
  await dialog.getByRole('button', { name: 'Add Task' }).click();
  await expect(memberPage.getByRole('list', { name: 'Tasks by start date' }).getByRole('heading', { name: 'Gather the deeds' })).toBeVisible();
  await connected;
  // Theo starts typing another task when the removal comes.
  await memberPage.getByRole('button', { name: 'New Task' }).first().click();
  await dialog.getByLabel('Task name').fill('Draft the deed of gift');

  // The owner removes Theo; Theo's open page says so without a reload.
  await page.goto('/team');
  await page.getByRole('button', { name: 'Remove Theo Finch from the team' }).click();
  const confirm = page.getByRole('dialog', { name: `Remove Theo Finch from ${owner.organizationName}?` });
  await expect(confirm).toContainText('signed out at once on every device');
  await confirm.getByRole('button', { name: 'Remove member' }).click();
  await expect(page.getByText(`Theo Finch no longer has access to ${owner.organizationName}.`, { exact: true })).toBeVisible();
  // Signed in moments ago: a removal asks for no password again.
  await expect(page.getByRole('dialog', { name: "Confirm it's you" })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Remove Theo Finch from the team' })).toHaveCount(0);

  await expect(memberPage.getByText(`Your access to ${owner.organizationName} was removed. Ask the firm if you need it again.`)).toBeVisible();
  await expect(dialog.getByLabel('Task name')).toHaveValue('Draft the deed of gift');
  await expect(memberPage).toHaveURL(new RegExp(`/timeline/${projectId}$`));
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  const notice = memberPage.getByRole('region', { name: 'Access ended' });
  await expect(notice).toBeVisible();
  await expectNoSidewaysScroll(memberPage);
  await expectNoSeriousA11yViolations(memberPage);
  await notice.getByRole('button', { name: 'Go to sign-in' }).click();
  // Sign-in keeps the page they were on, to go back to once signed in.
  await expect(memberPage).toHaveURL(/\/auth\?next=%2Ftimeline%2F/);
  await memberPage.getByLabel('Email').fill(member.username);
  await memberPage.getByLabel('Password').fill(member.password);
  await memberPage.getByRole('button', { name: 'Login' }).click();
  await expect(memberPage.getByText(`Your access to ${owner.organizationName} was removed.`).first()).toBeVisible();

  await memberContext.close();
  await firm.dispose();
});

test('a colleague waiting for approval sees one clear screen and can withdraw the request', async ({ page, playwright, baseURL }) => {
  const firm = await playwright.request.newContext({ baseURL });
  const owner = await registerFirm(firm);
  const member = { username: `nora-${randomUUID().slice(0, 8)}@example.com`, password: 'nora passphrase', displayName: 'Nora New' };
  const memberApi = await playwright.request.newContext({ baseURL });
  const registered = await memberApi.post('/api/register', { data: { ...member, role: 'team_member', organizationName: owner.organizationName } });
  expect(registered.ok(), await registered.text()).toBe(true);
  await memberApi.dispose();

  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, member.username, member.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Waiting for approval' })).toBeVisible();
  await expect(page.getByText(`Your request to join ${owner.organizationName} is waiting for approval.`)).toBeVisible();
  // The sign-in's toast is on its way in: checked once it has arrived (the check waits for its fade-in).
  await expect(toast(page, 'Login Successful')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: 'Withdraw request' }).click();
  await page.getByRole('dialog', { name: `Withdraw your request to join ${owner.organizationName}?` }).getByRole('button', { name: 'Withdraw request' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are not part of a firm yet' })).toBeVisible();
  const waiting = await (await firm.get('/api/team/pending')).json();
  expect(waiting).toEqual([]);

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client communication on autopilot for professional firms' })).toBeVisible();
  await firm.dispose();
});

test('on a phone, the owner invites a colleague, sees the invitation pending and withdraws it; its link then says so', async ({ page, browser, playwright, baseURL }) => {
  const firm = await playwright.request.newContext({ baseURL });
  const owner = await registerFirm(firm);
  const email = `ivy-${randomUUID().slice(0, 8)}@example.com`;

  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, owner.username, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/team');
  await expect(page.getByRole('heading', { name: 'Invite your first colleague' })).toBeVisible();

  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
  await dialog.getByLabel("Colleague's email").fill(email);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByLabel("Colleague's email")).toHaveValue('');
  await dialog.getByRole('button', { name: 'Done' }).click();

  const pending = page.getByRole('list', { name: 'Pending invitations' });
  await expect(pending).toContainText(email);
  await expect(pending).toContainText(`Invited by ${owner.displayName}`);
  await expect(page.getByRole('heading', { name: 'Invite your first colleague' })).toHaveCount(0);
  // The main content: the toast of the invitation sent just now is outside it, still on its way in.
  await expectNoSeriousA11yViolations(page, 'main');
  await expectNoSidewaysScroll(page);

  await page.getByRole('button', { name: `Withdraw the invitation to ${email}` }).click();
  await page.getByRole('dialog', { name: `Withdraw the invitation to ${email}?` }).getByRole('button', { name: 'Withdraw invitation' }).click();
  await expect(toast(page, 'Invitation withdrawn')).toBeVisible();
  await expect(page.getByText('No invitations are waiting to be accepted.')).toBeVisible();

  // The colleague opens the mailed link in a browser of their own.
  const invitee = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const inviteePage = await invitee.newPage();
  await followMailedLink(inviteePage, { to: email, subject: `${owner.displayName} invited you to join ${owner.organizationName} on Clientline`, link: 'Join the firm' });
  await expect(inviteePage.getByText('This invitation was withdrawn by the firm. Ask them if you should still join.')).toBeVisible();
  await invitee.close();
  await firm.dispose();
});

test("at 375 px a member's Make admin and Remove are on screen, with nothing to scroll sideways", async ({ page, playwright, baseURL }) => {
  const firm = await playwright.request.newContext({ baseURL });
  const owner = await registerFirm(firm);
  const member = { username: `rae-${randomUUID().slice(0, 8)}@example.com`, password: 'rae passphrase', displayName: 'Rae Okafor-Lindqvist' };
  const memberApi = await playwright.request.newContext({ baseURL });
  const registered = await memberApi.post('/api/register', { data: { ...member, role: 'team_member', organizationName: owner.organizationName } });
  expect(registered.ok(), await registered.text()).toBe(true);
  const approved = await firm.post(`/api/team/members/${(await registered.json()).user.id}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  await memberApi.dispose();

  await page.setViewportSize({ width: 375, height: 740 });
  await logIn(page, owner.username, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/team');
  // Within the screen's width as laid out, before anything is scrolled (in a table's scroll box they were not).
  for (const name of [`Make admin: ${member.displayName}`, `Remove ${member.displayName} from the team`]) {
    const button = page.getByRole('button', { name });
    await expect(button).toBeVisible();
    const box = (await button.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(375);
  }
  await expectNoSidewaysScroll(page);
  await expectNoSeriousA11yViolations(page);
  await firm.dispose();
});
