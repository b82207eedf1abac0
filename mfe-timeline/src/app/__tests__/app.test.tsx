import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { UiProvider } from '@clientline/shared-ui';
import App from '../app';

describe('Timeline routes', () => {
  it.each([
    ['/timeline/sample-projectId', 'Timeline'],
    ['/timeline/share/sample-shareToken', 'Shared timeline'],
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
