import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@clientline/shared-ui';
import App from '../app';

describe('Workspace routes', () => {
  it.each([
    ['/dashboard', 'Dashboard'],
    ['/new-requests', 'New requests'],
    ['/projects', 'Projects'],
    ['/projects/client/sample-clientId', 'Client projects'],
    ['/clients', 'Clients'],
    ['/client/sample-id', 'Client details'],
    ['/team', 'Team'],
  ])('%s shows %s', (path, heading) => {
    render(
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <App />
        </MemoryRouter>
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
