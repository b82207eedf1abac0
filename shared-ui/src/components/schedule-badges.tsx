import type { MilestoneStatus, Project, ProjectStatus } from '@clientline/contracts';
import { Badge, type BadgeTone } from '@clientline/shared-ui';
import { formatDay, isDayAfter, isLaterThanToday } from '@clientline/shared-ui/dates';

const PROJECT_STATUS: Record<ProjectStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  waiting_assignment: { label: 'Waiting assignment', tone: 'warning' },
  other: { label: 'Other', tone: 'neutral' },
};

/** True for an active project whose start date is still to come: it is shown as starting then, not as Active. */
export function isUpcoming(project: Pick<Project, 'status' | 'startDate'>, today = new Date()): boolean {
  return project.status === 'active' && isLaterThanToday(project.startDate, today);
}

/** A project's status, for the firm and its client alike; an active project not started yet says when it starts. */
export function ProjectStatusBadge({ project }: { project: Pick<Project, 'status' | 'startDate'> }) {
  if (isUpcoming(project)) return <Badge tone="neutral">Starts {formatDay(project.startDate)}</Badge>;
  const { label, tone } = PROJECT_STATUS[project.status] ?? PROJECT_STATUS.other;
  return <Badge tone={tone}>{label}</Badge>;
}

const MILESTONE_STATUS: Record<MilestoneStatus, { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'neutral' },
  in_progress: { label: 'In Progress', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
};

/** A milestone's status: completed is green, in progress blue, anything else grey. */
export function MilestoneStatusBadge({ status }: { status: MilestoneStatus }) {
  const { label, tone } = MILESTONE_STATUS[status] ?? MILESTONE_STATUS.pending;
  return <Badge tone={tone}>{label}</Badge>;
}

/** What the firm reads beside a milestone or task due after its project's end date. */
export const AFTER_PROJECT_END = "After the project's end";

/**
 * The firm's flag on a milestone or task due after its project's end date (`due`: its due or end date);
 * nothing otherwise, or when the project has no end date. Its words say it, so it is read without its colour.
 */
export function AfterProjectEndBadge({ due, projectEndDate }: { due: string; projectEndDate: string | null | undefined }) {
  return isDayAfter(due, projectEndDate) ? <Badge tone="warning">{AFTER_PROJECT_END}</Badge> : null;
}
