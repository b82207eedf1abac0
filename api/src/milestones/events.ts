import type { Actor } from '../actor/actor';
import { DomainEvents } from '../events/domain-events';
import type { MilestoneRecord, ProjectRecord } from '../projects/model';

/** What happens to a milestone, emitted by milestones/service.ts with the project as stored after it. */
export interface MilestoneEvents {
  created: { actor: Actor; project: ProjectRecord; milestone: MilestoneRecord };
  statusChanged: { actor: Actor; project: ProjectRecord; milestone: MilestoneRecord };
  /** Its name, description or due date corrected. */
  edited: { actor: Actor; project: ProjectRecord; milestone: MilestoneRecord };
  /** `milestone` as it was; `project` without it. */
  deleted: { actor: Actor; project: ProjectRecord; milestone: MilestoneRecord };
}

export const milestoneEvents = new DomainEvents<MilestoneEvents>();
