import type { AchievementRecord, MilestoneRecord } from './model';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Each day late past the end date takes 1/30 of the schedule part; a month late takes all of it. */
const LATE_DAYS_TO_ZERO = 30;
const MILESTONE_WEIGHT = 0.6;
const SCHEDULE_WEIGHT = 0.4;
export const TOP_PERFORMER_SCORE = 9;

export const ACHIEVEMENTS = {
  completed: { name: 'Project Completed', description: 'Completed the project', pointsAwarded: 100 },
  onSchedule: { name: 'On Schedule', description: "Finished by the project's end date", pointsAwarded: 50 },
  milestoneMaster: { name: 'Milestone Master', description: 'Completed every milestone by its due date', pointsAwarded: 50 },
  topPerformer: { name: 'Top Performer', description: 'Reached a performance score of 9 or more', pointsAwarded: 50 },
} satisfies Record<string, AchievementRecord>;

export interface CompletionOutcome {
  /** Out of 10, one decimal. */
  score: number;
  achievements: AchievementRecord[];
  pointsEarned: number;
}

/** Due and end dates are calendar days: anything done before that day is over is on time. */
function daysLate(doneAt: Date, dueDay: Date): number {
  return Math.max(0, Math.ceil((doneAt.getTime() - (dueDay.getTime() + DAY_MS)) / DAY_MS));
}

/**
 * The performance score and achievements of a project completed at `completedAt` (docs/api.md):
 * score = 10 x (0.6 x share of milestones completed by their due date (1 with none)
 *             + 0.4 x schedule (1 when finished by the end date or with none, minus 1/30 per day late)).
 */
export function scoreCompletion(
  milestones: Pick<MilestoneRecord, 'dueDate' | 'completedAt'>[],
  endDate: Date | null,
  completedAt: Date,
): CompletionOutcome {
  const onTimeMilestones = milestones.filter((milestone) => daysLate(milestone.completedAt ?? completedAt, milestone.dueDate) === 0);
  const milestoneShare = milestones.length === 0 ? 1 : onTimeMilestones.length / milestones.length;
  const lateDays = endDate ? daysLate(completedAt, endDate) : 0;
  const schedule = Math.max(0, 1 - lateDays / LATE_DAYS_TO_ZERO);
  const score = Math.round(10 * (MILESTONE_WEIGHT * milestoneShare + SCHEDULE_WEIGHT * schedule) * 10) / 10;

  const achievements: AchievementRecord[] = [ACHIEVEMENTS.completed];
  if (endDate && lateDays === 0) achievements.push(ACHIEVEMENTS.onSchedule);
  if (milestones.length > 0 && onTimeMilestones.length === milestones.length) achievements.push(ACHIEVEMENTS.milestoneMaster);
  if (score >= TOP_PERFORMER_SCORE) achievements.push(ACHIEVEMENTS.topPerformer);
  const pointsEarned = achievements.reduce((sum, achievement) => sum + achievement.pointsAwarded, 0);
  return { score, achievements, pointsEarned };
}
