import mongoose, { Types } from 'mongoose';
import type { AutomationTriggerType } from '@clientline/contracts';
import { runsTheFirm } from '../actor/actor';
import { memberOrOwner, type Member } from '../actor/load-actor';
import { actingAs } from '../audit/context';
import { recordAuditOnce } from '../audit/record';
import { HttpError } from '../http/errors';
import { partId } from '../ids/part-id';
import { groupBy } from '../lists/group-by';
import { queueJob, registerJobKind, type RunningJob } from '../jobs/runner';
import { notifyProject } from '../notifications/service';
import { Project, type ProjectRecord } from '../projects/model';
import { act } from './act';
import { Automation, AutomationRun, type AutomationRecord, type AutomationRunRecord } from './model';
import { describeActionOf } from './service';

export const AUTOMATION_RUN_JOB = 'automation-run';

/** The projects an event happened on, as a trigger needs them. */
export type TriggeredProject = Pick<ProjectRecord, '_id' | 'organizationId' | 'origin'>;

/**
 * Queues a run of each enabled automation of `type` that applies to each of the projects (its template's, its
 * own) and that `matches`, for the event `eventKey`. The rules of all the projects (a batch's 500) are read at
 * once, a firm at a time. The job's key names the automation, project and event, so an event heard twice, or
 * by two processes, queues one run.
 */
export async function fire(
  projects: TriggeredProject[],
  type: AutomationTriggerType,
  eventKey: string,
  matches: (automation: AutomationRecord) => boolean = () => true,
): Promise<void> {
  for (const firmProjects of groupBy(projects, (project) => project.organizationId.toString()).values()) {
    const templateIds = new Map<string, Types.ObjectId>();
    for (const project of firmProjects) if (project.origin) templateIds.set(project.origin.templateId.toString(), project.origin.templateId);
    const ofTemplates = templateIds.size > 0 ? [{ templateId: mongoose.trusted({ $in: [...templateIds.values()] }) }] : [];
    const automations = await Automation.find({
      organizationId: firmProjects[0]!.organizationId,
      enabled: true,
      'trigger.type': type,
      $or: [{ projectId: mongoose.trusted({ $in: firmProjects.map((project) => project._id) }) }, ...ofTemplates],
    }).lean<AutomationRecord[]>();
    const matching = automations.filter(matches);
    for (const project of firmProjects) {
      const applies = (automation: AutomationRecord) =>
        automation.projectId?.equals(project._id) || (project.origin !== null && automation.templateId?.equals(project.origin.templateId));
      for (const automation of matching.filter(applies)) await queueRun(automation, project, eventKey);
    }
  }
}

/** Queues the automation's run on the project for the event: keyed by all three, so queued twice it runs once. */
export async function queueRun(automation: Pick<AutomationRecord, '_id'>, project: TriggeredProject, eventKey: string): Promise<void> {
  await queueJob({
    kind: AUTOMATION_RUN_JOB,
    key: `automation:${automation._id.toString()}:${project._id.toString()}:${eventKey}`,
    organizationId: project.organizationId,
    data: { automationId: automation._id.toString(), projectId: project._id.toString(), eventKey },
  });
}

/** Who the action is done as: its author while they run the firm or manage the project, else the firm's owner. */
function doerOf(automation: AutomationRecord, project: ProjectRecord): Promise<Member | null> {
  return memberOrOwner(automation.organizationId, automation.createdBy, (actor) => runsTheFirm(actor) || project.assigneeIds.some((id) => id.equals(actor.userId)));
}

async function finishRun(run: Pick<AutomationRunRecord, '_id' | 'organizationId'>, status: 'done' | 'failed', outcome: string): Promise<void> {
  await AutomationRun.updateOne({ _id: run._id, organizationId: run.organizationId, status: 'running' }, { $set: { status, outcome } });
}

/**
 * Tells of the run once it is finished: in the audit trail (as the person it was done as, nobody when no one
 * of the firm may do it any more) and, when it failed, in the bell of the project's firm people. Reached
 * again (a retry, a take-over after a process died, or a process that went on after losing its lease), it
 * tells nothing twice: the entry's id derives from the run's, the news is keyed by it.
 */
async function tellOutcome(
  runId: Types.ObjectId,
  project: ProjectRecord,
  automation: Pick<AutomationRecord, '_id' | 'name'>,
  doer: Member | null,
): Promise<void> {
  const run = await AutomationRun.findOne({ _id: runId, organizationId: project.organizationId }).lean<AutomationRunRecord>();
  if (!run || run.status === 'running') return;
  if (run.status === 'failed') {
    const content = `The automation "${automation.name}" failed on ${project.name}: ${run.outcome}`;
    await notifyProject(project, automation._id, { type: 'automation_failed', content, eventKey: `automation-failed:${run._id.toString()}` }, 'firm');
  }
  await recordAuditOnce([
    {
      entryId: partId(run._id, 'outcome'),
      action: run.status === 'done' ? 'automation.ran' : 'automation.failed',
      organizationId: project.organizationId,
      actor: doer?.user ?? null,
      object: { type: 'automation', id: automation._id.toString(), name: automation.name },
      project,
      detail: run.outcome,
    },
  ]);
}

