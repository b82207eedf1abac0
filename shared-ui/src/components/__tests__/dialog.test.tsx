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

test('a press outside the panel closes it; a press inside does not', async () => {
  const user = await openDialog();
  await user.click(screen.getByLabelText('Current Password'));
  expect(screen.getByRole('dialog')).toBeInTheDocument();

  await user.click(screen.getByRole('dialog').parentElement!);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('while open, the rest of the page is hidden from screen readers and does not scroll; closed, both come back', async () => {
  const user = await openDialog();
  expect(screen.queryByRole('button', { name: 'Change password' })).not.toBeInTheDocument();
  expect(document.body).toHaveStyle({ overflow: 'hidden' });

  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
  expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
});

function NestedExample() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <Dialog open={outer} onOpenChange={setOuter} title="Edit project">
      <button onClick={() => setInner(true)}>Delete project</button>
      <Dialog open={inner} onOpenChange={setInner} title="Delete this project?">
        <button onClick={() => setInner(false)}>Keep it</button>
      </Dialog>
    </Dialog>
  );
}

test('of two dialogs, Esc closes the one on top, and focus goes back to what opened it', async () => {
  const user = userEvent.setup();
  renderWithUi(<NestedExample />);
  await user.click(await screen.findByRole('button', { name: 'Delete project' }));
  await screen.findByRole('dialog', { name: 'Delete this project?' });
  expect(screen.queryByRole('dialog', { name: 'Edit project' })).not.toBeInTheDocument();

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Delete this project?' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Delete project' })).toHaveFocus();
  expect(document.body).toHaveStyle({ overflow: 'hidden' });

  await user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(document.body).not.toHaveStyle({ overflow: 'hidden' });
});

test('a field that takes the focus itself keeps it, and focus still returns to the opener', async () => {
  function Example() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button onClick={() => setOpen(true)}>Confirm it’s you</button>
        <Dialog open={open} onOpenChange={setOpen} title="Confirm it’s you">
          <button>Forgot password?</button>
          <label>
            Password <input type="password" autoFocus />
          </label>
        </Dialog>
      </>
    );
  }
  const user = userEvent.setup();
  renderWithUi(<Example />);
  await user.click(screen.getByRole('button', { name: 'Confirm it’s you' }));
  expect(await screen.findByLabelText('Password')).toHaveFocus();

  await user.keyboard('{Escape}');
  expect(screen.getByRole('button', { name: 'Confirm it’s you' })).toHaveFocus();
});
