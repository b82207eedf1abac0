import type { Types } from 'mongoose';
import { SOCKET_EVENTS, type ProjectChangedEvent, type SocketEventName, type SocketEventPayloads } from '@clientline/contracts';
import { documentEvents, type DocumentEvents } from '../documents/events';
import { reminderEvents, type ReminderEvents } from '../reminders/events';
import { messageEvents, type MessageEvents } from '../messages/events';
import { toMessage } from '../messages/present';
import { milestoneEvents, type MilestoneEvents } from '../milestones/events';
import { notificationEvents, type NotificationEvents } from '../notifications/events';
import { toNotification } from '../notifications/present';
import { projectEvents, type ProjectEvents } from '../projects/events';
import type { MilestoneRecord, ProjectRecord } from '../projects/model';
import { toMilestone } from '../projects/present';
import { emitToOrganizationAndUsers, emitToUser } from '../realtime/hub';
import { timelineEvents, type TimelineEvents } from '../timelines/events';
import { peopleWhoSee, peopleWhoSeeEach } from '../client-accounts/people';
import type { TimelineTaskRecord } from '../timelines/model';
import { toTimelineTask } from '../timelines/present';
import { firmManagersFilter, User, type UserRecord } from '../users/model';
import { webhookEvents, type WebhookEvents } from '../webhooks/events';
import { presentWebhookRequest } from '../webhooks/present';

/**
 * A project's news reaches the firm's staff who see every project (its organization room), the team
 * members assigned to it (walled off by need-to-know access or not) and the people of its client who see it,
 * no one else.
 */
async function toProjectAudience<Name extends SocketEventName>(
  project: Pick<ProjectRecord, '_id' | 'organizationId' | 'clientId' | 'assigneeIds'>,
  event: Name,
  payload: SocketEventPayloads[Name],
): Promise<void> {
  emitToOrganizationAndUsers(project.organizationId, [...project.assigneeIds, ...(await peopleWhoSee(project))], event, payload);
}

function pushProjectChange(project: ProjectRecord, change: ProjectChangedEvent['change']): Promise<void> {
  return toProjectAudience(project, SOCKET_EVENTS.projectChanged, { projectId: project._id.toString(), change });
}

/** With the project's counts after the change, so a list can show the new progress without a reload. */
function pushMilestoneChange(project: ProjectRecord, milestone: MilestoneRecord): Promise<void> {
  return toProjectAudience(project, SOCKET_EVENTS.milestoneChanged, {
    projectId: project._id.toString(),
    milestone: toMilestone(milestone),
    completedMilestones: project.completedMilestones,
    totalMilestones: project.totalMilestones,
  });
}

const pushProjectCreated = ({ project }: ProjectEvents['created']) => pushProjectChange(project, 'created');

/** A batch's projects: the people who see each are read at once. */
async function pushProjectsCreated({ projects }: ProjectEvents['createdMany']): Promise<void> {
  if (projects.length === 0) return;
  const people = await peopleWhoSeeEach(projects[0]!.organizationId, projects);
  for (const project of projects) {
    emitToOrganizationAndUsers(project.organizationId, [...project.assigneeIds, ...(people.get(project._id.toString()) ?? [])], SOCKET_EVENTS.projectChanged, {
      projectId: project._id.toString(),
      change: 'created',
    });
  }
}
/** Also to those just taken off it: a walled-off member's open page then learns it may no longer show it. */
const pushProjectUpdated = ({ project, unassigned = [] }: ProjectEvents['updated']) =>
  pushProjectChange({ ...project, assigneeIds: [...project.assigneeIds, ...unassigned] }, 'updated');
const pushProjectDeleted = ({ project }: ProjectEvents['deleted']) => pushProjectChange(project, 'deleted');

async function pushProjectCompleted({ project, closedMilestones }: ProjectEvents['completed']): Promise<void> {
  for (const milestone of closedMilestones) await pushMilestoneChange(project, milestone);
  await pushProjectChange(project, 'completed');
}

const pushMilestoneCreated = ({ project, milestone }: MilestoneEvents['created']) => pushMilestoneChange(project, milestone);
const pushMilestoneStatus = ({ project, milestone }: MilestoneEvents['statusChanged']) => pushMilestoneChange(project, milestone);
const pushMilestoneEdited = ({ project, milestone }: MilestoneEvents['edited']) => pushMilestoneChange(project, milestone);

function pushMilestoneDeleted({ project, milestone }: MilestoneEvents['deleted']): Promise<void> {
  return toProjectAudience(project, SOCKET_EVENTS.milestoneDeleted, {
    projectId: project._id.toString(),
    milestoneId: milestone._id.toString(),
    completedMilestones: project.completedMilestones,
    totalMilestones: project.totalMilestones,
  });
}

function taskPayload(project: ProjectRecord, task: TimelineTaskRecord): SocketEventPayloads['timeline_task_created'] {
  return { projectId: project._id.toString(), timelineId: task.timelineId.toString(), task: toTimelineTask(task) };
}

