import { screen } from '@testing-library/react';
import { renderWithProviders } from '@clientline/shared-ui/testing';
import App from '../app';

describe('Client portal routes', () => {
  it.each([
    ['/client/portal', 'Client portal'],
    ['/project/project-1', 'Project'],
  ])('%s shows %s', (path, heading) => {
    renderWithProviders(<App />, path);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
