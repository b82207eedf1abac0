import mongoose from 'mongoose';
import { projectEvents, type ProjectEvents } from '../projects/events';
import { Notification } from './model';

/**
 * An archived project's news leaves the bell, and comes back with the project. Every archive and
 * restore (the project's own, or its client's) is a projects `updated` event; other updates change nothing here.
 */
async function followArchiving({ project }: ProjectEvents['updated']): Promise<void> {
  const archived = project.archivedAt !== null && project.archivedAt !== undefined;
  await Notification.updateMany(
    { organizationId: project.organizationId, projectId: project._id, projectArchived: archived ? mongoose.trusted({ $ne: true }) : true },
    { $set: { projectArchived: archived } },
  );
}

export function hideNewsOfArchivedProjects(): void {
  projectEvents.on('updated', followArchiving);
}
