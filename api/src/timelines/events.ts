import { DomainEvents } from '../events/domain-events';
import type { ProjectRecord } from '../projects/model';
import type { TimelineTaskRecord } from './model';

export interface TimelineEvents {
  taskCreated: { project: ProjectRecord; task: TimelineTaskRecord };
}

export const timelineEvents = new DomainEvents<TimelineEvents>();
