import type { Types } from 'mongoose';
import { refreshBoardSummaries } from '../board/summary';
import { groupBy } from '../lists/group-by';
import { Project } from '../projects/model';
import type { Migration } from './run';

export const PER_REFRESH = 500;

/** Sums these projects again, each firm's together. */
export async function refreshByFirm(projects: Array<{ _id: Types.ObjectId; organizationId: Types.ObjectId }>): Promise<void> {
  for (const firmProjects of groupBy(projects, (project) => project.organizationId.toString()).values()) {
    await refreshBoardSummaries(firmProjects[0]!.organizationId, firmProjects.map((project) => project._id));
  }
}

/**
 * Sums every project matching `filter` (one a summary takes out of it), 500 at a time. A start that stopped
 * halfway sums only what it had not.
 */
export async function sumAllMatching(filter: Record<string, unknown>): Promise<void> {
  const tried = new Set<string>();
  for (;;) {
    const matching = await Project.find(filter, { organizationId: 1 }).setOptions({ unscoped: true }).limit(PER_REFRESH).lean<{ _id: Types.ObjectId; organizationId: Types.ObjectId }[]>();
    if (matching.length === 0) return;
    // Never loop on a project whose summary cannot be written: fail the start, naming it.
    const again = matching.find((project) => tried.has(project._id.toString()));
    if (again) throw new Error(`The board summary of project ${again._id.toString()} could not be written`);
    for (const project of matching) tried.add(project._id.toString());
    await refreshByFirm(matching);
  }
}

/** The board reads each project's summary (board/summary.ts), kept from this release on by listeners: every project stored before gets its summary. */
export const boardSummaries: Migration = {
  version: '2026-12-board-summaries',
  run: () => sumAllMatching({ board: null }),
};
