import type { ProjectSummary } from '@clientline/contracts';

/** Spec section 9: completedMilestones over totalMilestones as a rounded percentage (0 with no milestones). */
export function progressPercent({ completedMilestones, totalMilestones }: Pick<ProjectSummary, 'completedMilestones' | 'totalMilestones'>): number {
  if (totalMilestones <= 0) return 0;
  return Math.round((completedMilestones / totalMilestones) * 100);
}

/** Spec section 9: the performance score out of 10, to one decimal. */
export function formatScore(score: number): string {
  return `${score.toFixed(1)}/10`;
}
