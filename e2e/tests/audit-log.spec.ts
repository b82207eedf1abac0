import { mkdir } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { registerFirm } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { createProject } from './support/projects';

// The audit trail's screens on the composed product with the real api, on a phone and on a
// desktop: the owner uploads and downloads a document, reads the document's History, finds both in the
// Audit log, narrows it to downloads (also in the address and the CSV export), and sets how long entries are kept.

/** A small but real PDF: the api reads the type from the first bytes. */
const ENGAGEMENT_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
const FILE_NAME = 'engagement-letter.pdf';

async function checkState(page: Page) {
  await expect(page.locator('[role="status"]', { hasText: 'Loading' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expectNoSidewaysScroll(page);
}

for (const width of [375, 1280]) {
  test.describe(`the audit trail at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, acceptDownloads: true });
    const phone = width < 768;

    test('the owner finds who uploaded and downloaded a document in its History and in the Audit log, filters by action and keeps entries longer', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const firm = await registerFirm(page.request);
      const created = await page.request.post('/api/clients', { data: { username: `ava-${Date.now()}@example.com`, displayName: 'Ava Martinez' } });
      expect(created.ok(), await created.text()).toBe(true);
      const client = await created.json();
      const today = new Date().toISOString().slice(0, 10);
      const projectId = await createProject(page.request, { name: 'Estate plan', startDate: today, clientId: client.id });

      // The owner uploads a file on the project page, then downloads it.
      await page.goto(`/project/${projectId}`);
      const documents = page.getByRole('region', { name: 'Documents', exact: true });
      await documents.getByLabel('Upload Files').setInputFiles({ name: FILE_NAME, mimeType: 'application/pdf', buffer: ENGAGEMENT_PDF });
      const download = documents.getByRole('link', { name: `Download ${FILE_NAME}` });
      await expect(download).toBeVisible();
      const [saved] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(saved.suggestedFilename()).toBe(FILE_NAME);

      // Its History names both, with who, when, the address and the browser.
      await documents.getByRole('button', { name: `History of ${FILE_NAME}` }).click();
      const history = page.getByRole('dialog', { name: `History of ${FILE_NAME}` });
      const entries = history.getByRole('list', { name: `History of ${FILE_NAME}` }).getByRole('listitem');
      await expect(entries.filter({ hasText: `Document uploaded by ${firm.displayName} (Owner)` })).toHaveCount(1);
      await expect(entries.filter({ hasText: `Document downloaded by ${firm.displayName} (Owner)` })).toHaveCount(1);
      await expect(entries.first()).toContainText(/Chrome on (Windows|Linux)/);
      await checkState(page);
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();

      // The Audit log, from the workspace navigation.
      if (phone) await page.getByRole('button', { name: 'Menu' }).click();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Audit log' }).click();
      await expect(page).toHaveURL(/\/audit-log$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
      await expect(page).toHaveTitle(`Audit log · ${firm.organizationName} · Clientline`);
      const log = phone ? page.getByRole('list', { name: 'Audit log entries' }) : page.getByRole('table', { name: 'Audit log entries' });
      const rows = phone ? log.getByRole('listitem') : log.getByRole('row');
      const uploaded = rows.filter({ hasText: 'Document uploaded' }).filter({ hasText: FILE_NAME });
      const downloaded = rows.filter({ hasText: 'Document downloaded' }).filter({ hasText: FILE_NAME });
      await expect(uploaded).toHaveCount(1);
      await expect(downloaded).toHaveCount(1);
      await expect(downloaded).toContainText(firm.displayName);
      await expect(downloaded).toContainText('Project: Estate plan');
      await expect(downloaded).toContainText(/Chrome on (Windows|Linux)/);
      await checkState(page);
      await mkdir('/tmp/shots', { recursive: true });
      await page.screenshot({ path: `/tmp/shots/audit-log-${width}.png`, fullPage: true });

      // Only the downloads: the filter goes into the address and into the export.
      await page.getByRole('combobox', { name: 'Action' }).selectOption({ label: 'Document downloaded' });
      await expect(page).toHaveURL(/[?&]action=document\.downloaded/);
      await expect(uploaded).toHaveCount(0);
      await expect(downloaded).toHaveCount(1);
      const exportLink = page.getByRole('link', { name: 'Export CSV' });
      await expect(exportLink).toHaveAttribute('href', '/api/audit-log/export.csv?action=document.downloaded');
      const csv = await page.request.get((await exportLink.getAttribute('href'))!);
      expect(csv.headers()['content-type']).toContain('text/csv');
      const lines = (await csv.text()).trim().split(/\r\n/);
      expect(lines.slice(1).every((line) => line.includes('Document downloaded'))).toBe(true);
      expect(lines.slice(1).some((line) => line.includes(FILE_NAME))).toBe(true);
      await checkState(page);

      // A linked view opens with its filters, and one that matches nothing says so.
      await page.goto('/audit-log?action=client.deleted');
      await expect(page.getByRole('combobox', { name: 'Action' })).toHaveValue('client.deleted');
      await expect(page.getByRole('heading', { name: 'No entries match these filters' })).toBeVisible();
      await checkState(page);

      // How long entries are kept.
      const keep = page.getByRole('combobox', { name: 'Keep entries for' });
      await expect(keep).toHaveValue('7');
      await keep.selectOption({ label: '10 years' });
      await expect(toast(page, 'Retention saved')).toBeVisible();
      await page.reload();
      await expect(page.getByRole('combobox', { name: 'Keep entries for' })).toHaveValue('10');
      await page.screenshot({ path: `/tmp/shots/audit-log-empty-${width}.png`, fullPage: true });
    });
  });
}
