import mongoose from 'mongoose';
import { now } from '../clock/clock';
import { registerPeriodicJob, startPeriodicJob } from '../jobs/periodic';
import { Project, type ProjectRecord } from '../projects/model';
import { Automation, AutomationRun, type AutomationRecord } from './model';
import { queueRun } from './run';

/** How often automations due by a date or a client's silence are looked for: they are due by the day. */
export const AUTOMATION_PASS_MS = 5 * 60 * 1000;
export const AUTOMATION_PASS_JOB = 'automation-pass';

const DAY_MS = 24 * 60 * 60 * 1000;

type PassProject = Pick<ProjectRecord, '_id' | 'organizationId' | 'origin' | 'startDate' | 'endDate' | 'board'>;

/** The event an automation due by time is due for on the project at `at`, or null: the date once, a silence once per stretch. */
function dueEvent(automation: AutomationRecord, project: PassProject, at: Date): string | null {
  const { trigger } = automation;
  if (trigger.type === 'date_reached') {
    const anchor = trigger.anchor === 'start' ? project.startDate : project.endDate;
    if (!anchor) return null;
    return anchor.getTime() + trigger.offsetDays * DAY_MS <= at.getTime() ? 'date' : null;
  }
  if (trigger.type === 'client_silent') {
    const ball = project.board?.ball;
    if (ball?.waitingOn !== 'client') return null;
    return at.getTime() - ball.since.getTime() >= trigger.days * DAY_MS ? `silent:${ball.since.toISOString()}` : null;
  }
  return null;
}

/**
 * Sets off the automations due by a date or a client's silence on the open projects they apply to, each
 * event once (automations/run.ts keys its job by it; runs already made are passed over here).
 */
export async function runAutomationPass(at: Date = now()): Promise<void> {
  // Across firms, like the reminder pass: the pass is the processes' job, not one firm's request.
  const automations = await Automation.find(
    { enabled: true, 'trigger.type': mongoose.trusted({ $in: ['date_reached', 'client_silent'] }) },
    { organizationId: 1, templateId: 1, projectId: 1, trigger: 1 },
    { unscoped: true },
  ).lean<AutomationRecord[]>();
  for (const automation of automations) {
    const scope = automation.projectId ? { _id: automation.projectId } : { 'origin.templateId': automation.templateId };
    const projects = await Project.find(
      { organizationId: automation.organizationId, ...scope, archivedAt: null, status: mongoose.trusted({ $ne: 'completed' }) },
      { organizationId: 1, origin: 1, startDate: 1, endDate: 1, board: 1 },
    ).lean<PassProject[]>();
    const due = projects.flatMap((project) => {
      const eventKey = dueEvent(automation, project, at);
      return eventKey ? [{ project, eventKey }] : [];
    });
    if (due.length === 0) continue;
    const ran = await AutomationRun.find(
      { organizationId: automation.organizationId, automationId: automation._id, projectId: mongoose.trusted({ $in: due.map(({ project }) => project._id) }) },
      { projectId: 1, eventKey: 1 },
    ).lean<Array<{ projectId: mongoose.Types.ObjectId; eventKey: string }>>();
    const done = new Set(ran.map((run) => `${run.projectId.toString()}:${run.eventKey}`));
    for (const { project, eventKey } of due) {
      if (!done.has(`${project._id.toString()}:${eventKey}`)) await queueRun(automation, project, eventKey);
    }
  }
}

export function runAutomationPassesAsJobs(): void {
  registerPeriodicJob(AUTOMATION_PASS_JOB, () => runAutomationPass());
}

/** Called as each api process starts (jobs/periodic.ts). */
export async function startAutomationPasses(): Promise<void> {
  await startPeriodicJob(AUTOMATION_PASS_JOB, AUTOMATION_PASS_MS);
}
