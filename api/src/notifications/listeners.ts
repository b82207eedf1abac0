import { milestoneEvents, type MilestoneEvents } from '../milestones/events';
import { projectEvents, type ProjectEvents } from '../projects/events';
import { completionNews, milestoneNews } from './news';
import { notifyProject } from './service';

async function announceCompletion({ actor, project }: ProjectEvents['completed']): Promise<void> {
  await notifyProject(project, actor.userId, completionNews(project));
}

async function announceNewMilestone({ actor, project, milestone }: MilestoneEvents['created']): Promise<void> {
  await notifyProject(project, actor.userId, milestoneNews('milestone_created', project, milestone));
}

async function announceMilestoneStatus({ actor, project, milestone }: MilestoneEvents['statusChanged']): Promise<void> {
  await notifyProject(project, actor.userId, milestoneNews('milestone_updated', project, milestone));
}

/** The project's client and the firm hear about a completed project and every milestone created or moved. */
export function notifyOnProjectChanges(): void {
  projectEvents.on('completed', announceCompletion);
  milestoneEvents.on('created', announceNewMilestone);
  milestoneEvents.on('statusChanged', announceMilestoneStatus);
}
