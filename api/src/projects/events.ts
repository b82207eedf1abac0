import type { Types } from 'mongoose';
import type { Actor } from '../actor/actor';
import { DomainEvents } from '../events/domain-events';
import type { MilestoneRecord, ProjectRecord } from './model';

/** What happens to a project, emitted by projects/service.ts once the change is stored. */
export interface ProjectEvents {
  created: { actor: Actor; project: ProjectRecord };
  /** Many made at once from a template (template-batches/): one event, so a listener reads what it needs once. */
  createdMany: { actor: Actor; projects: ProjectRecord[] };
  /**
   * Edited (name, description, dates), new assignees, reopened, archived or restored. `unassigned`: team
   * members this change took off the project, whose open screens must hear of it too.
   */
  updated: { actor: Actor; project: ProjectRecord; unassigned?: Types.ObjectId[] };
  /** `closedMilestones`: the milestones the completion closed, as stored. */
  completed: { actor: Actor; project: ProjectRecord; closedMilestones: MilestoneRecord[] };
  /** An empty project deleted (project-deletion/): `project` as it was. */
  deleted: { actor: Actor; project: ProjectRecord };
}

export const projectEvents = new DomainEvents<ProjectEvents>();
