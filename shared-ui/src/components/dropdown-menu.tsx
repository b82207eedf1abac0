import { lazyWithPreload } from '@clientline/shared-ui';
import { LoadOnIntent } from './load-on-intent';
import type { TriggerElement } from './stand-in-trigger';

const RadixDropdownMenu = lazyWithPreload(() => import('./radix/dropdown-menu').then((module) => module.default));

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
 * Radix loads when someone reaches for the trigger (LoadOnIntent).
 */
export function DropdownMenu(props: DropdownMenuProps) {
  return (
    <LoadOnIntent trigger={props.trigger} popup="menu" preload={RadixDropdownMenu.preload}>
      {(openAtStart) => <RadixDropdownMenu {...props} defaultOpen={openAtStart} />}
    </LoadOnIntent>
  );
}
