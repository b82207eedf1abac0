import { lazy, Suspense, type ReactNode } from 'react';
import { StandInTrigger, type TriggerElement } from './stand-in-trigger';

const RadixPopover = lazy(() => import('./radix/popover'));

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
 * it, and focus returns to the trigger. Radix loads with the first popover on the page; until then its
 * trigger is drawn but inert.
 */
export function Popover(props: PopoverProps) {
  return (
    <Suspense fallback={<StandInTrigger trigger={props.trigger} />}>
      <RadixPopover {...props} />
    </Suspense>
  );
}
