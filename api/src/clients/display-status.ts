import mongoose from 'mongoose';
import type { ClientDisplayStatus, ProjectStatus } from '@clientline/contracts';
import type { ProjectRecord } from '../projects/model';

const DAY_MS = 24 * 60 * 60 * 1000;
export const PENDING_LOOKAHEAD_DAYS = 90;

export type StatusProject = Pick<ProjectRecord, 'status' | 'startDate' | 'endDate'>;

/** Completed and 'other' projects are archived; active and waiting_assignment ones are not. */
const NOT_ARCHIVED_STATUSES: ProjectStatus[] = ['active', 'waiting_assignment'];

function isArchived(project: StatusProject): boolean {
  return !NOT_ARCHIVED_STATUSES.includes(project.status);
}

/** An end date is a calendar day: the project runs until that day is over. */
function hasEnded(project: StatusProject, now: Date): boolean {
  return project.endDate !== null && project.endDate.getTime() + DAY_MS <= now.getTime();
}

/** A project that makes its client Active: active, started, and not ended. */
export function isRunning(project: StatusProject, now: Date): boolean {
  return project.status === 'active' && project.startDate.getTime() <= now.getTime() && !hasEnded(project, now);
}

/** A project that makes its client Pending (unless another makes it Active): not archived, starting within 90 days. */
export function startsSoon(project: StatusProject, now: Date): boolean {
  const horizon = now.getTime() + PENDING_LOOKAHEAD_DAYS * DAY_MS;
  return !isArchived(project) && project.startDate.getTime() > now.getTime() && project.startDate.getTime() <= horizon;
}

/**
 * The client's status on the Clients screen: Active when a project is active, has
 * started and has not ended; else Pending when a non-archived project starts within 90 days; else
 * Sleeping (also with no projects).
 */
export function clientDisplayStatus(projects: StatusProject[], now = new Date()): ClientDisplayStatus {
  if (projects.some((project) => isRunning(project, now))) return 'Active';
  return projects.some((project) => startsSoon(project, now)) ? 'Pending' : 'Sleeping';
}

/*
 * isRunning and startsSoon as filters on the projects collection, so the Clients screen filters by status
 * without reading every project. display-status.test.ts holds each filter to its rule.
 */

/** The projects isRunning is true of. */
export function runningProjectsFilter(now: Date) {
  return {
    status: 'active' as const,
    startDate: mongoose.trusted({ $lte: now }),
    $or: [{ endDate: null }, { endDate: mongoose.trusted({ $gt: new Date(now.getTime() - DAY_MS) }) }],
  };
}

/** The projects startsSoon is true of. */
export function startingSoonProjectsFilter(now: Date) {
  return {
    status: mongoose.trusted({ $in: NOT_ARCHIVED_STATUSES }),
    startDate: mongoose.trusted({ $gt: now, $lte: new Date(now.getTime() + PENDING_LOOKAHEAD_DAYS * DAY_MS) }),
  };
}
