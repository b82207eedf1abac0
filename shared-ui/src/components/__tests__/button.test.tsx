import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../button';
import { renderWithUi } from './render-with-ui';

test('a loading button keeps its name, reports busy and cannot be clicked again', async () => {
  const onClick = jest.fn();
  renderWithUi(
    <Button loading onClick={onClick}>
      Logging in...
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Logging in...' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.setup().click(button);
  expect(onClick).not.toHaveBeenCalled();
});

test('renders as a link with `as`', () => {
  renderWithUi(
    <Button as="a" href="/early-access" variant="secondary">
      Request Early Access
    </Button>,
  );
  expect(screen.getByRole('link', { name: 'Request Early Access' })).toHaveAttribute('href', '/early-access');
});
