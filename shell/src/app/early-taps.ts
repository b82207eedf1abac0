declare global {
  interface Window {
    /** Set by the inline script after #root of a painted page (`@clientline/contracts/early-taps`). */
    __clientlineEarlyTaps?: (replay: boolean) => void;
  }
}

/**
 * Ends the hold on taps of a painted page: `replay` gives each field what was typed into it before the page
 * was hydrated and presses again the last button pressed (now that they work); without it both are dropped,
 * as when the page is rendered afresh.
 */
export function releaseEarlyTaps(replay: boolean): void {
  window.__clientlineEarlyTaps?.(replay);
}
