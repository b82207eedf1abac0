import type { Actor } from '../actor/actor';
import { DomainEvents } from '../events/domain-events';
import type { MilestoneRecord, ProjectRecord } from '../projects/model';

/** What happens to a milestone, emitted by milestones/service.ts with the project as stored after it. */
export interface MilestoneEvents {
  created: { actor: Actor; project: ProjectRecord; milestone: MilestoneRecord };
  statusChanged: { actor: Actor; project: ProjectRecord; milestone: MilestoneRecord };
}

export const milestoneEvents = new DomainEvents<MilestoneEvents>();
