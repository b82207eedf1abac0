import type { Types } from 'mongoose';
import type { z } from 'zod';
import { TASK_STATUS_WORDS, type newTaskSchema, type taskUpdateSchema, type Timeline as TimelineView, type TimelineTask as TimelineTaskView } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { describeChanges, projectPartObject, recordAudit } from '../audit/record';
import { HttpError } from '../http/errors';
import { findManagedProject, findVisibleProject } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { authorNamer } from '../users/former-members';
import { firmManagersFilter, User, type UserRecord } from '../users/model';
import { timelineEvents } from './events';
import { Timeline, TimelineTask, type TimelineRecord, type TimelineTaskRecord } from './model';
import { toTimelineTask } from './present';

type NewTaskInput = z.output<typeof newTaskSchema>;
type TaskUpdate = z.output<typeof taskUpdateSchema>;
type TimelineProject = Pick<ProjectRecord, '_id' | 'organizationId'>;

export const TASK_NOT_FOUND = 'Task not found';
const NOT_ON_THE_TEAM = "A task's assignee must work on this project or run the firm";
const END_BEFORE_START = 'End date cannot be earlier than start date';

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

/** The timeline's tasks by start date, assignees the firm removed since marked. */
export async function tasksOf(timeline: TimelineRecord): Promise<TimelineTaskView[]> {
  const tasks = await TimelineTask.find({ organizationId: timeline.organizationId, timelineId: timeline._id })
    .sort({ startDate: 1, _id: 1 })
    .lean<TimelineTaskRecord[]>();
  const assigned = tasks.filter((task) => task.assigneeId);
  const nameOf = await authorNamer(timeline.organizationId, assigned.map((task) => task.assigneeId!));
  return tasks.map((task) => toTimelineTask(task, task.assigneeId && nameOf(task.assigneeId, task.assigneeName ?? '')));
}

export async function getProjectTimeline(actor: Actor, projectId: Types.ObjectId): Promise<TimelineView> {
  const project = await findVisibleProject(actor, projectId);
  const timeline = await timelineOf(project);
  return { id: timeline._id.toString(), projectId: project._id.toString(), tasks: await tasksOf(timeline) };
}

/**
 * Who may do a task of the project: its assignees and those who run the firm, active members of the
 * firm. The stored fields for `assigneeId` (none for `null` or `''`); 400 for anyone else.
 */
async function assigneeFields(project: ProjectRecord, assigneeId: string | null): Promise<Pick<TimelineTaskRecord, 'assigneeId' | 'assigneeName'>> {
  if (!assigneeId) return { assigneeId: null, assigneeName: null };
  const onTheProject = project.assigneeIds.some((id) => id.equals(assigneeId));
  const user = await User.findOne(
    onTheProject ? { _id: assigneeId, organizationId: project.organizationId, status: 'active' } : { ...firmManagersFilter(project.organizationId), _id: assigneeId },
    { displayName: 1 },
  ).lean<Pick<UserRecord, '_id' | 'displayName'>>();
  if (!user) throw new HttpError(400, NOT_ON_THE_TEAM, { errors: { assigneeId: NOT_ON_THE_TEAM } });
  return { assigneeId: user._id, assigneeName: user.displayName };
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
    status: input.status ?? 'todo',
    ...(await assigneeFields(project, input.assigneeId ?? null)),
    createdBy: actor.userId,
  });
  const task: TimelineTaskRecord = created.toObject();
  await timelineEvents.emit('taskCreated', { project, task });
  await recordAudit({ action: 'task.created', object: projectPartObject('task', task), project });
  return toTimelineTask(task);
}

async function findTask(project: ProjectRecord, taskId: Types.ObjectId): Promise<TimelineTaskRecord> {
  const task = await TimelineTask.findOne({ _id: taskId, organizationId: project.organizationId, projectId: project._id }).lean<TimelineTaskRecord>();
  if (!task) throw new HttpError(404, TASK_NOT_FOUND);
  return task;
}

/** Changes the fields given of a task: what it says, its dates, status or assignee (timeline event `taskUpdated`). */
export async function updateTask(actor: Actor, projectId: Types.ObjectId, taskId: Types.ObjectId, input: TaskUpdate): Promise<TimelineTaskView> {
  const project = await findManagedProject(actor, projectId);
  const task = await findTask(project, taskId);
  const startDate = input.startDate === undefined ? task.startDate : new Date(input.startDate);
  const endDate = input.endDate === undefined ? task.endDate : new Date(input.endDate);
  // A date sent alone must still hold with the stored other one.
  if (endDate < startDate) throw new HttpError(400, END_BEFORE_START, { errors: { endDate: END_BEFORE_START } });
  const changes: Partial<TimelineTaskRecord> = { startDate, endDate };
  if (input.name !== undefined) changes.name = input.name;
  if (input.description !== undefined) changes.description = input.description;
  if (input.status !== undefined) changes.status = input.status;
  if (input.assigneeId !== undefined) Object.assign(changes, await assigneeFields(project, input.assigneeId));
  // Only if the dates checked here are still the stored ones: two edits of one date each cannot cross.
  const updated = await TimelineTask.findOneAndUpdate(
    { _id: task._id, organizationId: project.organizationId, startDate: task.startDate, endDate: task.endDate },
    { $set: changes },
    { returnDocument: 'after' },
  ).lean<TimelineTaskRecord>();
  if (!updated) throw new HttpError(409, 'This task changed meanwhile. Reload the timeline and try again.');
  await timelineEvents.emit('taskUpdated', { project, task: updated });
  const detail = describeChanges([
    ['Name', task.name, updated.name],
    ['Description', task.description, updated.description],
    ['Start date', task.startDate, updated.startDate],
    ['End date', task.endDate, updated.endDate],
    ['Status', TASK_STATUS_WORDS[task.status], TASK_STATUS_WORDS[updated.status]],
    ['Assignee', task.assigneeName, updated.assigneeName],
  ]);
  if (detail) await recordAudit({ action: 'task.updated', object: projectPartObject('task', updated), project, detail });
  return toTimelineTask(updated);
}

/** Deletes a task (timeline event `taskDeleted`, with the task as it was). */
export async function deleteTask(actor: Actor, projectId: Types.ObjectId, taskId: Types.ObjectId): Promise<void> {
  const project = await findManagedProject(actor, projectId);
  const deleted = await TimelineTask.findOneAndDelete({ _id: taskId, organizationId: project.organizationId, projectId: project._id }).lean<TimelineTaskRecord>();
  if (!deleted) throw new HttpError(404, TASK_NOT_FOUND);
  await timelineEvents.emit('taskDeleted', { project, task: deleted });
  await recordAudit({ action: 'task.deleted', object: projectPartObject('task', deleted), project });
}
