import type { ReactNode } from 'react';
import { lazyWithPreload } from '@clientline/shared-ui';
import { LoadOnIntent } from './load-on-intent';
import type { TriggerElement } from './stand-in-trigger';

const RadixPopover = lazyWithPreload(() => import('./radix/popover').then((module) => module.default));

export interface PopoverProps {
  /** The button that opens and closes it; it receives aria-expanded and aria-controls. */
  trigger: TriggerElement;
  /** Names the panel (a non-modal dialog) for screen readers, e.g. "Notifications". */
  label: string;
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Which edge of the trigger the panel lines up with; 'end' by default. */
  align?: 'start' | 'center' | 'end';
  children: ReactNode;
}

/**
 * A panel that opens beside its trigger (Radix Popover): focus moves into it, Esc or a click outside closes
 * it, and focus returns to the trigger. Radix loads when someone reaches for the trigger (LoadOnIntent).
 */
export function Popover(props: PopoverProps) {
  const controlled = props.open !== undefined;
  return (
    <LoadOnIntent
      trigger={props.trigger}
      popup="dialog"
      preload={RadixPopover.preload}
      onPress={controlled ? () => props.onOpenChange?.(true) : undefined}
      onDismiss={controlled ? () => props.onOpenChange?.(false) : undefined}
    >
      {(openAtStart) => <RadixPopover {...props} defaultOpen={openAtStart} />}
    </LoadOnIntent>
  );
}
