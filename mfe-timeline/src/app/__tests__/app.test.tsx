import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../app';

describe('Timeline routes', () => {
  it.each([
    ['/timeline/project-1', 'Timeline'],
    ['/timeline/share/share-token', 'Shared timeline'],
  ])('%s shows %s', (path, heading) => {
    renderWithProviders(<App />, path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
