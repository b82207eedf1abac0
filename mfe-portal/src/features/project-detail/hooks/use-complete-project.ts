import { useToast } from '@clientline/shared-ui';
import { useCompleteProjectMutation } from '@clientline/shared-ui/api/projects';
import { failureMessage } from '../../../lib/failure-message';
import { formatScore } from '../../../lib/score';

/** Spec section 9: the points and achievement toasts last 5000 ms (the viewport shows one at a time). */
export const ACHIEVEMENT_TOAST_MS = 5000;

/**
 * Completes a project and announces the outcome in order: 'Project Completed' with the score,
 * 'Points Earned!', then one 'Achievement Unlocked' per achievement. Resolves whether it worked.
 */
export function useCompleteProject() {
  const [complete, { isLoading }] = useCompleteProjectMutation();
  const { toast } = useToast();

  async function completeProject(projectId: string): Promise<boolean> {
    try {
      const result = await complete(projectId).unwrap();
      const score = result.project.performance?.score;
      toast({ title: 'Project Completed', description: score === undefined ? undefined : `Performance score: ${formatScore(score)}` });
      toast({ title: 'Points Earned!', description: `You earned ${result.pointsEarned} points.`, duration: ACHIEVEMENT_TOAST_MS, followsCurrent: true });
      for (const achievement of result.achievements) {
        toast({ title: 'Achievement Unlocked', description: achievement.name, duration: ACHIEVEMENT_TOAST_MS, followsCurrent: true });
      }
      return true;
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error, 'Failed to complete project') });
      return false;
    }
  }

  return { completeProject, isLoading };
}
