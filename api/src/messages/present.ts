import type { Message as MessageView } from '@clientline/contracts';
import type { MessageRecord } from './model';

/**
 * A message as the api answers it: the sender by id and display name, never by email. `senderName` is how
 * a list names its senders (users/former-members.ts); a message just sent names its sender as stored.
 */
export function toMessage(message: MessageRecord, senderName = message.senderName): MessageView {
  const senderId = message.senderId.toString();
  return {
    id: message._id.toString(),
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    senderId,
    sender: { id: senderId, displayName: senderName },
    editedAt: message.editedAt?.toISOString() ?? null,
    deletedAt: message.deletedAt?.toISOString() ?? null,
  };
}
