import type { Types } from 'mongoose';
import { documentEvents } from '../documents/events';
import { messageEvents } from '../messages/events';
import { milestoneEvents } from '../milestones/events';
import { logger } from '../observability/logger';
import type { ProjectRecord } from '../projects/model';
import { projectEvents } from '../projects/events';
import { refreshBoardSummaries } from './summary';

type Project = Pick<ProjectRecord, '_id' | 'organizationId'>;

/**
 * The summary is derived data: a refresh that fails is logged and leaves the change it follows in place
 * (the next change of the project sums it again), rather than failing the person's call.
 */
async function refresh(projects: Project[]): Promise<void> {
  const [first] = projects;
  if (!first) return;
  try {
    await refreshBoardSummaries(first.organizationId, projects.map((project) => project._id));
  } catch (error) {
    logger.error({ err: error, projectIds: projects.map((project): Types.ObjectId => project._id) }, 'The board summary could not be refreshed');
  }
}

const refreshOne = ({ project }: { project: Project }) => refresh([project]);
const refreshMany = ({ projects }: { projects: Project[] }) => refresh(projects);

/** Keeps each project's board summary in step with every change that moves it on the board (board/summary.ts). */
export function keepBoardSummaries(): void {
  for (const event of ['created', 'updated', 'completed'] as const) projectEvents.on(event, refreshOne);
  projectEvents.on('createdMany', refreshMany);
  for (const event of ['created', 'statusChanged', 'edited', 'deleted'] as const) milestoneEvents.on(event, refreshOne);
  for (const event of ['uploaded', 'deleted', 'requested', 'reviewed', 'reopened'] as const) documentEvents.on(event, refreshOne);
  for (const event of ['sent', 'changed'] as const) messageEvents.on(event, refreshOne);
}
