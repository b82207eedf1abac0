import { cloneElement, type ReactElement } from 'react';

/** A trigger element: a button that can be made inert. */
export type TriggerElement = ReactElement<{ inert?: boolean; 'aria-hidden'?: boolean }>;

/**
 * What a popup loaded with its form (the combobox) shows until Radix arrives: its trigger, drawn in place but
 * inert and hidden from screen readers, so nobody can use it before it works (and tests wait for the real
 * one). A popup on every page loads on intent instead (LoadOnIntent), with a trigger that works at once.
 */
export function StandInTrigger({ trigger }: { trigger: TriggerElement }) {
  return cloneElement(trigger, { inert: true, 'aria-hidden': true });
}
