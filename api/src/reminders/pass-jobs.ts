import { performance } from 'node:perf_hooks';
import { now } from '../clock/clock';
import { queueJob, registerJobKind, type RunningJob } from '../jobs/runner';
import { logger } from '../observability/logger';
import { runReminderPass } from './pass';

/** How often a reminder pass runs (REMINDERS_PASS_MS): reminders are due by the day, so minutes late is on time. */
export const REMINDER_PASS_MS = 5 * 60 * 1000;

export const REMINDER_PASS_JOB = 'reminder-pass';

/**
 * Queues the pass of the time slot `at` falls in, at `runAt`: one job per slot, keyed by the slot's start, so
 * however many processes queue it, it runs once.
 */
async function queuePass(at: Date, passMs: number, runAt: Date): Promise<void> {
  const slot = new Date(Math.floor(at.getTime() / passMs) * passMs);
  await queueJob({ kind: REMINDER_PASS_JOB, key: `${REMINDER_PASS_JOB}:${slot.toISOString()}`, data: { passMs }, runAt });
}

/**
 * The job: queues the next slot's pass first (so a pass that dies does not end the chain), then runs this one.
 * Each reminder still goes once however passes overlap (see runReminderPass).
 */
async function runPass(job: RunningJob): Promise<void> {
  const passMs = Number(job.data.passMs);
  const next = new Date((Math.floor(now().getTime() / passMs) + 1) * passMs);
  await queuePass(next, passMs, next);
  const started = performance.now();
  const result = await runReminderPass(logger);
  if (result.sent > 0 || result.announcedLate > 0) logger.info({ ...result, durationMs: Math.round(performance.now() - started) }, `Reminder pass: ${result.sent} reminders sent`);
}

/** Registered by app.ts: the job runner of every process runs reminder passes. */
export function runReminderPassesAsJobs(): void {
  // Not retried: the next slot's pass comes soon and does the same work.
  registerJobKind(REMINDER_PASS_JOB, { run: runPass, maxAttempts: 1 });
}

/**
 * Called as each api process starts: a pass now (for the reminders that came due while no process ran),
 * after which each pass queues the next, every `passMs`.
 */
export async function startReminderPasses(passMs: number = REMINDER_PASS_MS): Promise<void> {
  await queuePass(now(), passMs, now());
}
