import type { TimelineTask as TimelineTaskView } from '@clientline/contracts';
import type { TimelineTaskRecord } from './model';

export function toTimelineTask(task: TimelineTaskRecord): TimelineTaskView {
  return {
    id: task._id.toString(),
    name: task.name,
    description: task.description,
    startDate: task.startDate.toISOString(),
    endDate: task.endDate.toISOString(),
  };
}
