import type { Milestone, ProjectStatus } from '@clientline/contracts';
import { Badge, type BadgeTone } from '@clientline/shared-ui';
import { milestoneDeadline } from '../lib/deadline';

const MILESTONE_STATUS: Record<Milestone['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'neutral' },
  in_progress: { label: 'In Progress', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
};

/** A milestone's status: completed is green, in progress blue, anything else grey. */
export function MilestoneStatusBadge({ status }: { status: Milestone['status'] }) {
  const { label, tone } = MILESTONE_STATUS[status] ?? MILESTONE_STATUS.pending;
  return <Badge tone={tone}>{label}</Badge>;
}

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
