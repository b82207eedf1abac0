import * as DropdownMenuPrimitive from '@radix-ui/react-dropdown-menu';
import styled from '@clientline/shared-ui/styled';
import type { DropdownMenuProps } from '../dropdown-menu';
import { floatingPanel } from './floating-panel';

// Not in a portal, like the popover: the menu stays inside its landmark.
const Menu = styled(DropdownMenuPrimitive.Content)`
  ${floatingPanel}
  min-width: 10rem;
  padding: ${({ theme }) => theme.space[1]};
`;

const Item = styled(DropdownMenuPrimitive.Item)<{ $destructive: boolean }>`
  display: flex;
  align-items: center;
  min-height: 32px;
  padding: 0 ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme, $destructive }) => ($destructive ? theme.colors.destructiveText : theme.colors.text)};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  cursor: pointer;
  outline: none;
  user-select: none;

  &[data-highlighted] {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }

  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export default function RadixDropdownMenu({ trigger, actions, align = 'end', defaultOpen }: DropdownMenuProps & { defaultOpen: boolean }) {
  return (
    <DropdownMenuPrimitive.Root defaultOpen={defaultOpen}>
      <DropdownMenuPrimitive.Trigger asChild>{trigger}</DropdownMenuPrimitive.Trigger>
      <Menu align={align} sideOffset={4} collisionPadding={16}>
        {actions.map((action) => (
          <Item
            key={action.label}
            disabled={action.disabled}
            $destructive={Boolean(action.destructive)}
            onSelect={action.onSelect}
          >
            {action.label}
          </Item>
        ))}
      </Menu>
    </DropdownMenuPrimitive.Root>
  );
}
