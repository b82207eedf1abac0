import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import App, { preloadPage } from '../app';

describe('Sign-in routes', () => {
  // The shell preloads the page opened before its first render, so the page shows with no spinner first.
  it('a page preloaded renders in its first render, with no loading state', async () => {
    await preloadPage('/auth/forgot-password');
    renderWithProviders(<App />, '/auth/forgot-password');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.queryByText('Loading page')).not.toBeInTheDocument();
  });

  it('a page not preloaded shows Loading page until its code arrives', async () => {
    renderWithProviders(<App />, '/auth');
    expect(screen.getByText('Loading page')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Welcome back' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
