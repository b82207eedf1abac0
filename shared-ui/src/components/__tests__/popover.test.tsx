import { useState } from 'react';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Popover } from '../popover';
import { renderWithUi } from './render-with-ui';

// First in the file: Radix is not loaded yet.
test('a controlled popover clicked before Radix has arrived is asked open once, and shows when Radix has', async () => {
  const asked = jest.fn();
  function Bell() {
    const [open, setOpen] = useState(false);
    const changeOpen = (next: boolean) => (asked(next), setOpen(next));
    return (
      <Popover trigger={<button>Notifications</button>} label="Notifications" open={open} onOpenChange={changeOpen}>
        <p>Nothing new.</p>
      </Popover>
    );
  }
  renderWithUi(<Bell />);
  const standIn = screen.getByRole('button', { name: 'Notifications' });
  expect(standIn).toHaveAttribute('aria-haspopup', 'dialog');

  act(() => void fireEvent.click(standIn));
  act(() => void fireEvent.click(standIn));
  expect(await screen.findByRole('dialog', { name: 'Notifications' })).toHaveTextContent('Nothing new.');
  expect(asked.mock.calls).toEqual([[true]]);
});

test('opens a named panel beside its trigger, takes the focus, and Esc gives it back', async () => {
  const user = userEvent.setup();
  const onOpenChange = jest.fn();
  renderWithUi(
    <Popover trigger={<button>Share</button>} label="Share timeline" onOpenChange={onOpenChange}>
      <p>Anyone with the link can view.</p>
    </Popover>,
  );

  await user.click(screen.getByRole('button', { name: 'Share' }));
  const panel = await screen.findByRole('dialog', { name: 'Share timeline' });
  expect(panel).toHaveTextContent('Anyone with the link can view.');
  expect(panel).toHaveFocus();
  const trigger = screen.getByRole('button', { name: 'Share' });
  expect(trigger).toHaveAttribute('aria-expanded', 'true');

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(trigger).toHaveFocus();
  expect(onOpenChange).toHaveBeenLastCalledWith(false);

  await user.click(trigger);
  expect(screen.getByRole('dialog', { name: 'Share timeline' })).toBeInTheDocument();
  expect(onOpenChange).toHaveBeenLastCalledWith(true);
});
