import mongoose from 'mongoose';
import type { Logger } from '../observability/logger';
import { wakeableSleep } from './wakeable-sleep';

export interface PollingSlots {
  /** Ends the sleeps at once: this process queued work. */
  wakeAll(): void;
  /** Lets the work in flight finish, then stops taking more. */
  stop(): Promise<void>;
}

/**
 * The loop under every kind of background work (the jobs, the outbox's mail): `concurrency` slots, each
 * taking one piece of due work at a time with `takeOne` (which claims it under a lease, does it and records
 * the outcome, answering false when nothing was due), and sleeping `pollMs` when there was none, until woken.
 * While the database is away a slot waits instead of piling up calls, five polls apart once a call failed.
 * `what` names the worker in the log ("The outbox cannot reach the database").
 */
export function startPollingSlots({ what, concurrency, pollMs, logger, takeOne }: {
  what: string;
  concurrency: number;
  pollMs: number;
  logger: Logger;
  takeOne(): Promise<boolean>;
}): PollingSlots {
  let stopped = false;
  let databaseTrouble = false;
  const { sleep, wakeAll } = wakeableSleep();

  async function slot(): Promise<void> {
    while (!stopped) {
      let tookOne = false;
      if (mongoose.connection.readyState === mongoose.ConnectionStates.connected) {
        try {
          tookOne = await takeOne();
          if (databaseTrouble) logger.info(`${what} reaches the database again`);
          databaseTrouble = false;
        } catch (error) {
          // What was claimed stays claimed until its lease ends; then any process takes it over.
          if (!databaseTrouble) logger.warn({ err: error }, `${what} cannot reach the database; retrying`);
          databaseTrouble = true;
        }
      }
      if (!tookOne && !stopped) await sleep(databaseTrouble ? pollMs * 5 : pollMs);
    }
  }

  const slots = Array.from({ length: concurrency }, slot);
  return {
    wakeAll,
    async stop() {
      stopped = true;
      wakeAll();
      await Promise.all(slots);
    },
  };
}
