import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { createProject } from './support/projects';

// Documents on the composed product: a firm asks its client for documents (one with a long name, which
// must wrap on a phone), the client sees on the Overview what is needed and uploads one from the portal's
// Documents tab on a phone, and the firm gets it back byte for byte, accepts it and reopens it.

async function checkState(page: Page) {
  await expect(page.locator('[role="status"]', { hasText: 'Loading' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
}

const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A name without a space to break at: it must wrap rather than widen a phone's page. */
const LONG_NAME = 'Certified_copy_of_the_articles_of_incorporation_and_every_amendment_filed_since_2019';

/** A small but real PDF: the api reads the type from the first bytes. */
const W2_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

test('a firm requests three documents, the client uploads one from the Documents tab at 375 px, the firm downloads the same bytes, accepts and reopens it', async ({
  browser,
  playwright,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const firmContext = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const firmPage = await firmContext.newPage();
  await registerFirm(firmPage.request);
  const client = await createClientWithPassword(playwright, baseURL!, firmPage.request, 'harbor-lights');
  const projectId = await createProject(firmPage.request, {
    name: 'Tax return 2025',
    startDate: dayFromToday(0),
    endDate: dayFromToday(60),
    clientId: client.clientId,
  });

  // The firm asks for three documents on the project page, one of them already overdue.
  await firmPage.goto(`/project/${projectId}`);
  const documents = firmPage.getByRole('region', { name: 'Documents', exact: true });
  await expect(firmPage.getByRole('heading', { name: 'No documents requested' })).toBeVisible();
  await checkState(firmPage);
  await firmPage.getByRole('button', { name: 'Request Documents' }).click();
  const dialog = firmPage.getByRole('dialog', { name: 'Request Documents' });
  await dialog.getByRole('textbox', { name: /Document 1/ }).fill('2025 W-2');
  await dialog.getByLabel('Due Date').first().fill(dayFromToday(-1));
  await dialog.getByRole('button', { name: 'Add Another' }).click();
  await dialog.getByRole('textbox', { name: /Document 2/ }).fill('Signed engagement letter');
  await dialog.getByRole('button', { name: 'Add Another' }).click();
  await dialog.getByRole('textbox', { name: /Document 3/ }).fill(LONG_NAME);
  await checkState(firmPage);
  await dialog.getByRole('button', { name: 'Send Request' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(firmPage, 'Documents requested')).toBeVisible();
  const w2 = documents.getByRole('listitem').filter({ has: firmPage.getByRole('heading', { name: '2025 W-2' }) });
  await expect(w2.getByText('Requested', { exact: true })).toBeVisible();
  await expect(w2.getByText('1 day overdue')).toBeVisible();
  await expect(documents.getByRole('heading', { name: 'Signed engagement letter' })).toBeVisible();
  await expect(documents.getByRole('heading', { name: LONG_NAME })).toBeVisible();
  // Nothing was uploaded yet: nothing to accept.
  await expect(w2.getByRole('button', { name: 'Accept 2025 W-2' })).toHaveCount(0);
  await checkState(firmPage);

  // The client, on a phone, uploads the W-2 against its request from the portal's Documents tab.
  const clientContext = await browser.newContext({ viewport: { width: 375, height: 800 } });
  const clientPage = await clientContext.newPage();
  await clientPage.request.post('/api/login', { data: { username: client.username, password: 'harbor-lights' } });
  await clientPage.goto('/client/portal?tab=documents');
  // The onboarding tour is the portal's journey (portal.spec.ts): finished here as a returning client.
  await clientPage.evaluate(() =>
    fetch('/api/user/complete-onboarding', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }),
  );
  // The Overview says what is still needed and when the first is due, and links to the Documents tab.
  await clientPage.goto('/client/portal');
  const needed = clientPage.getByRole('link', { name: '3 documents needed for Tax return 2025' });
  await expect(needed.locator('..')).toHaveText('3 documents needed, one 1 day overdue');
  await checkState(clientPage);
  await needed.click();
  const requested = clientPage.getByRole('region', { name: 'Requested Documents', exact: true });
  await expect(requested.getByRole('heading', { name: '2025 W-2' })).toBeVisible();
  await expect(requested.getByText('1 day overdue')).toBeVisible();
  await checkState(clientPage);
  await requested.getByLabel('Upload 2025 W-2').setInputFiles({ name: 'w2-2025.pdf', mimeType: 'application/pdf', buffer: W2_PDF });
  const clientW2 = requested.getByRole('listitem').filter({ has: clientPage.getByRole('heading', { name: '2025 W-2' }) });
  await expect(clientW2.getByText('Received', { exact: true })).toBeVisible();
  await expect(clientPage.getByRole('region', { name: 'Your Documents' }).getByText('w2-2025.pdf')).toBeVisible();
  await checkState(clientPage);
  // The project page's Documents panel shows the client the same, at the same width.
  await clientPage.goto(`/project/${projectId}`);
  const clientPanel = clientPage.getByRole('region', { name: 'Documents', exact: true });
  await expect(clientPanel.getByRole('link', { name: 'Download w2-2025.pdf' })).toBeVisible();
  await expect(clientPanel.getByRole('button', { name: 'Upload Signed engagement letter' })).toBeVisible();
  await expect(clientPanel.getByRole('button', { name: `Upload ${LONG_NAME}` })).toBeVisible();
  await checkState(clientPage);

  // The firm sees it received without a reload (document_changed), and downloads the same bytes.
  await expect(w2.getByText('Received', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(w2.getByText('1 day overdue')).toHaveCount(0);
  const [download] = await Promise.all([
    firmPage.waitForEvent('download'),
    documents.getByRole('link', { name: 'Download w2-2025.pdf' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('w2-2025.pdf');
  expect((await readFile((await download.path())!)).equals(W2_PDF)).toBe(true);
  await checkState(firmPage);

  // Accepted, then reopened: back to received, for the firm to accept again or ask for a new version.
  await w2.getByRole('button', { name: 'Accept 2025 W-2' }).click();
  await expect(toast(firmPage, 'Document accepted')).toBeVisible();
  await expect(w2.getByText('Accepted', { exact: true })).toBeVisible();
  await w2.getByRole('button', { name: 'Reopen 2025 W-2' }).click();
  await expect(toast(firmPage, 'Document reopened')).toBeVisible();
  await expect(w2.getByText('Received', { exact: true })).toBeVisible();
  await expect(w2.getByRole('button', { name: 'Accept 2025 W-2' })).toBeVisible();
  await checkState(firmPage);

  await clientContext.close();
  await firmContext.close();
});
