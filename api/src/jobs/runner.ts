import { randomUUID } from 'node:crypto';
import os from 'node:os';
import mongoose, { type Types } from 'mongoose';
import { now } from '../clock/clock';
import type { Logger } from '../observability/logger';
import { Job, type JobRecord } from './model';
import { startPollingSlots } from './polling-slots';

/** What a handler is given: its job, and a way to keep it while it works. */
export interface RunningJob {
  id: Types.ObjectId;
  organizationId: Types.ObjectId | null;
  data: Record<string, unknown>;
  /** 1 on the first run. */
  attempt: number;
  /**
   * Renews the lease; call it between steps shorter than the lease. Throws JobLostError when another
   * process has taken the job over (this one was too slow), so the work stops instead of running twice.
   */
  keepAlive(): Promise<void>;
}

export interface JobKind {
  run(job: RunningJob): Promise<void>;
  /** Called once when the last attempt failed: record it where the firm sees it. */
  failed?(job: RunningJob, reason: string): Promise<void>;
  /** Tries before the job is failed (5 unless given). */
  maxAttempts?: number;
}

export class JobLostError extends Error {
  constructor() {
    super('The job was taken over by another process');
  }
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_ATTEMPTS = 5;
const FIRST_RETRY_MS = 5_000;
const LONGEST_RETRY_MS = 10 * 60_000;

const kinds = new Map<string, JobKind>();
const wakeListeners = new Set<() => void>();

/** Each domain registers its kinds of job once, at start-up (app.ts); registering a kind again replaces it. */
export function registerJobKind(kind: string, handler: JobKind): void {
  kinds.set(kind, handler);
}

/** Queues a job (a second call with the same key does nothing) and wakes this process's runner. */
export async function queueJob({ kind, key, organizationId = null, data = {}, runAt = now() }: {
  kind: string;
  key: string;
  organizationId?: Types.ObjectId | null;
  data?: Record<string, unknown>;
  runAt?: Date;
}): Promise<void> {
  await Job.updateOne({ key }, { $setOnInsert: { kind, key, organizationId, data, status: 'queued', runAt, attempts: 0 } }, { upsert: true });
  for (const wake of wakeListeners) wake();
}

/** Moves a job that has not started yet to another time (a job already running or done is left as it is). */
export async function rescheduleJob(key: string, runAt: Date): Promise<void> {
  await Job.updateOne({ key, status: 'queued' }, { $set: { runAt } });
  for (const wake of wakeListeners) wake();
}

/** Drops a job that has not started yet. */
export async function cancelJob(key: string): Promise<void> {
  await Job.deleteOne({ key, status: 'queued' });
}

function reasonOf(error: unknown): string {
  return String((error as { message?: unknown })?.message ?? error).slice(0, 500);
}

/** What a runner is: its process (host and pid, for whoever reads a job's `claimedBy`) and a runner of its own. */
interface Worker {
  id: string;
  leaseMs: number;
}

function claimFirst(due: Record<string, unknown>, at: Date, worker: Worker): Promise<JobRecord | null> {
  return Job.findOneAndUpdate(
    { ...due, kind: mongoose.trusted({ $in: [...kinds.keys()] }) },
    { $set: { status: 'running', leaseUntil: new Date(at.getTime() + worker.leaseMs), claimedBy: worker.id }, $inc: { attempts: 1 } },
    { sort: { runAt: 1 }, returnDocument: 'after' },
  ).lean<JobRecord>();
}

/** A job whose process died (its lease ran out) first, then the oldest due. */
async function claimNext(worker: Worker): Promise<JobRecord | null> {
  const at = now();
  return (
    (await claimFirst({ status: 'running', leaseUntil: mongoose.trusted({ $lte: at }) }, at, worker)) ??
    (await claimFirst({ status: 'queued', runAt: mongoose.trusted({ $lte: at }) }, at, worker))
  );
}

async function runClaimed(job: JobRecord, worker: Worker, logger: Logger): Promise<void> {
  const kind = kinds.get(job.kind)!;
  const mine = { _id: job._id, status: 'running' as const, claimedBy: worker.id };
  const keepAlive = async () => {
    const kept = await Job.updateOne(mine, { $set: { leaseUntil: new Date(now().getTime() + worker.leaseMs) } });
    if (kept.matchedCount === 0) throw new JobLostError();
  };
  const running: RunningJob = { id: job._id, organizationId: job.organizationId, data: job.data, attempt: job.attempts, keepAlive };
  try {
    await kind.run(running);
    await Job.updateOne(mine, { $set: { status: 'done', finishedAt: now(), leaseUntil: null, lastError: null } });
  } catch (error) {
    if (error instanceof JobLostError) return;
    const reason = reasonOf(error);
    if (job.attempts >= (kind.maxAttempts ?? DEFAULT_ATTEMPTS)) {
      const failed = await Job.updateOne(mine, { $set: { status: 'failed', finishedAt: now(), leaseUntil: null, lastError: reason } });
      logger.error({ err: error, jobId: job._id.toString(), kind: job.kind }, `Job failed after ${job.attempts} attempts`);
      if (failed.matchedCount > 0) await kind.failed?.(running, reason);
      return;
    }
    const retryAt = new Date(now().getTime() + Math.min(FIRST_RETRY_MS * 2 ** (job.attempts - 1), LONGEST_RETRY_MS));
    await Job.updateOne(mine, { $set: { status: 'queued', runAt: retryAt, leaseUntil: null, lastError: reason } });
    logger.warn({ err: error, jobId: job._id.toString(), kind: job.kind }, `Job will be retried: ${reason}`);
  }
}

function newWorker(leaseMs = DEFAULT_LEASE_MS): Worker {
  return { id: `${os.hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`, leaseMs };
}

/** Runs every job due now (by the clock) in this process, one after another: what tests call instead of waiting for a poll. */
export async function runDueJobs({ logger }: { logger: Logger }): Promise<number> {
  const worker = newWorker();
  let ran = 0;
  for (let job = await claimNext(worker); job; job = await claimNext(worker)) {
    await runClaimed(job, worker, logger);
    ran += 1;
  }
  return ran;
}

export interface JobRunner {
  /** Lets the jobs in flight finish, then stops claiming. */
  stop(): Promise<void>;
}

/**
 * Every api process runs one: `concurrency` slots each claim a due job (findOneAndUpdate, so no two
 * processes hold one job), run it while renewing its lease, and record the outcome only while the claim is
 * still theirs. A job claimed by a process that died is taken over when its lease runs out. Failures are
 * retried 5 s later, doubling, up to the kind's attempts. Each handler is written to be run again safely
 * (a retry, or a take-over after a lease ran out), which is what makes each job's effect happen once.
 */
export function startJobRunner({ logger, concurrency = 2, pollMs = 1_000, leaseMs }: { logger: Logger; concurrency?: number; pollMs?: number; leaseMs?: number }): JobRunner {
  const worker = newWorker(leaseMs);
  const slots = startPollingSlots({
    what: 'The job runner',
    concurrency,
    pollMs,
    logger,
    async takeOne() {
      const job = await claimNext(worker);
      if (job) await runClaimed(job, worker, logger);
      return job !== null;
    },
  });
  wakeListeners.add(slots.wakeAll);
  return {
    async stop() {
      wakeListeners.delete(slots.wakeAll);
      await slots.stop();
    },
  };
}
