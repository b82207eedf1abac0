import type { ProjectAction as ProjectActionView, ProjectActionKind } from '@clientline/contracts';
import { NOTHING_OPEN } from '../reminders/service';
import type { ProjectActionRecord } from './model';

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

const DID: Record<ProjectActionKind, (changed: number, params: ProjectActionRecord['params']) => string> = {
  assign: (changed, { label }) => `Assigned ${label} to ${counted(changed, 'project', 'projects')}`,
  message: (changed) => `Messaged ${counted(changed, 'client', 'clients')}`,
  remind: (changed) => `Reminded ${counted(changed, 'client', 'clients')}`,
  move: (changed, { stage }) => `Moved ${counted(changed, 'project', 'projects')} to ${stage}`,
  archive: (changed) => `Archived ${counted(changed, 'project', 'projects')}`,
};

/** "Reminded 41 clients; 3 had nothing open; 1 passed over": what the action did, in words. */
export function summaryOf(action: Pick<ProjectActionRecord, 'kind' | 'params' | 'outcomes'>): string {
  const skipped = action.outcomes.filter((outcome) => outcome.skipped !== null);
  const nothingOpen = skipped.filter((outcome) => outcome.skipped === NOTHING_OPEN).length;
  const others = skipped.length - nothingOpen;
  return [
    DID[action.kind](action.outcomes.length - skipped.length, action.params),
    nothingOpen > 0 && `${nothingOpen} had nothing open`,
    others > 0 && `${counted(others, 'was', 'were')} passed over`,
  ]
    .filter(Boolean)
    .join('; ');
}

export function toProjectAction(action: ProjectActionRecord): ProjectActionView {
  const skipped = action.outcomes.filter((outcome) => outcome.skipped !== null);
  return {
    id: action._id.toString(),
    kind: action.kind,
    status: action.status,
    total: action.projectIds.length,
    done: action.done,
    changed: action.outcomes.length - skipped.length,
    skipped: skipped.map((outcome) => ({ projectId: outcome.projectId.toString(), projectName: outcome.projectName, reason: outcome.skipped as string })),
    summary: summaryOf(action),
    error: action.error,
    createdAt: action.createdAt.toISOString(),
    finishedAt: action.finishedAt?.toISOString() ?? null,
  };
}
