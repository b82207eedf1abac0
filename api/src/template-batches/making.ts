import { Types } from 'mongoose';
import { fillTemplateText, type TemplateFields } from '@clientline/contracts';
import { now } from '../clock/clock';
import { partId } from '../ids/part-id';
import type { MilestoneRecord, ProjectRecord } from '../projects/model';
import { addDays, projectDates } from './dates';
import type { BatchAccount, ClientWords } from './plan';

export type Account = BatchAccount & ClientWords;

/** What a project is made from: a template's fields at one version, for one period. */
export interface Making {
  template: TemplateFields;
  templateVersion: number;
  period: string;
}

/** Who makes it: the tasks' and requests' author, the welcome message's sender. */
export interface Maker {
  _id: Types.ObjectId;
  displayName: string;
}

/** The kinds of the parts a version makes: a version's tasks and requests have ids of their own. */
export const taskKind = (version: number) => `task:v${version}`;
export const requestKind = (version: number) => `request:v${version}`;

/** Whether `id` is one of the parts of `kind` the template made in the project (and not one a person added). */
export function isPartOf(projectId: Types.ObjectId, kind: string, id: Types.ObjectId): boolean {
  return partId(projectId, kind, Buffer.from(id.id).readUInt16BE(10)).equals(id);
}

function textsFor(making: Making, account: Account) {
  const words = { period: making.period, client: account.client, firstName: account.firstName };
  return (text: string) => fillTemplateText(text, words);
}

/** The project's own fields at this version: its name, description, dates and milestones (all pending). */
export function projectContent(making: Making, account: Account, startDate: Date): Pick<ProjectRecord, 'name' | 'description' | 'startDate' | 'endDate' | 'milestones' | 'totalMilestones' | 'completedMilestones'> {
  const fill = textsFor(making, account);
  const dates = projectDates(making.template, startDate, making.period);
  const milestones: MilestoneRecord[] = making.template.milestones.map((milestone) => ({
    _id: new Types.ObjectId(),
    name: fill(milestone.name),
    description: fill(milestone.description),
    dueDate: dates.at(milestone.anchor, milestone.offsetDays),
    status: 'pending',
    completedAt: null,
  }));
  return {
    name: fill(making.template.projectName),
    description: fill(making.template.description),
    startDate: dates.startDate,
    endDate: dates.endDate,
    milestones,
    totalMilestones: milestones.length,
    completedMilestones: 0,
  };
}

type MadeProject = Pick<ProjectRecord, '_id' | 'organizationId' | 'clientId' | 'startDate' | 'milestones'>;

/** The project's timeline tasks and document requests at this version, with the ids of partId. */
export function workOf(making: Making, project: MadeProject, account: Account, maker: Maker) {
  const fill = textsFor(making, account);
  const dates = projectDates(making.template, project.startDate, making.period);
  const owned = { organizationId: project.organizationId, projectId: project._id };
  const timelineId = partId(project._id, 'timeline');
  return {
    timeline: { _id: timelineId, ...owned },
    tasks: making.template.tasks.map((task, index) => {
      const startDate = dates.at(task.anchor, task.offsetDays);
      return {
        _id: partId(project._id, taskKind(making.templateVersion), index),
        ...owned,
        timelineId,
        name: fill(task.name),
        description: fill(task.description),
        startDate,
        endDate: addDays(startDate, task.durationDays),
        status: 'todo',
        assigneeId: null,
        assigneeName: null,
        createdBy: maker._id,
      };
    }),
    requests: making.template.requests.map((request, index) => ({
      _id: partId(project._id, requestKind(making.templateVersion), index),
      ...owned,
      clientId: project.clientId,
      name: fill(request.name),
      description: fill(request.description) || null,
      dueDate: dates.at(request.anchor, request.offsetDays),
      status: 'requested',
      requestedBy: maker._id,
      addressedTo: request.addressedTo === 'primary' ? account.primaryPersonId : null,
      reminders: { off: !request.reminders, schedule: request.reminderSchedule },
      // The project's milestones are the template's, in its order (projectContent).
      milestoneId: request.milestone ? (project.milestones[making.template.milestones.findIndex((milestone) => milestone.name === request.milestone)]?._id ?? null) : null,
    })),
  };
}

/** The id of the welcome message a template posts in `projectId`, the same on every run. */
export function welcomeMessageId(projectId: Types.ObjectId): Types.ObjectId {
  return partId(projectId, 'welcome');
}

/** The welcome message, sent from the maker, or null when the template has none. */
export function welcomeOf(making: Making, project: MadeProject, account: Account, maker: Maker) {
  if (!making.template.welcomeMessage) return null;
  return {
    _id: welcomeMessageId(project._id),
    organizationId: project.organizationId,
    projectId: project._id,
    senderId: maker._id,
    senderName: maker.displayName,
    senderSide: 'firm',
    content: textsFor(making, account)(making.template.welcomeMessage),
    responseMinutes: null,
    createdAt: now(),
  };
}
