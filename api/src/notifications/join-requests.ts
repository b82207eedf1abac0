import type { Types } from 'mongoose';
import { accountEvents, type AccountEvents } from '../auth/events';
import { firmManagersFilter, User } from '../users/model';
import { notificationEvents } from './events';
import { createOnce } from './service';

/** Besides the mail, the firm's owner and admins find each request to join it in their bell (the bell links it to the Team screen). */
async function announceJoinRequest({ member, organizationId }: AccountEvents['joinRequested']): Promise<void> {
  const managers = await User.find(firmManagersFilter(organizationId), { _id: 1 }).lean<{ _id: Types.ObjectId }[]>();
  for (const manager of managers) {
    const notification = await createOnce({
      organizationId,
      userId: manager._id,
      projectId: null,
      type: 'join_request',
      content: `${member.displayName} (${member.username}) asked to join your firm`,
      milestoneData: null,
      eventKey: `join_request:${member._id.toString()}`,
    });
    if (notification) await notificationEvents.emit('created', { notification });
  }
}

export function notifyOnJoinRequests(): void {
  accountEvents.on('joinRequested', announceJoinRequest);
}
