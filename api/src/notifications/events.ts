import { DomainEvents } from '../events/domain-events';
import type { NotificationRecord } from './model';

export interface NotificationEvents {
  /** One stored notification for one user. */
  created: { notification: NotificationRecord };
}

export const notificationEvents = new DomainEvents<NotificationEvents>();
