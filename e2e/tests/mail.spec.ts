import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerFirm, registerFirmWithClient } from './support/accounts';
import { followMailedLink } from './support/mailbox';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';
import { takeOnboardingTour } from './support/onboarding';
import { logIn, logInToPortal } from './support/sign-in';

// Mail that reaches people: read from the api's own SMTP server through the local mailbox page.

// Each journey crosses several pages (the mailbox among them) and runs axe: more than 30 s on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });

test('a firm adds a client; the mailed invitation sets their password and opens the portal', async ({ page, playwright, baseURL }) => {
  const firm = await playwright.request.newContext({ baseURL });
  const owner = await registerFirm(firm);
  await logIn(page, owner.username, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const email = `ava-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('banner').getByRole('link', { name: 'Clients' }).click();
  await page.getByRole('button', { name: 'Add your first client' }).click();
  const addClient = page.getByRole('dialog', { name: 'Add Client' });
  await addClient.getByLabel('Display name').fill('Ava Martinez');
  await addClient.getByLabel('Email').fill(email);
  await addClient.getByRole('button', { name: 'Create Client' }).click();
  await page.getByRole('dialog', { name: 'Login details for Ava Martinez' }).getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('cell', { name: 'Ava Martinez' }).locator('xpath=..')).toContainText('Invited');
  await page.context().clearCookies();

  await followMailedLink(page, { to: email, subject: `${owner.organizationName} invited you to your client portal`, link: 'Choose your password' });
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
  await page.getByLabel('New Password').fill('ava chose this one');
  await page.getByLabel('Confirm Password').fill('ava chose this one');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await expect(page).toHaveURL(/\/client\/portal$/);
  await firm.dispose();
});

test('registering mails a link that, with the password, confirms the address', async ({ page }) => {
  const id = randomUUID().slice(0, 8);
  const email = `rory-${id}@example.com`;
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/auth?mode=register');
  await page.getByLabel('Full Name').fill('Rory Registrant');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByLabel('Organization Name').fill(`Rory Legal ${id}`);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await followMailedLink(page, { to: email, subject: 'Confirm your email address', link: 'Confirm my email address' });
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email address' })).toBeVisible();
  await expect(page.getByText(`Enter your Clientline password to confirm that ${email} is yours.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await page.getByLabel('Password').fill('correct horse battery');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Email confirmed' })).toBeVisible();
  await expect(page.getByText(`Thank you: ${email} is confirmed.`)).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("Forgot password? for an owner: the mailed link sets a new password; the old one and the other session stop working", async ({ page, browser, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const owner = await registerFirm(request);
  const otherBrowser = await browser.newContext();
  const otherPage = await otherBrowser.newPage();
  await logIn(otherPage, owner.username, owner.password);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/auth');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(owner.username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toContainText('If an account uses this email');
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await followMailedLink(page, { to: owner.username, subject: 'Choose a new password', link: 'Choose a new password' });
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  await page.getByLabel('New Password').fill('a much better passphrase');
  await page.getByLabel('Confirm Password').fill('a much better passphrase');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);

  await page.getByLabel('Email').fill(owner.username);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await page.getByLabel('Password').fill('a much better passphrase');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/auth\?next=%2Fdashboard$/);
  await otherBrowser.close();
  await request.dispose();
});

test("Forgot password? on a firm's login page mails its client and brings them back to that page", async ({ page, playwright, baseURL }) => {
  const firm = await playwright.request.newContext({ baseURL });
  await registerFirm(firm);
  const { user } = await (await firm.get('/api/user')).json();
  const email = `ben-${randomUUID().slice(0, 8)}@example.com`;
  const created = await (await firm.post('/api/clients', { data: { username: email, displayName: 'Ben Okafor' } })).json();
  const anonymous = await playwright.request.newContext({ baseURL });
  await anonymous.post('/api/change-password', { data: { currentPassword: created.firstAccessUrl.split('/').pop(), newPassword: 'ben first password' } });

  await page.goto(`/${user.organizationSlug}`);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  // Its Email field, not the login page's: that one is still on screen until the page has changed.
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Check your email' })).toBeVisible();

  await followMailedLink(page, { to: email, subject: 'Choose a new password', link: 'Choose a new password' });
  await page.getByLabel('New Password').fill('ben second password');
  await page.getByLabel('Confirm Password').fill('ben second password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page).toHaveURL(new RegExp(`/${user.organizationSlug}$`));
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('ben second password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/client\/portal$/);
  await firm.dispose();
  await anonymous.dispose();
});

test('a reset link opened while signed in as someone else asks to sign out first, then works at the same address', async ({ page, playwright, baseURL }) => {
  const firm = await registerFirm(page.request);
  const email = `cleo-${randomUUID().slice(0, 8)}@example.com`;
  const created = await (await page.request.post('/api/clients', { data: { username: email, displayName: 'Cleo Park' } })).json();
  const anonymous = await playwright.request.newContext({ baseURL });
  await anonymous.post('/api/change-password', { data: { currentPassword: created.firstAccessUrl.split('/').pop(), newPassword: 'cleo first password' } });
  const asked = await anonymous.post('/api/auth/forgot-password', { data: { email } });
  expect(asked.ok(), await asked.text()).toBe(true);

  // The owner, signed in on this browser, opens the client's mailed link.
  await followMailedLink(page, { to: email, subject: 'Choose a new password', link: 'Choose a new password' });
  const linkAddress = page.url();
  await expect(page.getByRole('heading', { level: 1, name: `You are signed in as ${firm.displayName}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Stay signed in' })).toHaveAttribute('href', '/dashboard');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Sign out and use the link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  expect(page.url()).toBe(linkAddress);

  await page.getByLabel('New Password').fill('cleo second password');
  await page.getByLabel('Confirm Password').fill('cleo second password');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your password was changed.' })).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('cleo second password');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/client\/portal$/);
  await anonymous.dispose();
});

test('an owner invites a colleague from the Team screen; the mailed link lets them join, approved', async ({ page, browser, playwright, baseURL }) => {
  const request = await playwright.request.newContext({ baseURL });
  const owner = await registerFirm(request);
  await logIn(page, owner.username, owner.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  const email = `theo-${randomUUID().slice(0, 8)}@example.com`;
  await page.getByRole('banner').getByRole('link', { name: 'Team' }).click();
  await page.getByRole('button', { name: 'Add Team Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Add Team Member' }).getByRole('form', { name: 'Invite by email' });
  await invite.getByLabel("Colleague's email").fill(email);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite.getByLabel("Colleague's email")).toHaveValue('');

  const colleague = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const colleaguePage = await colleague.newPage();
  await followMailedLink(colleaguePage, { to: email, subject: `${owner.displayName} invited you to join ${owner.organizationName} on Clientline`, link: 'Join the firm' });
  await expect(colleaguePage.getByRole('heading', { level: 1, name: `Join ${owner.organizationName}` })).toBeVisible();
  await expectNoSeriousA11yViolations(colleaguePage);
  await expectNoSidewaysScroll(colleaguePage);
  await colleaguePage.getByLabel('Full name').fill('Theo Finch');
  await colleaguePage.getByLabel('New Password').fill('theo chose this');
  await colleaguePage.getByLabel('Confirm Password').fill('theo chose this');
  await colleaguePage.getByRole('button', { name: 'Join the firm' }).click();
  await expect(colleaguePage).toHaveURL(/\/dashboard$/);
  await expect(colleaguePage.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('cell', { name: 'Theo Finch', exact: true })).toBeVisible();
  await colleague.close();
  await request.dispose();
});

test('a client turns on sign-in alerts from the menu; their next sign-in is mailed to them', async ({ page, browser, playwright, baseURL }) => {
  const password = 'a client passphrase';
  const { firm, client } = await registerFirmWithClient(playwright, baseURL!, password);
  await page.setViewportSize({ width: 375, height: 740 });
  await logInToPortal(page, client.username, password);
  await takeOnboardingTour(page);

  await page.getByRole('button', { name: 'Menu' }).click();
  await page.getByRole('button', { name: /^Account: / }).click();
  await page.getByRole('menuitem', { name: 'Notification settings' }).click();
  const dialog = page.getByRole('dialog', { name: 'Notification settings' });
  const alerts = dialog.getByRole('checkbox', { name: 'Mail me when someone signs in to my account' });
  await expect(alerts).not.toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
  await alerts.check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Notification settings saved', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  const otherBrowser = await browser.newContext();
  await logInToPortal(await otherBrowser.newPage(), client.username, password);
  await otherBrowser.close();
  // Read where it was not them: signed out, the mail's button leads to choosing a new password. The menu
  // stays open after its dialog closes (focus goes back to its button).
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Client communication on autopilot for professional firms' })).toBeVisible();
  await followMailedLink(page, { to: client.username, subject: 'A new sign-in to your account', link: 'Choose a new password' });
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
  await firm.dispose();
});
