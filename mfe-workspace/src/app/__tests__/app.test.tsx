import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../app';

describe('Workspace routes', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/new-requests', 'New requests'],
    ['/projects', 'Projects'],
    ['/projects/client/client-1', 'Client projects'],
    ['/clients', 'Clients'],
    ['/client/client-1', 'Client details'],
    ['/team', 'Team'],
  ])('%s shows %s', async (path, heading) => {
    renderWithProviders(<App />, path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
