// The one clock of time-dependent behaviour (mail retries, link expiry, reminders): tests move it
// instead of waiting.
let source: () => Date = () => new Date();

export function now(): Date {
  return source();
}

/** Tests only: `setClock(() => later)` moves time for everything that reads `now()`; `setClock()` restores it. */
export function setClock(next?: () => Date): void {
  source = next ?? (() => new Date());
}
