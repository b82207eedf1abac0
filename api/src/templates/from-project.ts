import type { Types } from 'mongoose';
import { TEMPLATE_LIMITS, YEAR_IN_NAME, type ProjectTemplate as ProjectTemplateView, type TemplateCadence, type TemplateFields } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { DocumentRequestItem, type DocumentRequestItemRecord } from '../documents/model';
import { findVisibleProject } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { TimelineTask, type TimelineTaskRecord } from '../timelines/model';
import { createTemplate } from './service';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A project without an end date is read as lasting this long. */
const LENGTH_WITHOUT_END = 90;
/** A request without a due date is asked this many days after the start. */
const REQUEST_WITHOUT_DUE_DATE = 14;

const clamp = (value: number, least: number, most: number) => Math.min(most, Math.max(least, value));
const daysBetween = (from: Date, to: Date) => Math.round((to.getTime() - from.getTime()) / DAY_MS);

/**
 * A four-digit year in the project's name becomes `{year}`, so each period's projects get their own; a name
 * without one gets its period after it ("Bookkeeping" makes "Bookkeeping March 2027").
 */
function namePattern(name: string): string {
  return YEAR_IN_NAME.test(name) ? name.replace(YEAR_IN_NAME, '{year}') : `${name} {period}`;
}

/** The template a project would be made from: its dates as days from its start, its requests, its name's year as `{year}`. */
export function fieldsFromProject(
  project: Pick<ProjectRecord, 'name' | 'description' | 'startDate' | 'endDate' | 'milestones'>,
  tasks: Array<Pick<TimelineTaskRecord, 'name' | 'description' | 'startDate' | 'endDate'>>,
  requests: Array<Pick<DocumentRequestItemRecord, 'name' | 'description' | 'dueDate' | 'addressedTo' | 'reminders' | 'milestoneId'>>,
  { name, cadence }: { name: string; cadence: TemplateCadence },
): TemplateFields {
  const offset = (date: Date) => clamp(daysBetween(project.startDate, date), -TEMPLATE_LIMITS.offsetDays, TEMPLATE_LIMITS.offsetDays);
  const durationDays = project.endDate ? clamp(daysBetween(project.startDate, project.endDate), 1, TEMPLATE_LIMITS.durationDays) : LENGTH_WITHOUT_END;
  return {
    name,
    cadence,
    projectName: namePattern(project.name),
    description: project.description ?? '',
    // A project has no period to count a deadline from: its due date stays a number of days after its start.
    deadline: null,
    durationDays,
    milestones: project.milestones.slice(0, TEMPLATE_LIMITS.milestones).map((milestone) => ({ name: milestone.name, description: milestone.description ?? '', anchor: 'start', offsetDays: offset(milestone.dueDate) })),
    tasks: tasks.slice(0, TEMPLATE_LIMITS.tasks).map((task) => ({
      name: task.name,
      description: task.description ?? '',
      anchor: 'start',
      offsetDays: offset(task.startDate),
      durationDays: clamp(daysBetween(task.startDate, task.endDate), 1, 365),
    })),
    requests: uniqueByName(requests)
      .slice(0, TEMPLATE_LIMITS.requests)
      .map((request) => ({
        name: request.name,
        description: request.description ?? '',
        anchor: 'start',
        offsetDays: request.dueDate ? offset(request.dueDate) : REQUEST_WITHOUT_DUE_DATE,
        addressedTo: request.addressedTo ? 'primary' : 'everyone',
        reminders: request.reminders?.off !== true,
        reminderSchedule: request.reminders?.schedule ?? null,
        milestone: project.milestones.find((milestone) => request.milestoneId && milestone._id.equals(request.milestoneId))?.name ?? '',
      })),
    welcomeMessage: '',
    assigneeRoleIds: [],
  };
}

/** A document asked for again (a second upload requested) is one request of the template. */
function uniqueByName<T extends { name: string }>(items: T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.name.toLowerCase()) && Boolean(seen.add(item.name.toLowerCase())));
}

/** POST /api/projects/{id}/save-as-template: a new template of the firm made from a project the caller sees. */
export async function saveProjectAsTemplate(actor: Actor, projectId: Types.ObjectId, choice: { name: string; cadence: TemplateCadence }): Promise<ProjectTemplateView> {
  const project = await findVisibleProject(actor, projectId);
  const scope = { organizationId: actor.organizationId, projectId: project._id };
  const [tasks, requests] = await Promise.all([
    TimelineTask.find(scope, { name: 1, description: 1, startDate: 1, endDate: 1 }).sort({ startDate: 1, _id: 1 }).lean<TimelineTaskRecord[]>(),
    DocumentRequestItem.find(scope, { name: 1, description: 1, dueDate: 1, addressedTo: 1, reminders: 1, milestoneId: 1 }).sort({ _id: 1 }).lean<DocumentRequestItemRecord[]>(),
  ]);
  return createTemplate(actor, fieldsFromProject(project, tasks, requests, choice), project._id);
}
