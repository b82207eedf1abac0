import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { followMailedLink } from './support/mailbox';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll } from './support/page-checks';

// A firm brings its client list from a spreadsheet: upload, match the columns, see the dry run, import;
// an imported person invited at once opens their portal from the mail.

test('a firm imports its client list from a CSV, and an imported person signs in', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await registerFirm(page.request);
  const id = randomUUID().slice(0, 8);
  const csv = [
    'First name,Last name,E-mail,Household,Tags',
    `Ana,Reyes,ana-${id}@example.com,The Reyes Family,1040`,
    `Luis,Reyes,luis-${id}@example.com,The Reyes Family,1040`,
    'Bad,Address,not-an-email,,',
  ].join('\n');

  await page.goto('/clients');
  await page.getByRole('link', { name: 'Import clients' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import clients' })).toBeVisible();
  await page.getByLabel('CSV file').setInputFiles({ name: `season-${id}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Upload and match columns' }).click();

  await expect(page.getByRole('heading', { name: `Match the columns of season-${id}.csv` })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Account name' })).toHaveValue('3');
  await page.getByLabel('Now: mail each new person their invitation as the import runs').check();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Preview the import' }).click();

  await expect(page.getByText('2 new people (1 new client) · 0 updated · 0 unchanged · 1 cannot be imported')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rows of the file' })).toContainText('"not-an-email" is not an email address');
  await page.setViewportSize({ width: 375, height: 800 });
  await expectNoSidewaysScroll(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByRole('button', { name: 'Import 2 rows' }).click();

  await expect(page.getByRole('heading', { name: 'Import done' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Clients' }).click();
  await expect(page.getByRole('row', { name: /The Reyes Family/ })).toContainText(`ana-${id}@example.com and 1 more person`);

  const luis = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const luisPage = await luis.newPage();
  await followMailedLink(luisPage, { to: `luis-${id}@example.com`, subject: 'invited you to your client portal', link: 'Choose your password' });
  await luisPage.getByLabel('New Password').fill('harbor-lights');
  await luisPage.getByLabel('Confirm Password').fill('harbor-lights');
  await luisPage.getByRole('button', { name: 'Set Password' }).click();
  await expect(luisPage).toHaveURL(/\/client\/portal$/);
  await luis.close();
});

test('on a phone, the bar of ticked clients stays on screen below the header while a long list scrolls', async ({ page }) => {
  await registerFirm(page.request);
  const id = randomUUID().slice(0, 8);
  for (let index = 1; index <= 20; index++) {
    const created = await page.request.post('/api/clients', { data: { username: `long-${index}-${id}@example.com`, displayName: `Long List ${String(index).padStart(2, '0')}` } });
    expect(created.ok(), await created.text()).toBe(true);
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/clients');

  // Ticked at the end of the list, far below where the bar appears.
  await page.getByRole('checkbox', { name: 'Select Long List 20' }).check();
  await page.getByRole('checkbox', { name: 'Select Long List 19' }).check();
  const bar = page.getByRole('region', { name: 'Selected clients' });
  await expect(bar).toContainText('2 clients selected');
  await expect(bar).toBeInViewport();
  const header = await page.getByRole('banner').boundingBox();
  const barBox = await bar.boundingBox();
  expect(barBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
  await expectNoSidewaysScroll(page);

  await bar.getByRole('button', { name: 'Clear selection' }).click();
  await expect(bar).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Select Long List 20' })).not.toBeChecked();
});
