import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from '../app';

describe('Timeline routes', () => {
  it.each([
    ['/timeline/sample-projectId', 'Timeline'],
    ['/timeline/share/sample-shareToken', 'Shared timeline'],
  ])('%s shows %s', (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
