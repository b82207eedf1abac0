import { expect, test, type Page } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { expectNoSeriousA11yViolations, expectNoSidewaysScroll, toast } from './support/page-checks';
import { addMilestone, createProject } from './support/projects';
import { logInToPortal } from './support/sign-in';
import { socketConnected } from './support/socket';

// Correcting records on the composed product with the real api, on a phone and on a desktop:
// a client's name, a project's name and its archiving, a milestone, a timeline task marked done, a chat
// message edited (live on the client's open page), and the Share dialog's conversation opt-in.

const CLIENT_PASSWORD = 'client-secret-1';

interface Matter {
  firmName: string;
  clientId: string;
  clientName: string;
  clientUsername: string;
  projectId: string;
}

/** A firm signed in on the page, with a client whose password is set and one project with a milestone and a task. */
async function firmWithMatter(page: Page, playwright: Parameters<typeof createClientWithPassword>[0], baseURL: string): Promise<Matter> {
  const firm = await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL, page.request, CLIENT_PASSWORD);
  const projectId = await createProject(page.request, { name: 'Estate plan', startDate: '2026-01-05', endDate: '2099-12-31', clientId: client.clientId });
  await addMilestone(page.request, projectId, { name: 'Collect documents', dueDate: '2099-02-01' });
  const task = await page.request.post(`/api/projects/${projectId}/timelines`, {
    data: { name: 'Draft the will', startDate: '2026-01-05', endDate: '2099-01-31' },
  });
  expect(task.ok(), await task.text()).toBe(true);
  return { firmName: firm.organizationName, clientId: client.clientId, clientName: client.displayName, clientUsername: client.username, projectId };
}

