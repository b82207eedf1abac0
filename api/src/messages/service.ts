import mongoose, { type Types } from 'mongoose';
import { MESSAGE_EDIT_WINDOW_MINUTES, type Message as MessageView } from '@clientline/contracts';
import type { Actor } from '../actor/actor';
import { describeChanges, messageObject, recordAudit } from '../audit/record';
import { now } from '../clock/clock';
import { isDuplicateKeyError } from '../http/duplicate-key';
import { HttpError } from '../http/errors';
import { findVisibleProject } from '../projects/access';
import type { ProjectRecord } from '../projects/model';
import { readOnce } from '../steps/remembered-reads';
import { authorNamer } from '../users/former-members';
import { User, type UserRecord } from '../users/model';
import { messageEvents } from './events';
import { Message, type MessageRecord, type SenderSide } from './model';
import { toMessage } from './present';

/** A chat shows the most recent messages; older ones stay stored. */
export const MESSAGE_LIST_LIMIT = 500;

/** The messages of a project the actor may see. */
export async function listMessages(actor: Actor, projectId: Types.ObjectId): Promise<MessageView[]> {
  return projectMessages(await findVisibleProject(actor, projectId));
}

/** The project's messages, oldest first (the last MESSAGE_LIST_LIMIT of them), removed members marked; also for a share link's reader. */
export async function projectMessages(project: Pick<ProjectRecord, '_id' | 'organizationId'>): Promise<MessageView[]> {
  const newestFirst = await Message.find({ organizationId: project.organizationId, projectId: project._id })
    .sort({ createdAt: -1, _id: -1 })
    .limit(MESSAGE_LIST_LIMIT)
    .lean<MessageRecord[]>();
  const nameOf = await authorNamer(project.organizationId, newestFirst.map((message) => message.senderId));
  return newestFirst.reverse().map((message) => toMessage(message, nameOf(message.senderId, message.senderName)));
}

/**
 * Stores a message from the actor on a project they may see (message event `sent`). `id`, when the caller
 * derives it, makes sending again tell of the message stored the first time instead of storing a second: a
 * retry after a process died between storing and telling finishes the telling, and whoever was told already
 * is not told twice (the bell's news is keyed by the message, screens add it by id).
 */
export async function sendMessage(actor: Actor, projectId: Types.ObjectId, content: string, { sentAt = now(), id }: { sentAt?: Date; id?: Types.ObjectId } = {}): Promise<MessageView> {
  const project = await findVisibleProject(actor, projectId);
  const sender = await readOnce(`user-name:${actor.userId.toString()}`, () =>
    User.findOne({ _id: actor.userId, organizationId: actor.organizationId }, { displayName: 1 }).orFail().lean<Pick<UserRecord, 'displayName'>>(),
  );
  const senderSide: SenderSide = actor.role === 'client' ? 'client' : 'firm';
  const responseMinutes = senderSide === 'firm' ? await minutesClientHasWaited(project, sentAt) : null;
  let message: MessageRecord;
  try {
    const created = await Message.create({
      ...(id ? { _id: id } : {}),
      organizationId: project.organizationId,
      projectId: project._id,
      senderId: actor.userId,
      senderName: sender.displayName,
      senderSide,
      content,
      responseMinutes,
      createdAt: sentAt,
    });
    message = created.toObject();
  } catch (error) {
    if (!id || !isDuplicateKeyError(error)) throw error;
    message = await Message.findOne({ _id: id, organizationId: project.organizationId, projectId: project._id }).orFail().lean<MessageRecord>();
    // Deleted by its sender since: its news went with it.
    if (message.deletedAt) return toMessage(message);
  }
  await messageEvents.emit('sent', { project, message });
  return toMessage(message);
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

export const MESSAGE_NOT_FOUND = 'Message not found';

/**
 * Edits (new `content`) or deletes (`null`) the actor's own message, within MESSAGE_EDIT_WINDOW_MINUTES
 * of sending it (message event `changed`). The conditions are checked in the write itself, so a change
 * cannot land after the window closes or after the message was deleted; when it does not land, the
 * message read again says why.
 */
export async function changeOwnMessage(actor: Actor, projectId: Types.ObjectId, messageId: Types.ObjectId, content: string | null): Promise<MessageView> {
  const project = await findVisibleProject(actor, projectId);
  const at = now();
  const windowOpenedAt = new Date(at.getTime() - MESSAGE_EDIT_WINDOW_MINUTES * 60_000);
  const scope = { _id: messageId, organizationId: project.organizationId, projectId: project._id };
  const change = content === null ? { content: '', deletedAt: at } : { content, editedAt: at };
  const before = await Message.findOneAndUpdate(
    { ...scope, senderId: actor.userId, deletedAt: null, createdAt: mongoose.trusted({ $gte: windowOpenedAt }) },
    { $set: change },
    { returnDocument: 'before' },
  ).lean<MessageRecord>();
  if (!before) {
    const message = await Message.findOne(scope).lean<MessageRecord>();
    if (!message) throw new HttpError(404, MESSAGE_NOT_FOUND);
    if (!message.senderId.equals(actor.userId)) throw new HttpError(403, 'You can only edit or delete your own messages');
    if (message.deletedAt) throw new HttpError(409, 'This message was deleted');
    throw new HttpError(409, `A message can only be edited or deleted within ${MESSAGE_EDIT_WINDOW_MINUTES} minutes of sending it`);
  }
  const changed: MessageRecord = { ...before, ...change };
  await messageEvents.emit('changed', { project, message: changed });
  await recordAudit(
    content === null
      ? { action: 'message.deleted', object: messageObject(before), project }
      : { action: 'message.edited', object: messageObject(before), project, detail: describeChanges([['Text', before.content, content]]) },
  );
  return toMessage(changed);
}
