import { milestoneEvents, type MilestoneEvents } from '../milestones/events';
import { projectEvents, type ProjectEvents } from '../projects/events';
import { milestoneEditIsNews, milestoneStatusKey } from './milestone-rounds';
import { completionNews, milestoneCreatedKey, milestoneDeletionNews, milestoneEditNews, milestoneNews } from './news';
import { notifyProject } from './service';

async function announceCompletion({ actor, project }: ProjectEvents['completed']): Promise<void> {
  await notifyProject(project, actor.userId, completionNews(project));
}

async function announceNewMilestone({ actor, project, milestone }: MilestoneEvents['created']): Promise<void> {
  await notifyProject(project, actor.userId, milestoneNews('milestone_created', project, milestone, milestoneCreatedKey(milestone)));
}

async function announceMilestoneStatus({ actor, project, milestone }: MilestoneEvents['statusChanged']): Promise<void> {
  const eventKey = await milestoneStatusKey(project, milestone);
  await notifyProject(project, actor.userId, milestoneNews('milestone_updated', project, milestone, eventKey));
}

async function announceMilestoneEdit({ actor, project, milestone }: MilestoneEvents['edited']): Promise<void> {
  if (!(await milestoneEditIsNews(project, milestone))) return;
  await notifyProject(project, actor.userId, milestoneEditNews(project, milestone));
}

async function announceMilestoneDeletion({ actor, project, milestone }: MilestoneEvents['deleted']): Promise<void> {
  await notifyProject(project, actor.userId, milestoneDeletionNews(project, milestone));
}

/**
 * The project's client and the firm hear about a completed project and every milestone created, moved
 * (reopening included), corrected (its name or due date) or removed.
 */
export function notifyOnProjectChanges(): void {
  projectEvents.on('completed', announceCompletion);
  milestoneEvents.on('created', announceNewMilestone);
  milestoneEvents.on('statusChanged', announceMilestoneStatus);
  milestoneEvents.on('edited', announceMilestoneEdit);
  milestoneEvents.on('deleted', announceMilestoneDeletion);
}
