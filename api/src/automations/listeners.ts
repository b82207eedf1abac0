import { documentEvents } from '../documents/events';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { milestoneEvents } from '../milestones/events';
import { logger } from '../observability/logger';
import { projectEvents } from '../projects/events';
import type { ProjectRecord } from '../projects/model';
import { templateEvents } from '../templates/events';
import { Automation, type AutomationRecord } from './model';
import { fire, type TriggeredProject } from './run';

/** A trigger that cannot be queued is logged: the person's change it follows stays made. */
async function safely(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger.error({ err: error }, 'An automation could not be set off');
  }
}

type AnsweredItem = Pick<DocumentRequestItemRecord, 'status' | 'milestoneId'>;

/**
 * Every request of `items` received, or accepted: set off when the last one gets there, for the rules `named`.
 * The event is named by `scope` and the number of requests, so a second round of requests, answered in full,
 * sets it off again.
 */
async function fireWhenAnswered(project: TriggeredProject, items: AnsweredItem[], scope: string, named: (automation: AutomationRecord) => boolean): Promise<void> {
  if (items.length === 0) return;
  if (items.every((item) => item.status === 'received' || item.status === 'accepted')) await fire([project], 'all_requests_received', `received:${scope}${items.length}`, named);
  if (items.every((item) => item.status === 'accepted')) await fire([project], 'all_requests_accepted', `accepted:${scope}${items.length}`, named);
}

/** Every request of the project, for the rules that name no milestone; of each milestone, for those that name it. */
async function fireWhenAllAnswered(project: TriggeredProject & Pick<ProjectRecord, 'milestones'>): Promise<void> {
  const items = await DocumentRequestItem.find({ organizationId: project.organizationId, projectId: project._id }, { status: 1, milestoneId: 1 }).lean<AnsweredItem[]>();
  await fireWhenAnswered(project, items, '', (automation) => !('milestone' in automation.trigger && automation.trigger.milestone));
  for (const milestone of project.milestones) {
    const its = items.filter((item) => item.milestoneId?.equals(milestone._id));
    await fireWhenAnswered(project, its, `${milestone._id.toString()}:`, (automation) => 'milestone' in automation.trigger && automation.trigger.milestone === milestone.name);
  }
}

/** Sets automations off from what happens to projects (automations/run.ts runs them as jobs). */
export function setOffAutomations(): void {
  projectEvents.on('created', ({ project }) => safely(() => fire([project], 'project_created', 'created')));
  projectEvents.on('createdMany', ({ projects }) => safely(() => fire(projects, 'project_created', 'created')));
  milestoneEvents.on('statusChanged', ({ project, milestone }) =>
    safely(async () => {
      if (milestone.status === 'pending') return;
      const type = milestone.status === 'completed' ? 'milestone_completed' : 'milestone_started';
      const named = (automation: { trigger: { type: string; milestone?: string } }) => automation.trigger.milestone === milestone.name;
      await fire([project], type, `${type}:${milestone._id.toString()}`, named);
    }),
  );
  for (const event of ['uploaded', 'reviewed'] as const) documentEvents.on(event, ({ project }) => safely(() => fireWhenAllAnswered(project)));
}

/** A template's rules follow it: a starter's come with its copy, and all go when it is deleted. */
export function keepTemplateRules(): void {
  templateEvents.on('copiedFromStarter', async ({ actor, templateId, automations }) => {
    await Automation.insertMany(automations.map((rule) => ({ ...rule, organizationId: actor.organizationId, templateId, projectId: null, createdBy: actor.userId })));
  });
  templateEvents.on('deleted', async ({ actor, templateId }) => {
    await Automation.deleteMany({ organizationId: actor.organizationId, templateId });
  });
}
