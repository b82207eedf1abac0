import { useSyncExternalStore } from 'react';

/**
 * The one question "Confirm it's you", asked when a sensitive call answers that the password was given too
 * long ago (docs/api.md, "Confirming it's you"). The base query asks and waits; the dialog AppProviders mounts
 * answers. Calls refused together wait for the same answer.
 */
let asking: { answer: Promise<boolean>; settle(confirmed: boolean): void } | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

/** Resolves true once the person confirmed it is them (the api stamped the session), false when they cancelled. */
export function askToConfirmIdentity(): Promise<boolean> {
  if (!asking) {
    let settle!: (confirmed: boolean) => void;
    const answer = new Promise<boolean>((resolve) => {
      settle = resolve;
    });
    asking = { answer, settle };
    notify();
  }
  return asking.answer;
}

/** The dialog's answer: confirmed (the refused calls are made again) or cancelled (they fail quietly). */
export function identityCheckSettled(confirmed: boolean): void {
  const settled = asking;
  asking = null;
  notify();
  settled?.settle(confirmed);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the dialog should be on screen. */
export function useIdentityCheckAsked(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => asking !== null,
    () => false,
  );
}
