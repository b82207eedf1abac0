import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@clientline/shared-ui';
import App from '../app';

describe('Client portal routes', () => {
  it.each([
    ['/client/portal', 'Client portal'],
    ['/project/sample-projectId', 'Project'],
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
