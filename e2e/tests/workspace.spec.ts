import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { recordRequests } from './support/request-log';
import { socketConnected } from './support/socket';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';
import { logIn } from './support/sign-in';

// Journeys of mfe-workspace on the composed product: a firm's daily screens against the real api.

// Radix Toast draws each toast as an item of its 'Notifications (F8)' region. While a modal dialog is open
// the rest of the page, that region included, is aria-hidden (Radix announces toasts in a live region of its own).
function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: 'Notifications (F8)', includeHidden: true })
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: title });
}

/** Registers a firm through the api on the page's own context, so the page is signed in as it. */
async function signedInFirm(page: Page) {
  const firm = await registerFirm(page.request);
  const { user } = await (await page.request.get('/api/user')).json();
  return { ...firm, organizationId: user.organizationId as string };
}

const isoToday = () => new Date().toISOString().slice(0, 10);

test.describe('mfe-workspace', () => {
  test('a new firm registers, starts from an empty dashboard, adds a client, creates two projects and sees them', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = randomUUID().slice(0, 8);
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await page.getByLabel('Full Name').fill(`Dana ${id}`);
    await page.getByLabel('Email').fill(`dana-${id}@example.com`);
    await page.getByLabel('Password').fill('correct horse battery');
    await page.getByLabel('Organization Name').fill(`Reyes Law ${id}`);
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(page.getByRole('listitem', { name: 'Active projects' })).toContainText('0');
    await expect(page.getByRole('link', { name: 'Create your first project' })).toBeVisible();

    // Add the first client and copy the temporary password shown once.
    await page.getByRole('banner').getByRole('link', { name: 'Clients' }).click();
    await page.getByRole('button', { name: 'Add your first client' }).click();
    const addClient = page.getByRole('dialog', { name: 'Add Client' });
    await addClient.getByLabel('Display name').fill('Ava Martinez');
    await addClient.getByLabel('Email').fill(`ava-${id}@example.com`);
    await addClient.getByRole('button', { name: 'Create Client' }).click();
    const details = page.getByRole('dialog', { name: 'Login details for Ava Martinez' });
    await expect(details).toContainText('/auth/first-access/');
    await details.getByRole('button', { name: 'Reveal' }).click();
    const password = (await details.locator('code').first().textContent())!;
    expect(password.length).toBeGreaterThanOrEqual(12);
    await details.getByRole('button', { name: 'Copy temporary password' }).click();
    await expect(toast(page, 'Password Copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(password);
    await details.getByRole('button', { name: 'Done' }).click();
    const avaRow = page.getByRole('row').filter({ hasText: 'Ava Martinez' });
    await expect(avaRow).toContainText('Sleeping');

    // A project for the existing client, picked in the searchable select.
    await page.getByRole('banner').getByRole('link', { name: 'Projects' }).click();
    await page.getByRole('button', { name: 'Create your first project' }).click();
    let dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByLabel('Project name').fill('Estate plan');
    await dialog.getByLabel('Start date').fill(isoToday());
    await dialog.getByRole('combobox', { name: 'Client' }).click();
    await page.getByRole('combobox', { name: 'Search clients' }).fill('ava');
    await page.getByRole('option', { name: /Ava Martinez/ }).click();
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await expect(toast(page, 'Project created successfully')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Estate plan', exact: true })).toBeVisible();

    // A project with a new client, made in the same dialog.
    await page.getByRole('button', { name: 'New Project' }).click();
    dialog = page.getByRole('dialog', { name: 'New Project' });
    await dialog.getByLabel('Project name').fill('House purchase');
    await dialog.getByLabel('Start date').fill(isoToday());
    await dialog.getByRole('radio', { name: 'New client' }).check();
    await dialog.getByLabel('Client name').fill('Ben Okafor');
    await dialog.getByLabel('Client email').fill(`ben-${id}@example.com`);
    await dialog.getByRole('button', { name: 'Create Project' }).click();
    await page.getByRole('dialog', { name: 'Login details for Ben Okafor' }).getByRole('button', { name: 'Done' }).click();

    const projects = page.getByRole('region', { name: 'Projects' });
    await expect(projects.getByRole('link', { name: 'House purchase', exact: true })).toBeVisible();
    await expect(projects.getByRole('link', { name: 'Estate plan', exact: true })).toBeVisible();

    // The client's derived status followed the project that started today.
    await page.getByRole('banner').getByRole('link', { name: 'Clients' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Ava Martinez' })).toContainText('Active');
    await expect(page.getByRole('row').filter({ hasText: 'Ben Okafor' })).toContainText('Active');
  });

  test('a webhook request posted to /api/webhooks/incoming appears without a reload', async ({ page, playwright, baseURL }) => {
    await signedInFirm(page);
    const live = socketConnected(page);
    await page.goto('/new-requests');
    await expect(page.getByText('No webhook requests found.')).toBeVisible();
    // The toast comes only with the push: a request posted before the socket joined its rooms would reach
    // the list by the bridge's refetch on connect, without one.
    await live;
    const { webhookConfig } = await (await page.request.get('/api/organizations/webhook-token')).json();

    const outside = await playwright.request.newContext({ baseURL });
    const sent = await outside.post('/api/webhooks/incoming', {
      headers: { 'X-Webhook-Token': webhookConfig.webhookToken },
      data: { type: 'client_intake', content: '{"clientName":"Dana Reyes","email":"dana@example.com"}', source: 'website' },
    });
    expect(sent.status()).toBe(201);
    await outside.dispose();

    const list = page.getByRole('region', { name: 'Webhook requests' });
    await expect(list.getByRole('heading', { name: 'Client intake' })).toBeVisible();
    await expect(list).toContainText('Processed');
    await expect(list.getByRole('link', { name: 'dana@example.com' })).toHaveAttribute('href', 'mailto:dana@example.com');
    // The bell's 'New Notification' for the same request, pushed before or after, waits behind this toast.
    await expect(toast(page, 'New webhook request')).toBeVisible();

    await list.getByRole('button', { name: 'Create client from Client intake request from dana@example.com' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Client' }).getByLabel('Display name')).toHaveValue('Dana Reyes');
  });

  test('a team member registers naming the firm, is approved on Team, and sees the workspace', async ({ page, playwright, baseURL }) => {
    const firm = await signedInFirm(page);
    const id = randomUUID().slice(0, 8);
    const colleague = await playwright.request.newContext({ baseURL });
    const member = { username: `theo-${id}@example.com`, password: 'correct horse battery', displayName: `Theo ${id}` };
    const registered = await colleague.post('/api/register', {
      data: { ...member, role: 'team_member', organizationName: firm.organizationName },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    await expect.poll(async () => (await colleague.get('/api/projects')).status()).toBe(403);

    await page.goto('/team');
    await page.getByRole('button', { name: 'Add Team Member' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
    await expect(dialog).toContainText(firm.organizationName);
    await dialog.getByRole('button', { name: `Approve ${member.displayName}` }).click();
    await expect(toast(page, 'Member approved')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('cell', { name: member.displayName, exact: true })).toBeVisible();
    await colleague.dispose();

    // Every write says it is JSON, even without a body (docs/api.md, Cross-site requests).
    expect((await page.request.post('/api/logout', { data: {} })).ok()).toBe(true);
    await logIn(page, member.username, member.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('note')).toContainText('overall figures are for its owner and admins');
    await page.getByRole('banner').getByRole('link', { name: 'Team' }).click();
    await expect(page.getByRole('cell', { name: member.displayName, exact: true })).toBeVisible();
  });

  test('a firm on /dashboard loads the shell and mfe-workspace only; a client never downloads mfe-workspace', async ({
    page,
    playwright,
    baseURL,
  }) => {
    await signedInFirm(page);
    const firmRequests = recordRequests(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('listitem', { name: 'Active projects' })).toBeVisible();
    expect(firmRequests.remotesLoaded()).toEqual(['mfe-workspace']);

    // An unknown path takes staff to the dashboard.
    await page.goto('/no-such-screen');
    await expect(page).toHaveURL(/\/dashboard$/);

    const { username } = await createClientWithPassword(playwright, baseURL!, page.request, 'client-secret');
    const clientContext = await page.context().browser()!.newContext({ baseURL });
    const clientPage = await clientContext.newPage();
    const clientRequests = recordRequests(clientPage);
    await clientPage.request.post('/api/login', { data: { username, password: 'client-secret' } });
    await clientPage.goto('/client/portal');
    await expect(clientPage.locator('main')).toBeVisible();
    await clientPage.goto('/dashboard');
    await expect(clientPage).toHaveURL(/\/client\/portal$/);
    await clientPage.waitForLoadState('networkidle');
    expect(clientRequests.remotesLoaded()).not.toContain('mfe-workspace');
    await clientContext.close();
  });

  for (const width of [375, 1280]) {
    test(`every workspace screen is free of serious axe violations and fits ${width} px`, async ({ page }) => {
      // Eight axe runs of a few seconds each: more than the default 30 s on a busy 2-core machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      await signedInFirm(page);
      const client = await (await page.request.post('/api/clients', { data: { username: `c-${randomUUID().slice(0, 8)}@example.com`, displayName: 'Ava Martinez' } })).json();
      await page.request.post('/api/projects', { data: { name: 'Estate plan', startDate: isoToday(), clientId: client.id } });

      for (const [path, heading] of [
        ['/dashboard', 'Dashboard'],
        ['/new-requests', 'New requests'],
        ['/projects', 'Projects'],
        [`/projects/client/${client.id}`, 'Projects of Ava Martinez'],
        ['/clients', 'Clients'],
        [`/client/${client.id}`, 'Ava Martinez'],
        ['/team', 'Team'],
      ]) {
        await page.goto(path!);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.locator('[role="status"]', { hasText: 'Loading' })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page);
        await expectNoSidewaysScroll(page);
      }

      await page.goto('/projects');
      await page.getByRole('button', { name: 'New Project' }).click();
      await expect(page.getByRole('dialog', { name: 'New Project' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });
  }
});
