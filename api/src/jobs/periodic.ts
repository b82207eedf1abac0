import { now } from '../clock/clock';
import { queueJob, registerJobKind, type RunningJob } from './runner';

/**
 * Queues the run of the time slot `at` falls in, at `runAt`: one job per slot, keyed by the slot's start, so
 * however many processes queue it, it runs once.
 */
async function queueSlot(kind: string, at: Date, passMs: number, runAt: Date): Promise<void> {
  const slot = new Date(Math.floor(at.getTime() / passMs) * passMs);
  await queueJob({ kind, key: `${kind}:${slot.toISOString()}`, data: { passMs }, runAt });
}

/**
 * Registers work that runs every few minutes (reminder passes, automations due by date) as a job per time
 * slot. Each run queues the next slot's first (so a run that dies does not end the chain), then works. Not
 * retried: the next slot comes soon and does the same work.
 */
export function registerPeriodicJob(kind: string, work: () => Promise<void>): void {
  registerJobKind(kind, {
    async run(job: RunningJob) {
      const passMs = Number(job.data.passMs);
      const next = new Date((Math.floor(now().getTime() / passMs) + 1) * passMs);
      await queueSlot(kind, next, passMs, next);
      await work();
    },
    maxAttempts: 1,
  });
}

/** Called as each api process starts: a run now (for what came due while no process ran), after which each run queues the next, every `passMs`. */
export async function startPeriodicJob(kind: string, passMs: number): Promise<void> {
  await queueSlot(kind, now(), passMs, now());
}
