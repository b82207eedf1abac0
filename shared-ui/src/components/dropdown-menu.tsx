import { lazy, Suspense } from 'react';
import { StandInTrigger, type TriggerElement } from './stand-in-trigger';

const RadixDropdownMenu = lazy(() => import('./radix/dropdown-menu'));

export interface DropdownMenuAction {
  label: string;
  onSelect(): void;
  disabled?: boolean;
  /** Drawn in the destructive colour, e.g. "Delete project". */
  destructive?: boolean;
}

export interface DropdownMenuProps {
  /** The button that opens the menu; it receives aria-haspopup, aria-expanded and aria-controls. */
  trigger: TriggerElement;
  actions: DropdownMenuAction[];
  /** Which edge of the trigger the menu lines up with; 'end' by default. */
  align?: 'start' | 'center' | 'end';
}

/**
 * A menu of actions (Radix DropdownMenu, the WAI-ARIA menu button): arrow keys and typing move between
 * items, Enter or a click runs one and closes the menu, Esc closes it, and focus returns to the trigger.
 * Radix loads with the first menu on the page; until then its trigger is drawn but inert.
 */
export function DropdownMenu(props: DropdownMenuProps) {
  return (
    <Suspense fallback={<StandInTrigger trigger={props.trigger} />}>
      <RadixDropdownMenu {...props} />
    </Suspense>
  );
}
