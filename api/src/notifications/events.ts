import { DomainEvents } from '../events/domain-events';
import type { NotificationRecord } from './model';

export interface NotificationEvents {
  /** One stored notification for one user. */
  created: { notification: NotificationRecord };
  /** Many stored at once (a batch's news, notifyClientsAtOnce): one event, so a listener reads what it needs once. */
  createdMany: { notifications: NotificationRecord[] };
}

export const notificationEvents = new DomainEvents<NotificationEvents>();
