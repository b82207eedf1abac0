import { performance } from 'node:perf_hooks';
import mongoose from 'mongoose';
import type { Logger } from '../observability/logger';
import { runReminderPass } from './pass';

/** How often each api process runs a reminder pass (REMINDERS_PASS_MS): reminders are due by the day, so minutes late is on time. */
export const REMINDER_PASS_MS = 5 * 60 * 1000;

export interface ReminderWorker {
  /** Lets a pass in progress finish, then stops. */
  stop(): Promise<void>;
}

/**
 * Runs a reminder pass every `intervalMs` in this api process, beside its outbox worker: every process
 * runs one, and a reminder is still sent once (see runReminderPass), so no process is special and any
 * may die. The first pass runs soon after start, so reminders that came due while the api was down go out.
 */
export function startReminderWorker({ logger, intervalMs = REMINDER_PASS_MS }: { logger: Logger; intervalMs?: number }): ReminderWorker {
  let stopped = false;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let databaseTrouble = false;

  async function pass(): Promise<void> {
    if (mongoose.connection.readyState !== mongoose.ConnectionStates.connected) return;
    const started = performance.now();
    try {
      const result = await runReminderPass(logger);
      if (databaseTrouble) logger.info('The reminder pass reaches the database again');
      databaseTrouble = false;
      if (result.sent > 0 || result.announcedLate > 0) logger.info({ ...result, durationMs: Math.round(performance.now() - started) }, `Reminder pass: ${result.sent} reminders sent`);
    } catch (error) {
      if (!databaseTrouble) logger.warn({ err: error }, 'The reminder pass failed; the next one tries again');
      databaseTrouble = true;
    }
  }

  function schedule(ms: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass().finally(() => schedule(intervalMs));
    }, ms);
    timer.unref();
  }
  schedule(Math.min(intervalMs, 1_000));

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
