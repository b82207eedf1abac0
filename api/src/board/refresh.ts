import { AsyncLocalStorage } from 'node:async_hooks';
import type { Types } from 'mongoose';
import { logger } from '../observability/logger';
import type { ProjectRecord } from '../projects/model';
import { refreshBoardSummaries } from './summary';

type Project = Pick<ProjectRecord, '_id' | 'organizationId'>;

/** The projects changed by work run by `refreshingBoardOnceAtItsEnd`, by id, summed when it ends. */
const pending = new AsyncLocalStorage<Map<string, Project>>();

/**
 * The summary is derived data: a refresh that fails is logged and leaves the change it follows in place
 * (the next change of the project sums it again), rather than failing the person's call. Within work run by
 * `refreshingBoardOnceAtItsEnd`, it waits for the work's end.
 */
export async function refreshBoard(projects: Project[]): Promise<void> {
  const collecting = pending.getStore();
  if (collecting) {
    for (const project of projects) collecting.set(project._id.toString(), project);
    return;
  }
  const [first] = projects;
  if (!first) return;
  try {
    await refreshBoardSummaries(first.organizationId, projects.map((project) => project._id));
  } catch (error) {
    logger.error({ err: error, projectIds: projects.map((project): Types.ObjectId => project._id) }, 'The board summary could not be refreshed');
  }
}

/**
 * Runs `work` (a step of an action on many projects of one firm: a message on each of 25 refreshed each
 * summary with six reads and writes) with the board summaries of the projects it changes refreshed together
 * when it ends, failed or not: the board shows the step's changes a moment later, all at once.
 */
export async function refreshingBoardOnceAtItsEnd<T>(work: () => Promise<T>): Promise<T> {
  const changed = new Map<string, Project>();
  try {
    return await pending.run(changed, work);
  } finally {
    await refreshBoard([...changed.values()]);
  }
}
