import type { Milestone, ProjectStatus } from '@clientline/contracts';
import { Badge, type BadgeTone } from '@clientline/shared-ui';
import { milestoneDeadline } from '../lib/deadline';

/** A milestone's status chip: one for every screen that shows milestones (the shared timeline too). */
export { MilestoneStatusBadge } from '@clientline/shared-ui/widgets';

const PROJECT_STATUS: Record<ProjectStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  waiting_assignment: { label: 'Waiting Assignment', tone: 'warning' },
  other: { label: 'Other', tone: 'neutral' },
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const { label, tone } = PROJECT_STATUS[status] ?? PROJECT_STATUS.other;
  return <Badge tone={tone}>{label}</Badge>;
}

/** The deadline badge of an open milestone; nothing once it is completed. */
export function DeadlineBadge({ milestone }: { milestone: Pick<Milestone, 'dueDate' | 'status'> }) {
  const deadline = milestoneDeadline(milestone);
  return deadline && <Badge tone={deadline.tone}>{deadline.label}</Badge>;
}
