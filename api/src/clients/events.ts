import type { Types } from 'mongoose';
import { DomainEvents } from '../events/domain-events';

/** What happens to a client account, emitted by clients/ once the change is stored. */
export interface ClientEvents {
  /** Its name changed: the firm renamed it, or renamed the person an individual's account is named after. */
  renamed: { organizationId: Types.ObjectId; clientId: Types.ObjectId };
}

export const clientEvents = new DomainEvents<ClientEvents>();
