import type { Types } from 'mongoose';
import type { z } from 'zod';
import type { newTaskSchema, Timeline as TimelineView, TimelineTask as TimelineTaskView } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { findManagedProject, findVisibleProject } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { timelineEvents } from './events';
import { Timeline, TimelineTask, type TimelineRecord, type TimelineTaskRecord } from './model';
import { toTimelineTask } from './present';

type NewTaskInput = z.output<typeof newTaskSchema>;
type TimelineProject = Pick<ProjectRecord, '_id' | 'organizationId'>;

/** The project's timeline, created on first use. */
async function timelineOf(project: TimelineProject): Promise<TimelineRecord> {
  const scope = { organizationId: project.organizationId, projectId: project._id };
  const existing = await Timeline.findOne(scope).lean<TimelineRecord>();
  if (existing) return existing;
  try {
    return (await Timeline.create(scope)).toObject();
  } catch (error) {
    // Opened twice at once: the unique index kept one, use it.
    if ((error as { code?: unknown }).code !== 11000) throw error;
    return (await Timeline.findOne(scope).lean<TimelineRecord>())!;
  }
}

export async function tasksOf(timeline: TimelineRecord): Promise<TimelineTaskView[]> {
  const tasks = await TimelineTask.find({ organizationId: timeline.organizationId, timelineId: timeline._id })
    .sort({ startDate: 1, _id: 1 })
    .lean<TimelineTaskRecord[]>();
  return tasks.map(toTimelineTask);
}

export async function getProjectTimeline(actor: Actor, projectId: Types.ObjectId): Promise<TimelineView> {
  const project = await findVisibleProject(actor, projectId);
  const timeline = await timelineOf(project);
  return { id: timeline._id.toString(), projectId: project._id.toString(), tasks: await tasksOf(timeline) };
}

/** Tasks are planned by the firm: the organization, or a team member assigned to the project (timeline event `taskCreated`). */
export async function addTask(actor: Actor, projectId: Types.ObjectId, input: NewTaskInput): Promise<TimelineTaskView> {
  const project = await findManagedProject(actor, projectId);
  const timeline = await timelineOf(project);
  const created = await TimelineTask.create({
    organizationId: project.organizationId,
    timelineId: timeline._id,
    projectId: project._id,
    name: input.name,
    description: input.description ?? '',
    startDate: new Date(input.startDate),
    endDate: new Date(input.endDate),
    createdBy: actor.userId,
  });
  const task: TimelineTaskRecord = created.toObject();
  await timelineEvents.emit('taskCreated', { project, task });
  return toTimelineTask(task);
}
