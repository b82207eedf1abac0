import { performance } from 'node:perf_hooks';
import { registerPeriodicJob, startPeriodicJob } from '../jobs/periodic';
import { logger } from '../observability/logger';
import { runReminderPass } from './pass';

/** How often a reminder pass runs (REMINDERS_PASS_MS): reminders are due by the day, so minutes late is on time. */
export const REMINDER_PASS_MS = 5 * 60 * 1000;

export const REMINDER_PASS_JOB = 'reminder-pass';

/** Each reminder still goes once however passes overlap (see runReminderPass). */
async function runPass(): Promise<void> {
  const started = performance.now();
  const result = await runReminderPass(logger);
  if (result.sent > 0 || result.announcedLate > 0) logger.info({ ...result, durationMs: Math.round(performance.now() - started) }, `Reminder pass: ${result.sent} reminders sent`);
}

/** Registered by app.ts: the job runner of every process runs reminder passes. */
export function runReminderPassesAsJobs(): void {
  registerPeriodicJob(REMINDER_PASS_JOB, runPass);
}

/** Called as each api process starts (jobs/periodic.ts). */
export async function startReminderPasses(passMs: number = REMINDER_PASS_MS): Promise<void> {
  await startPeriodicJob(REMINDER_PASS_JOB, passMs);
}
