import { expect, test } from '@playwright/test';
import { createClientWithPassword, registerFirm } from './support/accounts';
import { takeOnboardingTour } from './support/onboarding';

// The realtime bridge on the composed product: what the server pushes reaches the screen by itself.

test('a milestone the firm adds reaches the client’s open bell through the socket, with polling cut off', async ({
  page,
  playwright,
  baseURL,
}) => {
  const firm = await playwright.request.newContext({ baseURL });
  await registerFirm(firm);
  const client = await createClientWithPassword(playwright, baseURL!, firm, 'harbor-lights');
  const project = await firm.post('/api/projects', {
    data: { name: 'Estate plan', startDate: '2026-01-05', clientId: client.clientId },
  });
  expect(project.ok(), await project.text()).toBe(true);
  const { id: projectId } = await project.json();

  await page.goto('/auth');
  await page.getByLabel('Email').fill(client.username);
  await page.getByLabel('Password').fill('harbor-lights');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/client\/portal$/);
  await takeOnboardingTour(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // From here on the bell's polls fail: only a push can bring the news.
  let pollsCutOff = 0;
  await page.route('**/api/notifications', (route) => {
    pollsCutOff += 1;
    return route.abort();
  });
  const milestone = await firm.post(`/api/projects/${projectId}/milestones`, {
    data: { name: 'Sign the will', dueDate: '2026-03-31' },
  });
  expect(milestone.ok(), await milestone.text()).toBe(true);

  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: 'Milestone Update' });
  // Toasts show one at a time for 5 s: this one waits behind the tour's 'Welcome aboard!'.
  await expect(toast).toContainText('Sign the will', { timeout: 12_000 });
  test.info().annotations.push({ type: 'polls cut off meanwhile', description: String(pollsCutOff) });
  await firm.dispose();
});
