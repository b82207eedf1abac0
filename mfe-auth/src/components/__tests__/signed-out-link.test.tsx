import { screen } from '@testing-library/react';
import { json, mockApi } from '@clientline/shared-ui/testing';
import { renderAt } from '../../testing/render-at';
import { aUser } from '../../testing/users';

const RESET_PAGE = '/auth/reset-password/Zr4Tq8Lm2Xv7Nc5Bw1Kd9Hs3Pf6Jg0Ya';

describe('a mailed link opened by someone signed in', () => {
  it('asks them to sign out first, then shows the link page at the same address', async () => {
    let signedIn = true;
    const api = mockApi({
      'GET /api/user': () => (signedIn ? json({ user: aUser({ role: 'client', firstLogin: false }) }) : json({ message: 'Not authenticated' }, 401)),
      'POST /api/logout': () => {
        signedIn = false;
        return json({ message: 'Logged out' });
      },
      'POST /api/auth/reset-password/check': () => json({ ok: true, message: 'Reset link is valid', user: { displayName: 'Ann Client' } }),
    });
    const { user } = await renderAt(RESET_PAGE);

    expect(await screen.findByRole('heading', { level: 1, name: 'You are signed in as Jane Smith' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Stay signed in' })).toHaveAttribute('href', '/client/portal');
    expect(api.bodiesSentTo('POST /api/auth/reset-password/check')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Sign out and use the link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(screen.getByText(/For Ann Client\./)).toBeInTheDocument();
    expect(window.location.pathname).toBe(RESET_PAGE);
  });

  it("says why in an 'Error' toast when signing out fails, and keeps the choice", async () => {
    mockApi({
      'GET /api/user': () => json({ user: aUser({ role: 'organization', firstLogin: false }) }),
      'POST /api/logout': () => json({ message: 'Failed to logout' }, 500),
    });
    const { user } = await renderAt('/auth/join/Zr4Tq8Lm2Xv7Nc5Bw1Kd9Hs3Pf6Jg0Ya');
    expect(await screen.findByRole('link', { name: 'Stay signed in' })).toHaveAttribute('href', '/dashboard');
    await user.click(screen.getByRole('button', { name: 'Sign out and use the link' }));
    expect(await screen.findByText('Failed to logout')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out and use the link' })).toBeEnabled();
  });
});
