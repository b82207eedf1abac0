import { screen } from '@testing-library/react';
import { aUser, json, mockApi, renderWithProviders } from '@clientline/shared-ui/testing';
import { AppHeader } from '../app-header';

describe('the signed-in layout', () => {
  it('stops first on "Skip to content", not on the logo, and the link moves focus to the main content', async () => {
    mockApi({ 'GET /api/notifications': () => json([]) });
    const { user } = renderWithProviders(
      <>
        <AppHeader user={aUser()} onChangePassword={jest.fn()} onNotificationSettings={jest.fn()} onSignOut={jest.fn()} onCloseDialog={jest.fn()} />
        <main>
          <h1>Dashboard</h1>
        </main>
      </>,
      '/dashboard',
    );
    await screen.findByRole('banner');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    expect(window.location.pathname).toBe('/dashboard');
  });
});
