import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from '../dropdown-menu';
import { renderWithUi } from './render-with-ui';

function renderMenu(share = jest.fn(), remove = jest.fn()) {
  renderWithUi(
    <DropdownMenu
      trigger={<button>Project actions</button>}
      actions={[
        { label: 'Share', onSelect: share },
        { label: 'Archive', onSelect: jest.fn(), disabled: true },
        { label: 'Delete', onSelect: remove, destructive: true },
      ]}
    />,
  );
}

const trigger = () => screen.getByRole('button', { name: 'Project actions' });

// First in the file: Radix is not loaded yet.
test('a click on the trigger before Radix has arrived opens the menu as soon as it has', async () => {
  renderMenu();
  expect(trigger()).toHaveAttribute('aria-haspopup', 'menu');
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');

  act(() => void fireEvent.click(trigger()));
  const menu = await screen.findByRole('menu');
  expect(document.getElementById(menu.getAttribute('aria-labelledby')!)).toHaveTextContent('Project actions');
  expect(screen.getAllByRole('menuitem')).toHaveLength(3);
});

test('a menu button: arrow keys move through the actions, Enter runs one and focus returns', async () => {
  const user = userEvent.setup();
  const share = jest.fn();
  const remove = jest.fn();
  renderMenu(share, remove);

  await user.tab();
  await user.keyboard('{Enter}');
  expect(await screen.findByRole('menu')).toBeInTheDocument();
  await user.keyboard('{Escape}');
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();

  await user.keyboard('{Enter}');
  const menu = screen.getByRole('menu');
  expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Share', 'Archive', 'Delete']);
  expect(screen.getByRole('menuitem', { name: 'Share' })).toHaveFocus();

  await user.keyboard('{ArrowDown}');
  expect(screen.getByRole('menuitem', { name: 'Delete' })).toHaveFocus();
  await user.keyboard('{Enter}');
  expect(remove).toHaveBeenCalledTimes(1);
  expect(share).not.toHaveBeenCalled();
  expect(menu).not.toBeInTheDocument();
  expect(trigger()).toHaveFocus();
});
