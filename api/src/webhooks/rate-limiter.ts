/**
 * Counts events per key in fixed windows, in this process's memory (enough for one api process; a
 * second process would keep its own counts).
 */
export class FixedWindowLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
  ) {}

  /** Counts one event for `key`. Returns 0 while within the limit, else the seconds until the window resets. */
  hit(key: string, now = Date.now()): number {
    if (this.windows.size > 10_000) this.forgetExpired(now);
    const window = this.windows.get(key);
    if (!window || now - window.start >= this.windowMs) {
      this.windows.set(key, { start: now, count: 1 });
      return 0;
    }
    window.count += 1;
    return window.count > this.limit ? Math.ceil((window.start + this.windowMs - now) / 1000) : 0;
  }

  private forgetExpired(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(key);
    }
  }
}
