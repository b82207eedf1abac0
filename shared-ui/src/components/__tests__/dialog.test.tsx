import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog } from '../dialog';
import { renderWithUi } from './render-with-ui';

function ChangePasswordExample({ dismissible = true }: { dismissible?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Change password</button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Change Password"
        description="Choose a new password."
        dismissible={dismissible}
      >
        <label>
          Current Password <input type="password" />
        </label>
        <button onClick={() => setOpen(false)}>Cancel</button>
      </Dialog>
    </>
  );
}

async function openDialog(dismissible?: boolean) {
  const user = userEvent.setup();
  renderWithUi(<ChangePasswordExample dismissible={dismissible} />);
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await screen.findByRole('dialog');
  return user;
}

test('is a modal dialog named by its title and described by its description', async () => {
  await openDialog();
  const dialog = screen.getByRole('dialog', { name: 'Change Password' });
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog).toHaveAccessibleDescription('Choose a new password.');
  expect(dialog.parentElement?.parentElement).toBe(document.body);
});

test('moves focus to its first control and keeps Tab inside', async () => {
  const user = await openDialog();
  const field = screen.getByLabelText('Current Password');
  expect(field).toHaveFocus();

  await user.tab();
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await user.tab();
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
  await user.tab();
  expect(field).toHaveFocus();

  await user.tab({ shift: true });
  expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
});

test('Esc closes it and focus returns to the button that opened it', async () => {
  const user = await openDialog();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Change password' })).toHaveFocus();
});

test('a non-dismissible dialog ignores Esc and has no close button', async () => {
  const user = await openDialog(false);
  await user.keyboard('{Escape}');
  expect(screen.getByRole('dialog', { name: 'Change Password' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
});
