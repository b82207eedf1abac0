import type { Message as MessageView } from '@clientline/contracts';
import type { MessageRecord } from './model';

/** A message as the api answers it: the sender by id and display name, never by email. */
export function toMessage(message: MessageRecord): MessageView {
  const senderId = message.senderId.toString();
  return {
    id: message._id.toString(),
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    senderId,
    sender: { id: senderId, displayName: message.senderName },
  };
}
