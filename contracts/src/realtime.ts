import type { Message, Milestone, Notification, TimelineTask, WebhookRequest } from './types';

/**
 * What the api pushes on the socket (`/ws`), and to whom. The api emits only these names and the
 * frontends' realtime bridge listens to exactly these, so both sides are typed from one list.
 */
export const SOCKET_EVENTS = {
  /** To the user it is for. */
  notification: 'notification',
  /** To the firm's staff and the project's client. */
  newMessage: 'new_message',
  /** To the firm's staff and the project's client: a message was edited or deleted by its sender. */
  messageUpdated: 'message_updated',
  /** To the firm's staff and the project's client. */
  milestoneChanged: 'milestone_changed',
  /** To the firm's staff and the project's client. */
  milestoneDeleted: 'milestone_deleted',
  /** To the firm's staff and the project's client: the project itself (dates, status, assignees) changed or was created. */
  projectChanged: 'project_changed',
  /** To the firm's staff and the project's client. */
  timelineTaskCreated: 'timeline_task_created',
  /** To the firm's staff and the project's client: edited, moved to another status or assignee. */
  timelineTaskUpdated: 'timeline_task_updated',
  /** To the firm's staff and the project's client. */
  timelineTaskDeleted: 'timeline_task_deleted',
  /** To the firm's organization accounts. */
  webhookRequestReceived: 'new_webhook_request',
  webhookRequestProcessed: 'webhook_request_processed',
  webhookRequestFailed: 'webhook_request_failed',
  /** To the firm's staff and the project's client: a project's documents or document requests changed (refetch them). */
  documentChanged: 'document_changed',
} as const;

export type SocketEventName = (typeof SOCKET_EVENTS)[keyof typeof SOCKET_EVENTS];

export interface MilestoneChangedEvent {
  projectId: string;
  milestone: Milestone;
  /** The project's counts after the change, so a list can show the new progress without a reload. */
  completedMilestones: number;
  totalMilestones: number;
}

export interface MilestoneDeletedEvent {
  projectId: string;
  milestoneId: string;
  /** The project's counts after the deletion. */
  completedMilestones: number;
  totalMilestones: number;
}

export interface ProjectChangedEvent {
  projectId: string;
  change: 'created' | 'updated' | 'completed' | 'deleted';
}

export interface TimelineTaskCreatedEvent {
  projectId: string;
  timelineId: string;
  task: TimelineTask;
}

/** A task edited, moved or reassigned (`timeline_task_updated`): the task as it is now. */
export type TimelineTaskUpdatedEvent = TimelineTaskCreatedEvent;

export interface TimelineTaskDeletedEvent {
  projectId: string;
  timelineId: string;
  taskId: string;
}

export interface DocumentChangedEvent {
  projectId: string;
}

export interface NewMessageEvent {
  projectId: string;
  message: Message;
}

/** The payload of each event, by name. */
export interface SocketEventPayloads {
  notification: Notification;
  new_message: NewMessageEvent;
  message_updated: NewMessageEvent;
  milestone_changed: MilestoneChangedEvent;
  milestone_deleted: MilestoneDeletedEvent;
  project_changed: ProjectChangedEvent;
  timeline_task_created: TimelineTaskCreatedEvent;
  timeline_task_updated: TimelineTaskUpdatedEvent;
  timeline_task_deleted: TimelineTaskDeletedEvent;
  new_webhook_request: WebhookRequest;
  webhook_request_processed: WebhookRequest;
  webhook_request_failed: WebhookRequest;
  document_changed: DocumentChangedEvent;
}
