/**
 * Sleeps that end early on a word: a polling worker (the job runner, the outbox) sleeps between polls and is
 * woken at once when this process queues work, instead of at its next poll.
 */
export function wakeableSleep(): { sleep(ms: number): Promise<void>; wakeAll(): void } {
  const sleepers = new Set<() => void>();
  return {
    sleep(ms) {
      return new Promise((resolve) => {
        const timer = setTimeout(done, ms);
        function done() {
          clearTimeout(timer);
          sleepers.delete(done);
          resolve();
        }
        sleepers.add(done);
      });
    },
    wakeAll() {
      for (const wake of sleepers) wake();
      sleepers.clear();
    },
  };
}
