import { expect, test } from '@playwright/test';
import { registerFirmWithClient } from './support/accounts';
import { takeOnboardingTour } from './support/onboarding';
import { addMilestone, createProject } from './support/projects';
import { logInToPortal } from './support/sign-in';

// The realtime bridge on the composed product: what the server pushes reaches the screen by itself.

test('a milestone the firm adds reaches the client’s open bell through the socket, with polling cut off', async ({
  page,
  playwright,
  baseURL,
}) => {
  const { firm, client } = await registerFirmWithClient(playwright, baseURL!, 'harbor-lights');
  const projectId = await createProject(firm, { name: 'Estate plan', startDate: '2026-01-05', clientId: client.clientId });

  await logInToPortal(page, client.username, 'harbor-lights');
  await takeOnboardingTour(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // From here on the bell's polls fail: only a push can bring the news.
  let pollsCutOff = 0;
  await page.route('**/api/notifications', (route) => {
    pollsCutOff += 1;
    return route.abort();
  });
  await addMilestone(firm, projectId, { name: 'Sign the will', dueDate: '2026-03-31' });

  await expect(header.getByRole('button', { name: 'Notifications, 1 unread' })).toBeVisible();
  const toast = page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('listitem').filter({ hasText: 'Milestone Update' });
  // Toasts show one at a time for 5 s: this one waits behind the tour's 'Welcome aboard!'.
  await expect(toast).toContainText('Sign the will', { timeout: 12_000 });
  test.info().annotations.push({ type: 'polls cut off meanwhile', description: String(pollsCutOff) });
  await firm.dispose();
});
