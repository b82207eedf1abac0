import type { Types } from 'mongoose';
import { DomainEvents } from '../events/domain-events';
import type { UserRecord } from '../users/model';

/** What happens to accounts, emitted by auth/service.ts once the change is stored. */
export interface AccountEvents {
  /** Someone registered asking to join the firm; they wait, pending, for its owner or an admin to answer. */
  joinRequested: { member: UserRecord; organizationId: Types.ObjectId };
  /** Someone saved their notification settings (PUT /api/user/notification-settings): `user` as stored now. */
  notificationSettingsChanged: { user: UserRecord };
}

export const accountEvents = new DomainEvents<AccountEvents>();