for (const width of [375, 1280]) {
  test.describe(`correcting records at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the firm corrects a client's name, a project's name, a milestone and a task, and archives the project", async ({
      page,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const matter = await firmWithMatter(page, playwright, baseURL!);

      // The client's name, typed wrong, corrected on the Clients screen.
      await page.goto('/clients');
      await expect(page).toHaveTitle(`Clients · ${matter.firmName} · Clientline`);
      await page.getByRole('button', { name: `Edit ${matter.clientName}` }).click();
      const editClient = page.getByRole('dialog', { name: 'Edit client' });
      await editClient.getByLabel(/Display name/).fill('Ava Martínez');
      await editClient.getByRole('button', { name: 'Save client' }).click();
      await expect(editClient).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit Ava Martínez' })).toBeVisible();
      // Its toast is on the page before axe reads it (one still arriving was read mid fade-in, as poor contrast).
      await expect(toast(page, 'Client updated')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // The project renamed, and its milestone corrected, on the project page.
      await page.goto(`/project/${matter.projectId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Estate plan' })).toBeVisible();
      await expect(page).toHaveTitle(`Estate plan · ${matter.firmName} · Clientline`);
      await page.getByRole('button', { name: 'Edit Project' }).click();
      const editProject = page.getByRole('dialog', { name: 'Edit Project' });
      await editProject.getByLabel(/Project Name/).fill('Estate plan and trust');
      await editProject.getByRole('button', { name: 'Save Project' }).click();
      await expect(editProject).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: 'Estate plan and trust' })).toBeVisible();
      await expect(page).toHaveTitle(`Estate plan and trust · ${matter.firmName} · Clientline`);

      await page.getByRole('button', { name: 'Edit milestone Collect documents' }).click();
      const editMilestone = page.getByRole('dialog', { name: 'Edit Milestone' });
      await expect(editMilestone.getByLabel(/Milestone Name/)).toHaveValue('Collect documents');
      await editMilestone.getByLabel(/Milestone Name/).fill('Collect every document');
      await editMilestone.getByRole('button', { name: 'Save Milestone' }).click();
      await expect(editMilestone).toBeHidden();
      await expect(page.getByRole('button', { name: 'Edit milestone Collect every document' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // The task marked done on the timeline; the dashboard's outstanding tasks no longer count it.
      await page.goto(`/timeline/${matter.projectId}`);
      await expect(page).toHaveTitle(`Timeline · Estate plan and trust · ${matter.firmName} · Clientline`);
      const done = page.getByRole('checkbox', { name: 'Done: Draft the will' });
      await expect(done).not.toBeChecked();
      // The box shows the api's answer, not the click: it ticks once the task is saved done.
      await done.click();
      await expect(done).toBeChecked();
      await expect(page.getByRole('listitem').filter({ hasText: 'Draft the will' }).first()).toContainText('Done');
      await page.reload();
      await expect(page.getByRole('checkbox', { name: 'Done: Draft the will' })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);

      // Archived from its page: off the Projects list, found under the status 'Archived'.
      await page.goto(`/project/${matter.projectId}`);
      await page.getByRole('button', { name: 'Archive Project' }).click();
      const archive = page.getByRole('dialog', { name: 'Archive Estate plan and trust?' });
      await archive.getByRole('button', { name: 'Archive Project' }).click();
      await expect(toast(page, 'Project archived')).toBeVisible();
      await expect(page.getByText(/^Archived on/)).toBeVisible();

      await page.goto('/projects');
      await expect(page).toHaveTitle(`Projects · ${matter.firmName} · Clientline`);
      await expect(page.getByRole('heading', { name: 'No active projects' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Estate plan and trust', exact: true })).toHaveCount(0);
      await page.getByRole('button', { name: 'Show archived projects' }).click();
      await expect(page.getByLabel('Status')).toHaveValue('archived');
      await expect(page.getByRole('link', { name: 'Estate plan and trust', exact: true })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });

    test('a message edited by the firm shows "edited" on the client\'s open page, and each new share link starts without the conversation', async ({
      page,
      browser,
      playwright,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const matter = await firmWithMatter(page, playwright, baseURL!);

      const clientContext = await browser.newContext({ viewport: { width, height: 900 } });
      const client = await clientContext.newPage();
      await logInToPortal(client, matter.clientUsername, CLIENT_PASSWORD);
      const clientSocket = socketConnected(client);
      await client.goto(`/project/${matter.projectId}`);
      await expect(client.getByRole('heading', { level: 1, name: 'Estate plan' })).toBeVisible();
      await clientSocket;

      await page.goto(`/project/${matter.projectId}`);
      await page.getByRole('textbox', { name: 'Message' }).fill('We meet on Tuesday.');
      await page.getByRole('button', { name: 'Send' }).click();
      await expect(client.getByRole('list', { name: 'Messages' })).toContainText('We meet on Tuesday.');

      await page.getByRole('button', { name: 'Edit your message: We meet on Tuesday.' }).click();
      const editor = page.getByRole('textbox', { name: 'Edit message' });
      await editor.fill('We meet on Wednesday.');
      await editor.press('Enter');
      const firmChat = page.getByRole('list', { name: 'Messages' });
      await expect(firmChat).toContainText('We meet on Wednesday.');
      await expect(firmChat).toContainText('edited');
      const clientChat = client.getByRole('list', { name: 'Messages' });
      await expect(clientChat).toContainText('We meet on Wednesday.');
      await expect(clientChat).not.toContainText('We meet on Tuesday.');
      await expect(clientChat).toContainText('edited');
      await expectNoSeriousA11yViolations(client);
      await clientContext.close();

      // The Share dialog: a link made with the conversation says so in words; the next one starts unticked.
      await page.goto(`/timeline/${matter.projectId}`);
      await page.getByRole('button', { name: 'Share', exact: true }).click();
      const share = page.getByRole('dialog', { name: 'Share Timeline' });
      const includeChat = share.getByRole('checkbox', { name: 'Include the conversation' });
      await expect(includeChat).not.toBeChecked();
      await includeChat.check();
      await share.getByRole('button', { name: 'Generate Link' }).click();
      await expect(share.getByRole('listitem')).toHaveCount(1);
      await expect(share.getByRole('listitem')).toContainText('Includes the conversation');
      await expect(share).toContainText('Includes the conversation: anyone with this link can read your messages with the client.');

      await share.getByRole('button', { name: 'New Link' }).click();
      await expect(includeChat).not.toBeChecked();
      await share.getByRole('button', { name: 'Generate Link' }).click();
      await expect(share).toContainText('Tasks only: the conversation is not included.');
      await expect(share.getByRole('listitem')).toHaveCount(2);
      await expect(share.getByRole('listitem').filter({ hasText: 'Includes the conversation' })).toHaveCount(1);
      await expectNoSeriousA11yViolations(page);
      await expectNoSidewaysScroll(page);
    });
  });
}
