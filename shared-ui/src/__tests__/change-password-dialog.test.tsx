import { screen } from '@testing-library/react';
import { json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { ChangePasswordDialog } from '@clientline/shared-ui/change-password-dialog';

function openDialog() {
  const onClose = jest.fn();
  const view = renderWithProviders(<ChangePasswordDialog open onClose={onClose} />);
  return { ...view, onClose };
}

async function fill(user: ReturnType<typeof openDialog>['user'], current: string, next: string, confirm: string) {
  await screen.findByRole('dialog', { name: 'Change Password' });
  if (current) await user.type(screen.getByLabelText(/^Current Password/), current);
  if (next) await user.type(screen.getByLabelText(/^New Password/), next);
  if (confirm) await user.type(screen.getByLabelText(/^Confirm New Password/), confirm);
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
}

describe('Change Password dialog', () => {
  it("shows the contracts' messages on their fields and sends nothing", async () => {
    const api = mockApi({});
    const { user } = openDialog();
    await fill(user, '', '', '');
    expect(screen.getByLabelText(/^Current Password/)).toHaveAccessibleDescription('Current password is required');
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('At least 6 characters. New password must be at least 6 characters');
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription('Please confirm your password');
    expect(api.bodiesSentTo('POST /api/change-password')).toHaveLength(0);
  });

  it('states the rule of the new password under its field, tied to it, before anything is typed', async () => {
    mockApi({});
    openDialog();
    await screen.findByRole('dialog', { name: 'Change Password' });
    expect(screen.getByText('At least 6 characters.')).toBeVisible();
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('At least 6 characters.');
  });

  it("says the passwords don't match on the confirmation field", async () => {
    const api = mockApi({});
    const { user } = openDialog();
    await fill(user, 'old-secret', 'new-secret', 'new-secreT');
    expect(screen.getByLabelText(/^Confirm New Password/)).toHaveAccessibleDescription("Passwords don't match");
    expect(api.bodiesSentTo('POST /api/change-password')).toHaveLength(0);
  });

  it('sends the current and new password (never the confirmation), confirms and closes', async () => {
    const api = mockApi({ 'POST /api/change-password': () => json({ ok: true, message: 'Password changed' }) });
    const { user, onClose } = openDialog();
    await fill(user, 'old-secret', 'new-secret', 'new-secret');
    expect(await screen.findByText('Your password has been changed successfully.')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/change-password')).toEqual([
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
    ]);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the server's message in a destructive Error toast and stays open", async () => {
    mockApi({ 'POST /api/change-password': () => json({ message: 'Current password is incorrect' }, 400) });
    const { user, onClose } = openDialog();
    await fill(user, 'wrong-secret', 'new-secret', 'new-secret');
    const toast = (await screen.findByText('Current password is incorrect')).closest('[data-variant]');
    expect(toast).toHaveAttribute('data-variant', 'destructive');
    expect(onClose).not.toHaveBeenCalled();
  });

  it("falls back to 'Failed to change password' when the server says nothing", async () => {
    mockApi({ 'POST /api/change-password': () => new Response('', { status: 502, statusText: 'Bad Gateway' }) });
    const { user } = openDialog();
    await fill(user, 'old-secret', 'new-secret', 'new-secret');
    expect(await screen.findByText('Failed to change password')).toBeInTheDocument();
  });
});

describe('the forced change, for a user signed in on a temporary password', () => {
  it("asks for the 'Temporary password', not a current one, and sends it as the current password", async () => {
    const api = mockApi({ 'POST /api/change-password': () => json({ ok: true, message: 'Password changed' }) });
    const { user } = renderWithProviders(<ChangePasswordDialog open required onClose={() => undefined} onSignOut={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
    expect(dialog).toHaveAccessibleDescription('You signed in with a temporary password. Choose a password of your own before you continue.');
    expect(screen.queryByLabelText(/^Current Password/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription('At least 6 characters.');

    await user.type(screen.getByLabelText(/^Temporary password/), 'Tmp-4f9a2c');
    await user.type(screen.getByLabelText(/^New Password/), 'harbor-lights');
    await user.type(screen.getByLabelText(/^Confirm New Password/), 'harbor-lights');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(await screen.findByText('Your password has been changed successfully.')).toBeInTheDocument();
    expect(api.bodiesSentTo('POST /api/change-password')).toEqual([{ currentPassword: 'Tmp-4f9a2c', newPassword: 'harbor-lights' }]);
  });
});
