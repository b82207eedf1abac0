import * as PopoverPrimitive from '@radix-ui/react-popover';
import styled from '@clientline/shared-ui/styled';
import type { PopoverProps } from '../popover';
import { floatingPanel } from './floating-panel';

// Not in a portal: the panel stays inside its landmark (e.g. the header's banner), and Radix positions it
// `fixed`, so no scrolling ancestor clips it.
const Panel = styled(PopoverPrimitive.Content)`
  ${floatingPanel}
  width: min(20rem, calc(100vw - 2rem));
  max-height: min(20rem, var(--radix-popover-content-available-height));
  overflow-y: auto;
`;

export default function RadixPopover({ trigger, label, open, onOpenChange, defaultOpen, align = 'end', children }: PopoverProps & { defaultOpen: boolean }) {
  return (
    <PopoverPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <PopoverPrimitive.Trigger asChild>{trigger}</PopoverPrimitive.Trigger>
      <Panel aria-label={label} align={align} sideOffset={8} collisionPadding={16}>
        {children}
      </Panel>
    </PopoverPrimitive.Root>
  );
}
