import type { ClientDisplayStatus } from '@clientline/contracts';
import type { ProjectRecord } from '../projects/model';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PENDING_LOOKAHEAD_DAYS = 90;

export type StatusProject = Pick<ProjectRecord, 'status' | 'startDate' | 'endDate'>;

/** Completed and 'other' projects are archived; active and waiting_assignment ones are not. */
function isArchived(project: StatusProject): boolean {
  return project.status === 'completed' || project.status === 'other';
}

/** An end date is a calendar day: the project runs until that day is over. */
function hasEnded(project: StatusProject, now: Date): boolean {
  return project.endDate !== null && project.endDate.getTime() + DAY_MS <= now.getTime();
}

/**
 * The client's status on the Clients screen: Active when a project is active, has
 * started and has not ended; else Pending when a non-archived project starts within 90 days; else
 * Sleeping (also with no projects).
 */
export function clientDisplayStatus(projects: StatusProject[], now = new Date()): ClientDisplayStatus {
  const running = projects.some(
    (project) => project.status === 'active' && project.startDate.getTime() <= now.getTime() && !hasEnded(project, now),
  );
  if (running) return 'Active';
  const horizon = now.getTime() + PENDING_LOOKAHEAD_DAYS * DAY_MS;
  const startingSoon = projects.some(
    (project) => !isArchived(project) && project.startDate.getTime() > now.getTime() && project.startDate.getTime() <= horizon,
  );
  return startingSoon ? 'Pending' : 'Sleeping';
}
