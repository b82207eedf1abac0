declare global {
  interface Window {
    /** Set by the inline script after #root of a painted page (`@clientline/contracts/early-taps`). */
    __clientlineEarlyTaps?: (replay: boolean) => void;
  }
}

/**
 * Ends the hold on taps of a painted page: `replay` presses again the last button pressed before the page
 * was hydrated (now that it works); without it the tap is dropped, as when the page is rendered afresh.
 */
export function releaseEarlyTaps(replay: boolean): void {
  window.__clientlineEarlyTaps?.(replay);
}
