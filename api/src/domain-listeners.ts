import { pushLiveUpdates } from './live-updates/listeners';
import { notifyOnDocuments } from './notifications/document-listeners';
import { notifyOnJoinRequests } from './notifications/join-requests';
import { notifyOnProjectChanges } from './notifications/listeners';

/**
 * Who listens to the domain events (docs/architecture.md, "Domain events"): notifications, then the
 * sockets. Called by createApp and by the seed command; calling it again adds nothing.
 */
export function listenToDomainEvents(): void {
  notifyOnProjectChanges();
  notifyOnDocuments();
  notifyOnJoinRequests();
  pushLiveUpdates();
}
