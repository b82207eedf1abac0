import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DropdownMenu } from '../dropdown-menu';
import { renderWithUi } from './render-with-ui';

test('a menu button: arrow keys move through the actions, Enter runs one and focus returns', async () => {
  const user = userEvent.setup();
  const share = jest.fn();
  const remove = jest.fn();
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
  const trigger = await screen.findByRole('button', { name: 'Project actions' });
  expect(trigger).toHaveAttribute('aria-haspopup', 'menu');

  trigger.focus();
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
  expect(trigger).toHaveFocus();
});
