import { screen, waitFor } from '@testing-library/react';
import { aUser, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { AppHeader } from '../app-header';

function renderHeader(timeZone: string | null, path = '/dashboard') {
  const onNotificationSettings = jest.fn();
  const user = aUser({ notificationSettings: { ...aUser().notificationSettings, timeZone } });
  renderWithProviders(<AppHeader user={user} onChangePassword={jest.fn()} onNotificationSettings={onNotificationSettings} onSignOut={jest.fn()} onCloseDialog={jest.fn()} />, path);
  return { onNotificationSettings };
}

const savedSettings = { 'PUT /api/user/notification-settings': () => json({ ok: true, message: 'Notification settings saved', user: aUser() }) };

describe('the header and the time zone of the daily digest', () => {
  it("saves the browser's time zone for someone who has none saved, once", async () => {
    const api = mockApi({ 'GET /api/notifications': () => json([]), ...savedSettings });
    renderHeader(null);
    await screen.findByRole('banner');
    await waitFor(() => expect(api.bodiesSentTo('PUT /api/user/notification-settings')).toEqual([{ timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }]));
    await waitFor(() => expect(api.bodiesSentTo('GET /api/notifications').length).toBeGreaterThan(0));
  });

  it('leaves a saved time zone alone', async () => {
    const api = mockApi({ 'GET /api/notifications': () => json([]), ...savedSettings });
    renderHeader('Asia/Tokyo');
    await screen.findByRole('banner');
    await waitFor(() => expect(api.bodiesSentTo('GET /api/notifications').length).toBeGreaterThan(0));
    expect(api.bodiesSentTo('PUT /api/user/notification-settings')).toEqual([]);
  });

  it("opens Notification settings from a mail's link (#notification-settings) and takes the hash off the address", async () => {
    const api = mockApi({ 'GET /api/notifications': () => json([]) });
    const { onNotificationSettings } = renderHeader('Europe/London', '/client/portal#notification-settings');
    await screen.findByRole('banner');
    expect(onNotificationSettings).toHaveBeenCalledTimes(1);
    expect(window.location.hash).toBe('');
    expect(window.location.pathname).toBe('/client/portal');
    await waitFor(() => expect(api.bodiesSentTo('GET /api/notifications').length).toBeGreaterThan(0));
  });
});
