import { accountEvents, type AccountEvents } from '../auth/events';
import { notifyFirmManagers } from './service';

/** Besides the mail, the firm's owner and admins find each request to join it in their bell (the bell links it to the Team screen). */
async function announceJoinRequest({ member, organizationId }: AccountEvents['joinRequested']): Promise<void> {
  await notifyFirmManagers(organizationId, {
    type: 'join_request',
    content: `${member.displayName} (${member.username}) asked to join your firm`,
    eventKey: `join_request:${member._id.toString()}`,
  });
}

export function notifyOnJoinRequests(): void {
  accountEvents.on('joinRequested', announceJoinRequest);
}
