import { messageEvents, type MessageEvents } from '../messages/events';
import { Notification } from './model';
import { messageContent, messageEventKey, messageNews } from './news';
import { notifyProject } from './service';

/**
 * A chat message reaches the bell of everyone on the project but its sender: the firm's staff who may see
 * it (owner, admins, its assignees) and the people of its client who see it (a spouse hears of her
 * husband's message).
 */
async function announceMessage({ project, message }: MessageEvents['sent']): Promise<void> {
  await notifyProject(project, message.senderId, messageNews(project, message));
}

/**
 * The bell quotes a message as it stands: an edit changes the quote; a deletion takes the message's
 * notifications away (nobody is left to be told about a message that is gone).
 */
async function followChange({ project, message }: MessageEvents['changed']): Promise<void> {
  const scope = { organizationId: project.organizationId, projectId: project._id, eventKey: messageEventKey(message._id.toString()) };
  if (message.deletedAt) {
    await Notification.deleteMany(scope);
    return;
  }
  await Notification.updateMany(scope, { $set: { content: messageContent(project, message.senderName, message.content) } });
}

export function notifyOnMessages(): void {
  messageEvents.on('sent', announceMessage);
  messageEvents.on('changed', followChange);
}
