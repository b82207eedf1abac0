import { screen, waitFor } from '@testing-library/react';
import { aUser, currentPath, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { AppHeader } from '../app-header';

function renderHeader(role: 'organization' | 'client') {
  mockApi({ 'GET /api/notifications': () => json([]) });
  const handlers = { onChangePassword: jest.fn(), onNotificationSettings: jest.fn(), onSignOut: jest.fn(), onCloseDialog: jest.fn() };
  const view = renderWithProviders(<AppHeader user={aUser({ role, displayName: 'Olivia Harbor' })} {...handlers} />, '/dashboard');
  return { ...view, ...handlers };
}

/** jsdom matches no media query, so the header is drawn as on a phone: its items are behind Menu. */
async function openPhoneMenu(user: ReturnType<typeof renderHeader>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Menu' }));
}

describe('the signed-in header', () => {
  it("keeps the spec's Share Profile and Logout in view and the person's own settings under their name", async () => {
    const { user, onChangePassword, onNotificationSettings } = renderHeader('organization');
    await openPhoneMenu(user);
    expect(screen.getByRole('button', { name: 'Share Profile' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Change Password' })).not.toBeInTheDocument();

    const account = await screen.findByRole('button', { name: 'Account: Olivia Harbor' });
    await waitFor(() => expect(account).not.toHaveAttribute('aria-hidden'));
    await user.click(account);
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Sign-in and security', 'Notification settings', 'Change Password']);
    await user.click(screen.getByRole('menuitem', { name: 'Change Password' }));
    expect(onChangePassword).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: 'Account: Olivia Harbor' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Notification settings' }));
    expect(onNotificationSettings).toHaveBeenCalledTimes(1);
  });

  it('opens Sign-in and security from the account menu', async () => {
    const { user } = renderHeader('client');
    await openPhoneMenu(user);
    const account = await screen.findByRole('button', { name: 'Account: Olivia Harbor' });
    await waitFor(() => expect(account).not.toHaveAttribute('aria-hidden'));
    await user.click(account);
    await user.click(await screen.findByRole('menuitem', { name: 'Sign-in and security' }));
    expect(currentPath()).toBe('/account/security');
  });

  it('offers a client no Share Profile', async () => {
    const { user } = renderHeader('client');
    await openPhoneMenu(user);
    await screen.findByRole('button', { name: 'Account: Olivia Harbor' });
    expect(screen.queryByRole('button', { name: 'Share Profile' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });
});
