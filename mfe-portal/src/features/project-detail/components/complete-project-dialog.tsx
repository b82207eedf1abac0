import type { Project } from '@clientline/contracts';
import { Button } from '@clientline/shared-ui';
import { Dialog, DialogFooter } from '@clientline/shared-ui/widgets';
import { useCompleteProject } from '../hooks/use-complete-project';

/** Complete Project's confirmation: it says every open milestone will be marked complete. */
export function CompleteProjectDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const { completeProject, isLoading } = useCompleteProject();
  const openMilestones = project.milestones.filter((milestone) => milestone.status !== 'completed').length;

  async function confirm() {
    if (await completeProject(project.id)) onClose();
  }

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !isLoading && onClose()}
      title="Complete Project"
      description={`All milestones of ${project.name} will be marked complete, and the project gets its performance score.`}
    >
      <p>
        {openMilestones === 0
          ? 'Every milestone is already completed.'
          : `${openMilestones} open ${openMilestones === 1 ? 'milestone' : 'milestones'} will be marked complete now.`}{' '}
        Its dates and milestones are then final, unless the firm's owner or an admin reopens it.
      </p>
      <DialogFooter>
        <Button variant="secondary" onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button onClick={confirm} loading={isLoading}>
          Complete Project
        </Button>
      </DialogFooter>
    </Dialog>
  );
}
