import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from '../popover';
import { renderWithUi } from './render-with-ui';

test('opens a named panel beside its trigger, takes the focus, and Esc gives it back', async () => {
  const user = userEvent.setup();
  const onOpenChange = jest.fn();
  renderWithUi(
    <Popover trigger={<button>Share</button>} label="Share timeline" onOpenChange={onOpenChange}>
      <p>Anyone with the link can view.</p>
    </Popover>,
  );
  const trigger = await screen.findByRole('button', { name: 'Share', expanded: false });

  await user.click(trigger);
  const panel = screen.getByRole('dialog', { name: 'Share timeline' });
  expect(panel).toHaveTextContent('Anyone with the link can view.');
  expect(panel).toHaveFocus();
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(onOpenChange).toHaveBeenLastCalledWith(true);

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
});
