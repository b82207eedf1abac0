import { randomUUID } from 'node:crypto';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { followMailedLink } from './support/mailbox';
import { takeOnboardingTour } from './support/onboarding';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { createProject } from './support/projects';

// A client of the firm with several people: the couple filing jointly both sign in and see their return;
// the bookkeeper the firm limited to the monthly books does not see the personal return; the firm previews
// the portal as each of them sees it.

const today = new Date().toISOString().slice(0, 10);

/**
 * Presses a button that opens its page with a full page load (starting or ending a preview), and waits until
 * that new page has loaded. Waiting for the address is not enough: the old page may get there first (the
 * server sends its socket away as the session changes, and asking who is signed in then finds the previewed
 * person), and a goto made then is aborted by the full page load that follows.
 */
async function pressAndWaitForPageLoad(page: Page, button: Locator) {
  const loaded = page.waitForEvent('load');
  await button.click();
  await loaded;
}

/** Adds a person on the client's page, as the firm does. */
async function addPerson(page: Page, { name, email, only }: { name: string; email: string; only?: string }) {
  await page.getByRole('region', { name: 'People' }).getByRole('button', { name: 'Add person' }).click();
  const dialog = page.getByRole('dialog', { name: /^Add a person to / });
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Email').fill(email);
  if (only) {
    await dialog.getByLabel('Only these projects').check();
    await dialog.getByLabel(only).check();
  }
  await dialog.getByRole('button', { name: 'Add and invite' }).click();
  await expect(toast(page, `We emailed ${name} an invitation`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The person opens their invitation from the local mailbox on a phone, chooses a password and lands in their portal. */
async function acceptInvitation(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const page = await context.newPage();
  await followMailedLink(page, { to: email, subject: 'invited you to your client portal', link: 'Choose your password' });
  await page.getByLabel('New Password').fill('harbor-lights');
  await page.getByLabel('Confirm Password').fill('harbor-lights');
  await page.getByRole('button', { name: 'Set Password' }).click();
  await page.waitForURL(/\/client\/portal$/);
  await takeOnboardingTour(page);
  return page;
}

test('a couple both see their joint return; the bookkeeper sees only the books', async ({ browser }) => {
  test.setTimeout(120_000);
  const firmContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const firmPage = await firmContext.newPage();
  await registerFirm(firmPage.request);
  const id = randomUUID().slice(0, 8);
  const created = await firmPage.request.post('/api/clients', { data: { username: `sam-${id}@example.com`, displayName: 'Sam Smith' } });
  expect(created.ok(), await created.text()).toBe(true);
  const clientId: string = (await created.json()).id;
  const jointReturn = await createProject(firmPage.request, { name: 'Joint return 2025', startDate: today, clientId });
  await createProject(firmPage.request, { name: 'Monthly books', startDate: today, clientId });

  await firmPage.goto(`/client/${clientId}`);
  await expect(firmPage.getByRole('region', { name: 'People' }).getByText(`sam-${id}@example.com`)).toBeVisible();
  const spouse = `dana-${id}@example.com`;
  const bookkeeper = `bea-${id}@example.com`;
  await addPerson(firmPage, { name: 'Dana Smith', email: spouse });
  await addPerson(firmPage, { name: 'Bea Books', email: bookkeeper, only: 'Monthly books' });
  const people = firmPage.getByRole('region', { name: 'People' });
  await expect(people.getByRole('listitem')).toHaveText([/Sam Smith.*Main contact.*Sees every project/, /Dana Smith.*Invited.*Sees every project/, /Bea Books.*Invited.*Sees only Monthly books/]);
  await expectNoSeriousA11yViolations(firmPage);

  const danaPage = await acceptInvitation(browser, spouse);
  await danaPage.goto('/client/portal?tab=projects');
  await expect(danaPage.getByRole('heading', { level: 2, name: 'Joint return 2025' })).toBeVisible();
  await expect(danaPage.getByRole('heading', { level: 2, name: 'Monthly books' })).toBeVisible();
  await expectNoSidewaysScroll(danaPage);

  const beaPage = await acceptInvitation(browser, bookkeeper);
  await beaPage.goto('/client/portal?tab=projects');
  await expect(beaPage.getByRole('heading', { level: 2, name: 'Monthly books' })).toBeVisible();
  await expect(beaPage.getByRole('heading', { level: 2, name: 'Joint return 2025' })).toHaveCount(0);
  await beaPage.goto(`/project/${jointReturn}`);
  await expect(beaPage.getByText('You do not have access to this project')).toBeVisible();
  await expectNoSidewaysScroll(beaPage);

  // The firm previews the portal as the bookkeeper sees it: only the books, clearly marked, nothing to change.
  await firmPage.goto(`/client/${clientId}`);
  await pressAndWaitForPageLoad(firmPage, people.getByRole('button', { name: 'Preview the portal as Bea Books sees it' }));
  await expect(firmPage).toHaveURL(/\/client\/portal$/);
  const banner = firmPage.getByRole('region', { name: 'Preview' });
  await expect(banner).toContainText('you are seeing the portal as Bea Books sees it. Nothing can be changed here.');
  await firmPage.goto('/client/portal?tab=projects');
  await expect(firmPage.getByRole('heading', { level: 2, name: 'Monthly books' })).toBeVisible();
  await expect(firmPage.getByRole('heading', { level: 2, name: 'Joint return 2025' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(firmPage);
  await pressAndWaitForPageLoad(firmPage, banner.getByRole('button', { name: 'End preview' }));
  await expect(firmPage).toHaveURL(new RegExp(`/client/${clientId}$`));
  await expect(firmPage.getByRole('region', { name: 'Preview' })).toHaveCount(0);

  // As the spouse, on a phone: their joint return, the banner fits.
  await firmPage.setViewportSize({ width: 375, height: 800 });
  await pressAndWaitForPageLoad(firmPage, people.getByRole('button', { name: 'Preview the portal as Dana Smith sees it' }));
  await expect(firmPage).toHaveURL(/\/client\/portal$/);
  await expect(firmPage.getByRole('region', { name: 'Preview' })).toContainText('as Dana Smith sees it');
  await firmPage.goto('/client/portal?tab=projects');
  await expect(firmPage.getByRole('heading', { level: 2, name: 'Joint return 2025' })).toBeVisible();
  await expectNoSidewaysScroll(firmPage);
  await Promise.all([firmContext, danaPage.context(), beaPage.context()].map((context) => context.close()));
});
