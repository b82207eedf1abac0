import { cloneElement, type ReactElement } from 'react';

/** A trigger element: a button that can be made inert. */
export type TriggerElement = ReactElement<{ inert?: boolean; 'aria-hidden'?: boolean }>;

/**
 * What a lazily loaded popup shows until Radix arrives: its trigger, drawn in place but inert and hidden
 * from screen readers, so nobody can use it before it works (and tests wait for the real one).
 */
export function StandInTrigger({ trigger }: { trigger: TriggerElement }) {
  return cloneElement(trigger, { inert: true, 'aria-hidden': true });
}
