import { useMutationToast, useToast } from '@clientline/shared-ui';
import { useCompleteProjectMutation } from '@clientline/shared-ui/api/projects';
import { formatScore } from '../../../lib/score';

/** The points and achievement toasts last 5000 ms each (the viewport shows one at a time). */
export const ACHIEVEMENT_TOAST_MS = 5000;

/**
 * Completes a project and announces the outcome in order: 'Project Completed' with the score,
 * 'Points Earned!', then one 'Achievement Unlocked' per achievement. Resolves whether it worked.
 */
export function useCompleteProject() {
  const [complete, { isLoading }] = useCompleteProjectMutation();
  const { toast } = useToast();
  const run = useMutationToast();

  async function completeProject(projectId: string): Promise<boolean> {
    const outcome = await run(() => complete(projectId).unwrap(), {
      success: ({ project }) => {
        const score = project.performance?.score;
        return { title: 'Project Completed', description: score === undefined ? undefined : `Performance score: ${formatScore(score)}` };
      },
      failure: 'Failed to complete project',
    });
    if (!outcome.ok) return false;
    const result = outcome.value;
    toast({ title: 'Points Earned!', description: `You earned ${result.pointsEarned} points.`, duration: ACHIEVEMENT_TOAST_MS, followsCurrent: true });
    for (const achievement of result.achievements) {
      toast({ title: 'Achievement Unlocked', description: achievement.name, duration: ACHIEVEMENT_TOAST_MS, followsCurrent: true });
    }
    return true;
  }

  return { completeProject, isLoading };
}
