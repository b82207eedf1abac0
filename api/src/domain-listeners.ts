import { mailActivity } from './activity-mail/collect';
import { keepTemplateRules, setOffAutomations } from './automations/listeners';
import { keepBoardSummaries } from './board/listeners';
import { pushLiveUpdates } from './live-updates/listeners';
import { hideNewsOfArchivedProjects } from './notifications/archived-projects';
import { notifyOnDocuments } from './notifications/document-listeners';
import { notifyOnJoinRequests } from './notifications/join-requests';
import { notifyOnProjectChanges } from './notifications/listeners';
import { notifyOnMessages } from './notifications/message-listeners';
import { notifyOnReminders } from './notifications/reminders';
import { notifyOnWebhookRequests } from './notifications/webhook-requests';

/**
 * Who listens to the domain events (docs/architecture.md, "Domain events"): notifications and the board's
 * summaries, then the sockets (so a screen refetching on a pushed event reads them up to date). Called by createApp and by the seed command; calling it again adds nothing.
 */
export function listenToDomainEvents(): void {
  notifyOnProjectChanges();
  notifyOnDocuments();
  notifyOnJoinRequests();
  notifyOnMessages();
  notifyOnWebhookRequests();
  notifyOnReminders();
  hideNewsOfArchivedProjects();
  keepBoardSummaries();
  setOffAutomations();
  keepTemplateRules();
  // After every listener that stores notifications: it hears of each one they store.
  mailActivity();
  pushLiveUpdates();
}
