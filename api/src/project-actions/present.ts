import type { ProjectAction as ProjectActionView, ProjectActionKind } from '@clientline/contracts';
import { NOTHING_OPEN } from '../reminders/service';
import type { ProjectActionRecord } from './model';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const DID: Record<ProjectActionKind, (changed: number, params: ProjectActionRecord['params']) => string> = {
  assign: (changed, { label }) => `Assigned ${label} to ${counted(changed, 'project', 'projects')}`,
  // A client with two of the projects is messaged on each: the count is of projects, not of people.
  message: (changed) => `Messaged the clients of ${counted(changed, 'project', 'projects')}`,
  remind: (changed) => `Reminded ${counted(changed, 'client', 'clients')}`,
  move: (changed, { stage }) => `Moved ${counted(changed, 'project', 'projects')} to ${stage}`,
  archive: (changed) => `Archived ${counted(changed, 'project', 'projects')}`,
};

/**
 * What the action did, in words: "Reminded 41 clients; 3 had nothing open" when nothing open was every reason
 * to pass one over, else "…; 4 were passed over, 3 of them with nothing open" (as many as the screen lists).
 */
export function summaryOf(action: Pick<ProjectActionRecord, 'kind' | 'params' | 'outcomes'>): string {
  const skipped = action.outcomes.filter((outcome) => outcome.skipped !== null).length;
  const nothingOpen = action.outcomes.filter((outcome) => outcome.skipped === NOTHING_OPEN).length;
  const did = DID[action.kind](action.outcomes.length - skipped, action.params);
  if (skipped === 0) return did;
  if (nothingOpen === skipped) return `${did}; ${nothingOpen} had nothing open`;
  return `${did}; ${counted(skipped, 'was', 'were')} passed over${nothingOpen > 0 ? `, ${nothingOpen} of them with nothing open` : ''}`;
}

/** `clientNames`: the client of each project passed over, by project id (none while it has passed none over). */
export function toProjectAction(action: ProjectActionRecord, clientNames = new Map<string, string>()): ProjectActionView {
  const skipped = action.outcomes.filter((outcome) => outcome.skipped !== null);
  return {
    id: action._id.toString(),
    kind: action.kind,
    status: action.status,
    total: action.projectIds.length,
    done: action.done,
    changed: action.outcomes.length - skipped.length,
    skipped: skipped.map((outcome) => ({
      projectId: outcome.projectId.toString(),
      projectName: outcome.projectName,
      clientName: clientNames.get(outcome.projectId.toString()) ?? null,
      reason: outcome.skipped as string,
    })),
    summary: summaryOf(action),
    error: action.error,
    createdAt: action.createdAt.toISOString(),
    finishedAt: action.finishedAt?.toISOString() ?? null,
  };
}
