import type { MilestoneStatus } from '@clientline/contracts';
import { Badge, type BadgeTone } from '@clientline/shared-ui';
import { isDayAfter } from '@clientline/shared-ui/dates';

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
