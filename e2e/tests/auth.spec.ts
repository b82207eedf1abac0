import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { recordRequests } from './support/request-log';
import { takeOnboardingTour } from './support/onboarding';
import { expectNoSeriousA11yViolations, toast } from './support/page-checks';

// Journeys of mfe-auth on the composed product: /auth, /auth/first-access/:accessToken and /:organizationName.

type Playwright = PlaywrightWorkerArgs['playwright'];

interface Client {
  username: string;
  displayName: string;
  temporaryPassword: string;
  firstAccessUrl: string;
}

/** A firm signed in on its own request context, apart from the page's browser session. */
async function firmSession(playwright: Playwright, baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const firm = await registerFirm(request);
  const { user } = await (await request.get('/api/user')).json();
  return { request, firm, slug: user.organizationSlug as string };
}

async function createClient(firm: APIRequestContext): Promise<Client> {
  const id = randomUUID().slice(0, 8);
  const displayName = `Client ${id}`;
  const username = `client-${id}@example.com`;
  const response = await firm.post('/api/clients', { data: { username, displayName } });
  expect(response.ok(), await response.text()).toBe(true);
  const { temporaryPassword, firstAccessUrl } = await response.json();
  return { username, displayName, temporaryPassword, firstAccessUrl };
}

/** Sets the client's own password through the first-access call, on a throw-away session. */
async function setClientPassword(playwright: Playwright, baseURL: string, client: Client, password: string) {
  const request = await playwright.request.newContext({ baseURL });
  const accessToken = client.firstAccessUrl.split('/').pop();
  const response = await request.post('/api/change-password', { data: { currentPassword: accessToken, newPassword: password } });
  expect(response.ok(), await response.text()).toBe(true);
  await request.dispose();
}

// Radix Toast draws each toast as an item of its 'Notifications (F8)' region.
async function logIn(page: Page, username: string, password: string) {
  await page.getByLabel('Email').fill(username);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('/auth', () => {
  test('a visitor registers a firm and lands on /dashboard; logs out and logs in again', async ({ page }) => {
    const id = randomUUID().slice(0, 8);
    const owner = { name: `Dana ${id}`, email: `dana-${id}@example.com`, password: 'correct horse battery' };

    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/auth\?mode=register$/);
    await page.getByLabel('Full Name').fill(owner.name);
    await page.getByLabel('Email').fill(owner.email);
    await page.getByLabel('Password').fill(owner.password);
    await page.getByLabel('Organization Name').fill(`Harbor Accounting ${id}`);
    await page.getByLabel('Phone Number').fill('+1 555 0100');
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Registration Successful')).toContainText('Welcome to the application!');

    const header = page.getByRole('banner');
    await header.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);

    await page.goto('/auth');
    await logIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Login Successful')).toBeVisible();
  });

  test('one store and one React across the boundary: after login in mfe-auth the shell shows the user and the toast', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { request, firm } = await firmSession(playwright, baseURL!);
    await request.dispose();

    await page.goto('/auth');
    await logIn(page, firm.username, firm.password);

    // The header and the toast viewport are rendered by the shell, outside the remote's <main>.
    await expect(page.getByRole('banner').getByText(firm.displayName)).toBeVisible();
    await expect(toast(page, 'Login Successful')).toContainText('Welcome to the application!');
    await expect(page.getByRole('main').getByText('Login Successful')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('a wrong password shows the Error toast and stays on /auth', async ({ page, playwright, baseURL }) => {
    const { request, firm } = await firmSession(playwright, baseURL!);
    await request.dispose();

    await page.goto('/auth');
    await logIn(page, firm.username, 'not the password');
    const error = toast(page, 'Error');
    await expect(error).toContainText('Invalid email or password');
    await expect(error).toHaveAttribute('data-variant', 'destructive');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  test('a visitor on /auth downloads only the shell and mfe-auth', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/auth?mode=register');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    expect(requests.remotesLoaded()).toEqual(['mfe-auth']);
  });

  test('both tabs have no serious or critical accessibility violations', async ({ page }) => {
    await page.goto('/auth');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Full name is required')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('/auth/first-access/:accessToken', () => {
  test('a client created by the firm sets a password through the link and opens the portal', async ({
    page,
    playwright,
    baseURL,
  }) => {
    const { request } = await firmSession(playwright, baseURL!);
    const client = await createClient(request);
    await request.dispose();

    await page.goto(client.firstAccessUrl);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome!' })).toBeVisible();
    await expect(page.getByText('Please set your password to access your client portal')).toBeVisible();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('New Password').fill('harbor-lights');
    await page.getByLabel('Confirm Password').fill('harbor-lights');
    await page.getByRole('button', { name: 'Set Password' }).click();

    await expect(page).toHaveURL(/\/client\/portal$/);
    // The portal's tour opens at once and hides the rest of the page from assistive technology, the
    // toast included, so the toast is found by its text.
    await expect(page.getByText('Password set successfully. You can now access your portal.', { exact: true })).toBeVisible();
    await takeOnboardingTour(page);
    await expect(page.getByRole('banner').getByText(client.displayName)).toBeVisible();
  });

  test('a link that does not work sends the visitor to /auth with the reason', async ({ page }) => {
    await page.goto('/auth/first-access/not-a-real-token');
    await expect(page).toHaveURL(/\/auth$/);
    await expect(toast(page, 'Error')).toContainText('This access link is invalid or has expired');
  });
});

test.describe("/:organizationName, the firm's client login page", () => {
  test("signs in the firm's own client and refuses another firm's client", async ({ page, playwright, baseURL }) => {
    const firmA = await firmSession(playwright, baseURL!);
    const firmB = await firmSession(playwright, baseURL!);
    const clientOfA = await createClient(firmA.request);
    const clientOfB = await createClient(firmB.request);
    await setClientPassword(playwright, baseURL!, clientOfA, 'harbor-lights');
    await setClientPassword(playwright, baseURL!, clientOfB, 'harbor-lights');

    const requests = recordRequests(page);
    await page.goto(`/${firmA.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: firmA.firm.organizationName })).toBeVisible();
    expect(requests.remotesLoaded()).toEqual(['mfe-auth']);
    await expectNoSeriousA11yViolations(page);

    await logIn(page, clientOfB.username, 'harbor-lights');
    await expect(toast(page, 'Error')).toContainText('Invalid email or password');
    await expect(page).toHaveURL(new RegExp(`/${firmA.slug}$`));

    await logIn(page, clientOfA.username, 'harbor-lights');
    await expect(page).toHaveURL(/\/client\/portal$/);
    await takeOnboardingTour(page);
    await expect(page.getByRole('banner').getByText(clientOfA.displayName)).toBeVisible();
    await Promise.all([firmA.request.dispose(), firmB.request.dispose()]);
  });

  test('a client still on the temporary password sees only the password dialog', async ({ page, playwright, baseURL }) => {
    const { request, slug } = await firmSession(playwright, baseURL!);
    const client = await createClient(request);
    await request.dispose();

    await page.goto(`/${slug}`);
    await logIn(page, client.username, client.temporaryPassword);
    await expect(page.getByRole('dialog', { name: 'Change Password' })).toBeVisible();
    await expect(page.getByRole('main')).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCount(0);
  });

  test("an unknown firm shows 'Organization Not Found' with Return to Home", async ({ page }) => {
    await page.goto('/no-such-firm-anywhere');
    await expect(page.getByRole('heading', { level: 1, name: 'Organization Not Found' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
