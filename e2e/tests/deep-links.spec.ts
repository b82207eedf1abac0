import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { mailTo } from './support/mailbox';
import { createProject, requestAndRemind } from './support/projects';

// A link to a page, opened signed out, arrives at that page once the person signs in: a colleague's link to a
// project's chat through /auth, a client's mailed "Open the project" through their firm's own sign-in page.

test("a colleague's link to a project's chat, opened signed out, arrives at the chat after signing in", async ({ browser, page, playwright, baseURL }) => {
  const firm = await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL!, page.request, 'deep-link-client-secret');
  const projectId = await createProject(page.request, { name: 'Deep link matter', startDate: '2026-01-05', clientId: client.clientId });
  const signedOut = await browser.newPage({ baseURL });
  await signedOut.goto(`/project/${projectId}#chat`);
  await expect(signedOut).toHaveURL(new RegExp(`/auth\\?next=%2Fproject%2F${projectId}%23chat$`));
  await signedOut.getByLabel('Email').fill(firm.username);
  await signedOut.getByLabel('Password').fill(firm.password);
  await signedOut.getByRole('button', { name: 'Login' }).click();
  await expect(signedOut).toHaveURL(new RegExp(`/project/${projectId}#chat$`));
  await expect(signedOut.getByRole('log', { name: 'Conversation' })).toBeVisible();
  await signedOut.close();
});

test("a client's mailed link, opened signed out, signs them in on their firm's page and arrives at the project's documents", async ({ browser, page, playwright, baseURL }) => {
  await registerFirm(page.request);
  const client = await createClientWithPassword(playwright, baseURL!, page.request, 'deep-link-client-secret');
  const projectId = await createProject(page.request, { name: 'Mailed matter', startDate: '2026-01-05', clientId: client.clientId });
  await requestAndRemind(page.request, projectId, 'Passport');
  const reminder = await mailTo(page.request, client.username, 'Reminder: Passport for Mailed matter');
  const link = /Open the project: (\S+)/.exec(reminder.text)![1]!;

  const signedOut = await browser.newPage({ baseURL });
  await signedOut.goto(new URL(link).pathname + new URL(link).search);
  await expect(signedOut.getByRole('heading', { level: 1 })).toBeVisible();
  // The reminder opens the project's documents, where the passport is uploaded.
  expect(new URL(signedOut.url()).searchParams.get('next')).toBe(`/project/${projectId}#documents`);
  await signedOut.getByLabel('Email').fill(client.username);
  await signedOut.getByLabel('Password').fill('deep-link-client-secret');
  await signedOut.getByRole('button', { name: 'Login' }).click();
  await expect(signedOut).toHaveURL(new RegExp(`/project/${projectId}#documents$`));
  await expect(signedOut.getByRole('heading', { name: 'Documents', exact: true })).toBeInViewport();
  await signedOut.close();
});
