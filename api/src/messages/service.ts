import mongoose from 'mongoose';
import type { Message as MessageView } from '@clientline/contracts';
import type { ProjectRecord } from '../projects/model';
import { emitToOrganization, emitToUser } from '../realtime/hub';
import type { UserRecord } from '../users/model';
import { Message, type MessageRecord, type SenderSide } from './model';
import { toMessage } from './present';

/** A chat shows the most recent messages; older ones stay stored. */
export const MESSAGE_LIST_LIMIT = 500;
export const NEW_MESSAGE_EVENT = 'new_message';

type Sender = Pick<UserRecord, '_id' | 'role' | 'displayName'>;

/** The project's messages, oldest first (the last MESSAGE_LIST_LIMIT of them). */
export async function listMessages(project: Pick<ProjectRecord, '_id' | 'organizationId'>): Promise<MessageView[]> {
  const newestFirst = await Message.find({ organizationId: project.organizationId, projectId: project._id })
    .sort({ createdAt: -1, _id: -1 })
    .limit(MESSAGE_LIST_LIMIT)
    .lean<MessageRecord[]>();
  return newestFirst.reverse().map(toMessage);
}

/**
 * Stores a message from `sender` (always the signed-in user) and pushes it to the firm's staff and
 * the project's client as `new_message` { projectId, message }.
 */
export async function sendMessage(project: ProjectRecord, sender: Sender, content: string, now = new Date()): Promise<MessageView> {
  const senderSide: SenderSide = sender.role === 'client' ? 'client' : 'firm';
  const responseMinutes = senderSide === 'firm' ? await minutesClientHasWaited(project, now) : null;
  const created = await Message.create({
    organizationId: project.organizationId,
    projectId: project._id,
    senderId: sender._id,
    senderName: sender.displayName,
    senderSide,
    content,
    responseMinutes,
    createdAt: now,
  });
  const message = toMessage(created.toObject());
  const event = { projectId: project._id.toString(), message };
  emitToOrganization(project.organizationId, NEW_MESSAGE_EVENT, event);
  emitToUser(project.clientId, NEW_MESSAGE_EVENT, event);
  return message;
}

/** Minutes since the client's oldest message not yet answered by the firm, or null when none waits. */
async function minutesClientHasWaited(project: ProjectRecord, now: Date): Promise<number | null> {
  const scope = { organizationId: project.organizationId, projectId: project._id };
  const lastFirmMessage = await Message.findOne({ ...scope, senderSide: 'firm' })
    .sort({ createdAt: -1 })
    .lean<MessageRecord>();
  const waiting = await Message.findOne({
    ...scope,
    senderSide: 'client',
    ...(lastFirmMessage ? { createdAt: mongoose.trusted({ $gt: lastFirmMessage.createdAt }) } : {}),
  })
    .sort({ createdAt: 1 })
    .lean<MessageRecord>();
  if (!waiting) return null;
  return Math.max(0, (now.getTime() - waiting.createdAt.getTime()) / 60_000);
}
