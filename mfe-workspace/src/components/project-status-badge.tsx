import type { ProjectStatus } from '@clientline/contracts';
import { Badge, type BadgeTone } from '@clientline/shared-ui';

const LOOK: Record<ProjectStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'info' },
  completed: { label: 'Completed', tone: 'success' },
  waiting_assignment: { label: 'Waiting assignment', tone: 'warning' },
  other: { label: 'Other', tone: 'neutral' },
};

export function ProjectStatusBadge({ status }: { status: ProjectStatus }) {
  const look = LOOK[status] ?? LOOK.other;
  return <Badge tone={look.tone}>{look.label}</Badge>;
}
