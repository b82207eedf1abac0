import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from '../app';

describe('Client portal routes', () => {
  it.each([
    ['/client/portal', 'Client portal'],
    ['/project/sample-projectId', 'Project'],
  ])('%s shows %s', (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