/**
 * What doing the action came to: done and what it did, or failed and why (a refusal a person would have been
 * shown). A conflict (409) is not a refusal: the action met someone's change to the project at the same
 * moment, and the runner tries it again on the project as it is then, where it goes through or finds nothing
 * left to do (the actions check for themselves what a person would be refused, the milestone gone).
 */
async function doAction(run: AutomationRunRecord, project: ProjectRecord, automation: AutomationRecord, doer: Member | null): Promise<['done' | 'failed', string]> {
  if (!doer) return ['failed', 'Nobody of the firm may do it any more'];
  try {
    return ['done', await actingAs(doer.user, () => act({ actor: doer.actor, project, automation, run }))];
  } catch (error) {
    if (!(error instanceof HttpError && error.status < 500 && error.status !== 409)) throw error;
    return ['failed', error.message];
  }
}

/** The job's automation and project as they are now (null when gone), and its event. */
async function readJob(job: RunningJob): Promise<{ automation: AutomationRecord | null; project: ProjectRecord | null; eventKey: string }> {
  const organizationId = job.organizationId as Types.ObjectId;
  const [automation, project] = await Promise.all([
    Automation.findOne({ _id: new Types.ObjectId(job.data.automationId as string), organizationId }).lean<AutomationRecord>(),
    Project.findOne({ _id: new Types.ObjectId(job.data.projectId as string), organizationId }).lean<ProjectRecord>(),
  ]);
  return { automation, project, eventKey: job.data.eventKey as string };
}

/** The run of the automation on the project for the event: recorded by whichever gets there first, a try or the record of the last failure. */
function recordRun(automation: AutomationRecord, project: ProjectRecord, eventKey: string): Promise<AutomationRunRecord> {
  const { organizationId } = project;
  const run = { organizationId, automationId: automation._id, projectId: project._id, eventKey };
  return AutomationRun.findOneAndUpdate(
    run,
    { $setOnInsert: { ...run, automationName: automation.name, projectName: project.name, status: 'running', outcome: '' } },
    { upsert: true, returnDocument: 'after' },
  )
    .orFail()
    .lean<AutomationRunRecord>();
}

const STOPPED = 'Stopped before it was done: the automation was deleted or turned off, or the project archived or deleted';

/** A run an earlier try recorded, when its rule or project went before a later try: it stops running, said so on it. */
async function stopRecordedRun(job: RunningJob, eventKey: string): Promise<void> {
  await AutomationRun.updateOne(
    {
      organizationId: job.organizationId as Types.ObjectId,
      automationId: new Types.ObjectId(job.data.automationId as string),
      projectId: new Types.ObjectId(job.data.projectId as string),
      eventKey,
      status: 'running',
    },
    { $set: { status: 'failed', outcome: STOPPED } },
  );
}

/**
 * The job: records the run (once per automation, project and event, whatever runs it), does the action as
 * its doer, records the outcome on the run, then tells of it. A refusal a person would have been shown (the
 * milestone is gone) fails the run at once; anything else, a conflict with someone's change among them, is
 * retried, and the last failure is recorded (`failed` below). A run found finished was finished by a run of this job before, which
 * may have stopped before telling of it.
 */
export async function runAutomation(job: RunningJob): Promise<void> {
  const { automation, project, eventKey } = await readJob(job);
  if (!automation || !automation.enabled || !project || project.archivedAt) return stopRecordedRun(job, eventKey);
  const run = await recordRun(automation, project, eventKey);
  const doer = await doerOf(automation, project);
  if (run.status === 'running') await finishRun(run, ...(await doAction(run, project, automation, doer)));
  await tellOutcome(run._id, project, automation, doer);
}

/**
 * The last try failed, at whatever step (the runner logs why): the run, recorded here if no try got so far, is
 * failed with a sentence the firm can act on, not the error's own words.
 */
async function recordLastFailure(job: RunningJob): Promise<void> {
  const { automation, project, eventKey } = await readJob(job);
  if (!automation || !project) return stopRecordedRun(job, eventKey);
  const run = await recordRun(automation, project, eventKey);
  await finishRun(run, 'failed', `Could not ${await describeActionOf(automation)}; it will not be tried again. Do it by hand if it is still needed.`);
  await tellOutcome(run._id, project, automation, await doerOf(automation, project));
}

export function runAutomationsAsJobs(): void {
  registerJobKind(AUTOMATION_RUN_JOB, { run: runAutomation, failed: recordLastFailure, maxAttempts: 3 });
}
