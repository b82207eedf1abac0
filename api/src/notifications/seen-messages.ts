import mongoose, { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { HttpError } from '../http/errors';
import { Message, type MessageRecord } from '../messages/model';
import { MESSAGE_NOT_FOUND } from '../messages/service';
import { findVisibleProject } from '../projects/access';
import { Notification, type NotificationRecord } from './model';
import { messageIdOf } from './news';

/**
 * The chat of a project was on the actor's screen up to `lastShownId` (its newest message shown): the
 * actor's unread 'new_message' notifications of that project about that message or an earlier one are
 * marked read. A message that arrived after it, and is not yet on their screen, stays unread, so the
 * activity mail, which leaves out what was read, still tells them. Returns how many were marked.
 */
export async function markMessagesSeen(actor: Actor, projectId: Types.ObjectId, lastShownId: Types.ObjectId): Promise<number> {
  const project = await findVisibleProject(actor, projectId);
  const scope = { organizationId: project.organizationId, projectId: project._id };
  const lastShown = await Message.findOne({ ...scope, _id: lastShownId }, { createdAt: 1 }).lean<Pick<MessageRecord, '_id' | 'createdAt'>>();
  if (!lastShown) throw new HttpError(404, MESSAGE_NOT_FOUND);

  const unread = await Notification.find({ ...scope, userId: actor.userId, type: 'new_message', read: false }, { eventKey: 1 }).lean<
    Pick<NotificationRecord, '_id' | 'eventKey'>[]
  >();
  const aboutMessage = new Map<string, Types.ObjectId>();
  for (const notification of unread) {
    const messageId = messageIdOf(notification.eventKey);
    if (messageId && Types.ObjectId.isValid(messageId)) aboutMessage.set(messageId, notification._id);
  }
  if (aboutMessage.size === 0) return 0;

  // Shown: sent before the last shown message, or at the same moment and not after it in the chat's order.
  const shown = await Message.find(
    {
      ...scope,
      _id: mongoose.trusted({ $in: [...aboutMessage.keys()].map((id) => new Types.ObjectId(id)) }),
      $or: [{ createdAt: mongoose.trusted({ $lt: lastShown.createdAt }) }, { createdAt: lastShown.createdAt, _id: mongoose.trusted({ $lte: lastShown._id }) }],
    },
    { _id: 1 },
  ).lean<{ _id: Types.ObjectId }[]>();
  if (shown.length === 0) return 0;
  const { modifiedCount } = await Notification.updateMany(
    { ...scope, userId: actor.userId, read: false, _id: mongoose.trusted({ $in: shown.map((message) => aboutMessage.get(message._id.toString())!) }) },
    { $set: { read: true } },
  );
  return modifiedCount;
}
