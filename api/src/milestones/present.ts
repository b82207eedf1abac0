import type { Milestone } from '@clientline/contracts';
import type { MilestoneRecord } from '../projects/model';

export function toMilestone(milestone: MilestoneRecord): Milestone {
  return {
    id: milestone._id.toString(),
    name: milestone.name,
    description: milestone.description,
    dueDate: milestone.dueDate.toISOString(),
    status: milestone.status,
    completedAt: milestone.completedAt?.toISOString() ?? null,
  };
}
