import type { TimelineTask as TimelineTaskView } from '@clientline/contracts';
import type { TimelineTaskRecord } from './model';

/**
 * A task as the api answers it. `assigneeName` is how a list names its assignees (users/former-members.ts);
 * a task just written names its assignee as stored.
 */
export function toTimelineTask(task: TimelineTaskRecord, assigneeName = task.assigneeName): TimelineTaskView {
  return {
    id: task._id.toString(),
    name: task.name,
    description: task.description,
    startDate: task.startDate.toISOString(),
    endDate: task.endDate.toISOString(),
    // Tasks stored before tasks had a status are still to do.
    status: task.status ?? 'todo',
    assignee: task.assigneeId ? { id: task.assigneeId.toString(), displayName: assigneeName ?? '' } : null,
  };
}
