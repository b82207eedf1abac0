import { screen } from '@testing-library/react';
import { aUser, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { NotificationSettingsDialog } from '../notification-settings-dialog';

function openDialog(signInAlerts = false) {
  const onClose = jest.fn();
  const user = aUser({ notificationSettings: { signInAlerts } });
  const view = renderWithProviders(<NotificationSettingsDialog user={user} onClose={onClose} />);
  return { ...view, onClose };
}

const signInAlerts = () => screen.getByRole('checkbox', { name: 'Mail me when someone signs in to my account' });

describe('Notification settings dialog', () => {
  it('shows sign-in alerts as they are, off by default, with what the mail says', async () => {
    mockApi({});
    openDialog();
    await screen.findByRole('dialog', { name: 'Notification settings' });
    expect(signInAlerts()).not.toBeChecked();
    expect(signInAlerts()).toHaveAccessibleDescription(/^Off by default\. The mail says when/);
  });

  it('turns sign-in alerts on, confirms and closes', async () => {
    const api = mockApi({
      'PUT /api/user/notification-settings': () => json({ ok: true, message: 'Notification settings saved', user: aUser({ notificationSettings: { signInAlerts: true } }) }),
    });
    const { user, onClose } = openDialog();
    await user.click(await screen.findByRole('checkbox', { name: 'Mail me when someone signs in to my account' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.bodiesSentTo('PUT /api/user/notification-settings')).toEqual([{ signInAlerts: true }]);
    expect(onClose).toHaveBeenCalled();
  });

  it("turns them off again, and on failure keeps the dialog open with the server's message", async () => {
    mockApi({ 'PUT /api/user/notification-settings': () => json({ message: 'Please log in to continue' }, 401) });
    const { user, onClose } = openDialog(true);
    await user.click(await screen.findByRole('checkbox', { name: 'Mail me when someone signs in to my account' }));
    expect(signInAlerts()).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please log in to continue')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});
