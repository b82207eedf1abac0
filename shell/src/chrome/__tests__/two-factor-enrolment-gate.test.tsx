import { screen } from '@testing-library/react';
import { currentPath, renderWithProviders } from '@clientline/shared-ui/testing';
import { Route, Routes } from '@clientline/shared-ui/router';
import { TwoFactorEnrolmentGate } from '../two-factor-enrolment-gate';

function pages() {
  return (
    <Routes>
      <Route path="/account/security" element={<h1>Sign-in and security</h1>} />
      <Route path="/dashboard" element={<h1>Dashboard</h1>} />
    </Routes>
  );
}

describe('when the firm requires two-factor sign-in and the person has not turned it on', () => {
  it('takes any page to Sign-in and security, with a notice saying the firm requires it', async () => {
    renderWithProviders(
      <>
        <TwoFactorEnrolmentGate onSignOut={jest.fn()} />
        {pages()}
      </>,
      '/dashboard',
    );
    expect(await screen.findByRole('heading', { name: 'Sign-in and security' })).toBeInTheDocument();
    expect(currentPath()).toBe('/account/security');
    expect(screen.getByRole('region', { name: 'Two-factor sign-in required' })).toHaveTextContent(
      'Your firm requires two-factor sign-in. Turn it on below to continue using Clientline.',
    );
  });

  it('offers Logout', async () => {
    const onSignOut = jest.fn();
    const { user } = renderWithProviders(<TwoFactorEnrolmentGate onSignOut={onSignOut} />, '/account/security');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });
});
