import type { MilestoneRecord, ProjectRecord } from '../projects/model';
import type { ProjectEvent } from '../notifications/service';
import { STATUS_WORDS } from './status-flow';

export type MilestoneEventType = 'milestone_created' | 'milestone_updated';

/** The notification for a milestone created or moved to its current status (one per milestone and status). */
export function milestoneEvent(type: MilestoneEventType, project: ProjectRecord, milestone: MilestoneRecord): ProjectEvent {
  const content =
    type === 'milestone_created'
      ? `New milestone "${milestone.name}" on ${project.name}`
      : `Milestone "${milestone.name}" on ${project.name} is ${STATUS_WORDS[milestone.status]}`;
  const eventKey =
    type === 'milestone_created' ? `${type}:${milestone._id.toString()}` : `${type}:${milestone._id.toString()}:${milestone.status}`;
  return {
    type,
    content,
    milestoneData: { name: milestone.name, status: milestone.status, dueDate: milestone.dueDate },
    eventKey,
  };
}
