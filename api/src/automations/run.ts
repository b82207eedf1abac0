import mongoose, { Types } from 'mongoose';
import type { AutomationTriggerType } from '@clientline/contracts';
import { runsTheFirm } from '../actor/actor';
import { memberOrOwner, type Member } from '../actor/load-actor';
import { actingAs } from '../audit/context';
import { recordAudit } from '../audit/record';
import { HttpError } from '../http/errors';
import { groupBy } from '../lists/group-by';
import { queueJob, registerJobKind, type RunningJob } from '../jobs/runner';
import { notifyProject } from '../notifications/service';
import { Project, type ProjectRecord } from '../projects/model';
import { act } from './act';
import { Automation, AutomationRun, type AutomationRecord, type AutomationRunRecord } from './model';

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
 * A failed run: recorded on the project, told to the project's firm people (the bell, once) and in the audit
 * trail, as the person it would have been done as (nobody when no one of the firm may do it any more).
 */
async function failRun(
  run: Pick<AutomationRunRecord, '_id' | 'organizationId'>,
  project: ProjectRecord,
  automation: Pick<AutomationRecord, '_id' | 'name'>,
  doer: Member | null,
  reason: string,
): Promise<void> {
  await finishRun(run, 'failed', reason);
  await notifyProject(project, automation._id, { type: 'automation_failed', content: `The automation "${automation.name}" failed on ${project.name}: ${reason}`, eventKey: `automation-failed:${run._id.toString()}` }, 'firm');
  await recordAudit({
    action: 'automation.failed',
    organizationId: project.organizationId,
    actor: doer?.user ?? null,
    object: { type: 'automation', id: automation._id.toString(), name: automation.name },
    project,
    detail: reason,
  });
}

/**
 * The job: records the run (once per automation, project and event, whatever runs it), does the action as
 * its doer and records what it did, on the project and in the audit trail. A refusal a person would have
 * been shown (the milestone is gone, the project completed) fails the run at once; anything else is
 * retried, and the last failure is recorded (`failed` below).
 */
export async function runAutomation(job: RunningJob): Promise<void> {
  const organizationId = job.organizationId as Types.ObjectId;
  const automationId = new Types.ObjectId(job.data.automationId as string);
  const projectId = new Types.ObjectId(job.data.projectId as string);
  const eventKey = job.data.eventKey as string;
  const [automation, project] = await Promise.all([
    Automation.findOne({ _id: automationId, organizationId }).lean<AutomationRecord>(),
    Project.findOne({ _id: projectId, organizationId }).lean<ProjectRecord>(),
  ]);
  if (!automation || !automation.enabled || !project || project.archivedAt) return;
  const run = await AutomationRun.findOneAndUpdate(
    { organizationId, automationId, projectId, eventKey },
    { $setOnInsert: { organizationId, automationId, projectId, eventKey, automationName: automation.name, projectName: project.name, status: 'running', outcome: '' } },
    { upsert: true, returnDocument: 'after' },
  ).lean<AutomationRunRecord>();
  if (!run || run.status !== 'running') return;

  const doer = await doerOf(automation, project);
  if (!doer) return failRun(run, project, automation, null, 'Nobody of the firm may do it any more');
  try {
    const outcome = await actingAs(doer.user, () => act({ actor: doer.actor, project, automation, run }));
    await finishRun(run, 'done', outcome);
    await actingAs(doer.user, () => recordAudit({ action: 'automation.ran', object: { type: 'automation', id: automation._id.toString(), name: automation.name }, project, detail: outcome }));
  } catch (error) {
    if (!(error instanceof HttpError && error.status < 500)) throw error;
    await failRun(run, project, automation, doer, error.message);
  }
}

async function recordLastFailure(job: RunningJob, reason: string): Promise<void> {
  const organizationId = job.organizationId as Types.ObjectId;
  const run = await AutomationRun.findOne({
    organizationId,
    automationId: new Types.ObjectId(job.data.automationId as string),
    projectId: new Types.ObjectId(job.data.projectId as string),
    eventKey: job.data.eventKey as string,
  }).lean<AutomationRunRecord>();
  const project = await Project.findOne({ _id: new Types.ObjectId(job.data.projectId as string), organizationId }).lean<ProjectRecord>();
  if (!run || !project) return;
  const automation = await Automation.findOne({ _id: run.automationId, organizationId }).lean<AutomationRecord>();
  await failRun(run, project, { _id: run.automationId, name: run.automationName }, automation && (await doerOf(automation, project)), reason);
}

export function runAutomationsAsJobs(): void {
  registerJobKind(AUTOMATION_RUN_JOB, { run: runAutomation, failed: recordLastFailure, maxAttempts: 3 });
}
