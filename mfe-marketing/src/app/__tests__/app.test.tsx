import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import App from '../app';

describe('Marketing pages routes', () => {
  it.each([
    ['/', 'Clientline'],
    ['/law', 'Clientline for law firms'],
    ['/accountant', 'Clientline for accountants'],
    ['/early-access', 'Request early access'],
  ])('%s shows %s', (path, heading) => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });
});
