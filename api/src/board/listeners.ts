import { clientEvents } from '../clients/events';
import { documentEvents } from '../documents/events';
import { messageEvents } from '../messages/events';
import { milestoneEvents } from '../milestones/events';
import { Project, type ProjectRecord } from '../projects/model';
import { projectEvents } from '../projects/events';
import { refreshBoard } from './refresh';

type ChangedProject = Pick<ProjectRecord, '_id' | 'organizationId'>;

const refreshOne = ({ project }: { project: ChangedProject }) => refreshBoard([project]);
const refreshMany = ({ projects }: { projects: ChangedProject[] }) => refreshBoard(projects);

/** Keeps each project's board summary in step with every change that moves it on the board (board/summary.ts). */
export function keepBoardSummaries(): void {
  for (const event of ['created', 'updated', 'completed'] as const) projectEvents.on(event, refreshOne);
  projectEvents.on('createdMany', refreshMany);
  for (const event of ['created', 'statusChanged', 'edited', 'deleted'] as const) milestoneEvents.on(event, refreshOne);
  for (const event of ['uploaded', 'deleted', 'requested', 'reviewed', 'reopened'] as const) documentEvents.on(event, refreshOne);
  for (const event of ['sent', 'changed'] as const) messageEvents.on(event, refreshOne);
  // Each card names its client.
  clientEvents.on('renamed', async ({ organizationId, clientId }) => refreshBoard(await Project.find({ organizationId, clientId }, { organizationId: 1 }).lean<ChangedProject[]>()));
}
