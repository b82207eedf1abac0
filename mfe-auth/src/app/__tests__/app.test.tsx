import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from '../app';

describe('Sign-in routes', () => {
  it.each([
    ['/auth', 'Sign in'],
    ['/auth/first-access/sample-accessToken', 'Set your password'],
    ['/sample-organizationName', 'Client login'],
  ])('%s shows %s', (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
