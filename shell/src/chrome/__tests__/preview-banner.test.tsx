import { screen, waitFor, within } from '@testing-library/react';
import { aNotification, aPreviewUser, findToast, json, mockApi, renderWithProviders, watchFullPageLoads } from '@clientline/shared-ui/testing';
import { AppHeader } from '../app-header';

const PREVIEW = { personName: 'Nia Okafor', clientId: '64b000000000000000000001', clientName: 'The Okafors' };

function renderPreview(endPreview: () => Response, { notifications = [], path = '/client/portal' }: { notifications?: unknown[]; path?: string } = {}) {
  const api = mockApi({
    'GET /api/notifications': () => json(notifications),
    'POST /api/notifications/mark-read': () => json({ ok: true, updated: notifications.length }),
    'DELETE /api/preview': endPreview,
  });
  const user = aPreviewUser({ displayName: 'Nia Okafor', preview: PREVIEW });
  const handlers = { onChangePassword: jest.fn(), onNotificationSettings: jest.fn(), onSignOut: jest.fn(), onCloseDialog: jest.fn() };
  return { ...renderWithProviders(<AppHeader user={user} {...handlers} />, path), ...handlers, api };
}

const opened = watchFullPageLoads();

describe('a preview of a client person\'s portal', () => {
  it('says so above the header, and End preview goes back to the client\'s page with a full page load, from the keyboard too', async () => {
    const { user, api } = renderPreview(() => json({ ok: true, message: 'The preview ended', path: `/client/${PREVIEW.clientId}` }));
    expect(await screen.findByRole('region', { name: 'Preview' })).toHaveTextContent(
      'Preview: you are seeing the portal as Nia Okafor sees it. Nothing can be changed here.End preview',
    );
    const end = screen.getByRole('button', { name: 'End preview' });
    for (let presses = 0; presses < 3 && document.activeElement !== end; presses += 1) await user.tab();
    expect(end).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(opened).toHaveBeenCalledWith(`/client/${PREVIEW.clientId}`));
    expect(api.bodiesSentTo('DELETE /api/preview')).toHaveLength(1);
  });

  it('stays, saying so, when the preview could not be ended', async () => {
    const { user } = renderPreview(() => json({ message: 'Something went wrong' }, 500));
    await user.click(screen.getByRole('button', { name: 'End preview' }));
    expect(await findToast('destructive')).toHaveTextContent('Something went wrong');
    expect(opened).not.toHaveBeenCalled();
  });

  it("offers the firm manager's Logout, not the person's own settings", async () => {
    const { user, onSignOut } = renderPreview(() => json({}));
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(screen.queryByRole('button', { name: /^Account:/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it("keeps the person's navigation", async () => {
    const { user } = renderPreview(() => json({}));
    await user.click(await screen.findByRole('button', { name: 'Menu' }));
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'My Portal' })).toHaveAttribute('href', '/client/portal');
  });

  it("shows the person's notifications in the bell without marking them read", async () => {
    const { user, api } = renderPreview(() => json({}), { notifications: [aNotification({ content: 'Your return was filed' })] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Your return was filed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/notifications/mark-read')).toHaveLength(0);
  });

  it("does not open the person's Notification settings from a mail's link", async () => {
    const { onNotificationSettings } = renderPreview(() => json({}), { path: '/client/portal#notification-settings' });
    await screen.findByRole('region', { name: 'Preview' });
    await screen.findByRole('button', { name: 'Notifications' });
    expect(onNotificationSettings).not.toHaveBeenCalled();
  });
});
