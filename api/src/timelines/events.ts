import { DomainEvents } from '../events/domain-events';
import type { ProjectRecord } from '../projects/model';
import type { TimelineTaskRecord } from './model';

export interface TimelineEvents {
  taskCreated: { project: ProjectRecord; task: TimelineTaskRecord };
  taskUpdated: { project: ProjectRecord; task: TimelineTaskRecord };
  /** `task` as it was. */
  taskDeleted: { project: ProjectRecord; task: TimelineTaskRecord };
}

export const timelineEvents = new DomainEvents<TimelineEvents>();
