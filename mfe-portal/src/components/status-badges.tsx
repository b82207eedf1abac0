import type { Milestone } from '@clientline/contracts';
import { Badge } from '@clientline/shared-ui';
import { milestoneDeadline } from '../lib/deadline';

/** A milestone's status chip: one for every screen that shows milestones (the shared timeline too). */
export { MilestoneStatusBadge } from '@clientline/shared-ui/widgets';

/** The deadline badge of an open milestone; nothing once it is completed. */
export function DeadlineBadge({ milestone }: { milestone: Pick<Milestone, 'dueDate' | 'status'> }) {
  const deadline = milestoneDeadline(milestone);
  return deadline && <Badge tone={deadline.tone}>{deadline.label}</Badge>;
}
