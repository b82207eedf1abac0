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
  /** To the firm's staff and the project's client. */
  milestoneChanged: 'milestone_changed',
  /** To the firm's staff and the project's client: the project itself (dates, status, assignees) changed or was created. */
  projectChanged: 'project_changed',
  /** To the firm's staff and the project's client. */
  timelineTaskCreated: 'timeline_task_created',
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

export interface ProjectChangedEvent {
  projectId: string;
  change: 'created' | 'updated' | 'completed' | 'deleted';
}

export interface TimelineTaskCreatedEvent {
  projectId: string;
  timelineId: string;
  task: TimelineTask;
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
  milestone_changed: MilestoneChangedEvent;
  project_changed: ProjectChangedEvent;
  timeline_task_created: TimelineTaskCreatedEvent;
  new_webhook_request: WebhookRequest;
  webhook_request_processed: WebhookRequest;
  webhook_request_failed: WebhookRequest;
  document_changed: DocumentChangedEvent;
}