const pushTimelineTask = ({ project, task }: TimelineEvents['taskCreated']) =>
  toProjectAudience(project, SOCKET_EVENTS.timelineTaskCreated, taskPayload(project, task));
const pushTimelineTaskUpdated = ({ project, task }: TimelineEvents['taskUpdated']) =>
  toProjectAudience(project, SOCKET_EVENTS.timelineTaskUpdated, taskPayload(project, task));

function pushTimelineTaskDeleted({ project, task }: TimelineEvents['taskDeleted']): Promise<void> {
  return toProjectAudience(project, SOCKET_EVENTS.timelineTaskDeleted, {
    projectId: project._id.toString(),
    timelineId: task.timelineId.toString(),
    taskId: task._id.toString(),
  });
}

function pushMessage({ project, message }: MessageEvents['sent']): Promise<void> {
  return toProjectAudience(project, SOCKET_EVENTS.newMessage, { projectId: project._id.toString(), message: toMessage(message) });
}

function pushMessageChanged({ project, message }: MessageEvents['changed']): Promise<void> {
  return toProjectAudience(project, SOCKET_EVENTS.messageUpdated, { projectId: project._id.toString(), message: toMessage(message) });
}

function pushNotification({ notification }: NotificationEvents['created']): void {
  emitToUser(notification.userId, SOCKET_EVENTS.notification, toNotification(notification));
}

function pushNotifications({ notifications }: NotificationEvents['createdMany']): void {
  for (const notification of notifications) pushNotification({ notification });
}

/**
 * Only those who run the firm (its owner and admins) may read webhook requests, so these go to their
 * own rooms, not to the staff's organization room. Looked up at each push, so a new admin hears the
 * next one without reconnecting.
 */
async function toOrganizationAccounts<Name extends SocketEventName>(
  organizationId: Types.ObjectId,
  event: Name,
  payload: SocketEventPayloads[Name],
): Promise<void> {
  const accounts = await User.find(firmManagersFilter(organizationId), { _id: 1 }).lean<Pick<UserRecord, '_id'>[]>();
  for (const account of accounts) emitToUser(account._id, event, payload);
}

/** The project's documents or checklist changed (a reminder counts on its item): the screens refetch them. */
function pushDocumentChange({ project }: DocumentEvents[keyof DocumentEvents] | ReminderEvents['sent']): Promise<void> {
  return toProjectAudience(project, SOCKET_EVENTS.documentChanged, { projectId: project._id.toString() });
}

const pushWebhookReceived = ({ request }: WebhookEvents['received']) =>
  toOrganizationAccounts(request.organizationId, SOCKET_EVENTS.webhookRequestReceived, presentWebhookRequest(request));
const pushWebhookProcessed = ({ request }: WebhookEvents['processed']) =>
  toOrganizationAccounts(request.organizationId, SOCKET_EVENTS.webhookRequestProcessed, presentWebhookRequest(request));
const pushWebhookFailed = ({ request }: WebhookEvents['failed']) =>
  toOrganizationAccounts(request.organizationId, SOCKET_EVENTS.webhookRequestFailed, presentWebhookRequest(request));

/** Every change a screen shows is pushed on the socket (contracts' SOCKET_EVENTS) to the rooms that may see it. */
export function pushLiveUpdates(): void {
  projectEvents.on('created', pushProjectCreated);
  projectEvents.on('createdMany', pushProjectsCreated);
  projectEvents.on('updated', pushProjectUpdated);
  projectEvents.on('completed', pushProjectCompleted);
  projectEvents.on('deleted', pushProjectDeleted);
  milestoneEvents.on('created', pushMilestoneCreated);
  milestoneEvents.on('statusChanged', pushMilestoneStatus);
  milestoneEvents.on('edited', pushMilestoneEdited);
  milestoneEvents.on('deleted', pushMilestoneDeleted);
  timelineEvents.on('taskCreated', pushTimelineTask);
  timelineEvents.on('taskUpdated', pushTimelineTaskUpdated);
  timelineEvents.on('taskDeleted', pushTimelineTaskDeleted);
  messageEvents.on('sent', pushMessage);
  messageEvents.on('changed', pushMessageChanged);
  notificationEvents.on('created', pushNotification);
  notificationEvents.on('createdMany', pushNotifications);
  webhookEvents.on('received', pushWebhookReceived);
  webhookEvents.on('processed', pushWebhookProcessed);
  webhookEvents.on('failed', pushWebhookFailed);
  documentEvents.on('uploaded', pushDocumentChange);
  documentEvents.on('deleted', pushDocumentChange);
  documentEvents.on('requested', pushDocumentChange);
  documentEvents.on('reviewed', pushDocumentChange);
  documentEvents.on('reopened', pushDocumentChange);
  reminderEvents.on('sent', pushDocumentChange);
}
