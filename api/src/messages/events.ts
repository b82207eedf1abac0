import { DomainEvents } from '../events/domain-events';
import type { ProjectRecord } from '../projects/model';
import type { MessageRecord } from './model';

export interface MessageEvents {
  sent: { project: ProjectRecord; message: MessageRecord };
  /** Edited or deleted by its sender: the message as it is now. */
  changed: { project: ProjectRecord; message: MessageRecord };
}

export const messageEvents = new DomainEvents<MessageEvents>();
