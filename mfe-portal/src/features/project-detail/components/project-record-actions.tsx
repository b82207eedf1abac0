import { useState } from 'react';
import type { CurrentUser, Project } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useArchiveProjectMutation, useDeleteProjectMutation, useReopenProjectMutation, useRestoreProjectMutation } from '@clientline/shared-ui/api/projects';
import { canArchiveProject, canCompleteProject } from '@clientline/shared-ui/permissions';
import { useNavigate } from '@clientline/shared-ui/router';

type Confirming = 'reopen' | 'archive' | 'delete' | null;

/**
 * The firm's corrections of a project as a whole: Reopen (a completed one), Archive or Restore, and
 * Delete (offered while it has no milestones; the api refuses a project with other content, with its reason).
 */
export function ProjectRecordActions({ project, user }: { project: Project; user: CurrentUser }) {
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [reopen, reopening] = useReopenProjectMutation();
  const [archive, archiving] = useArchiveProjectMutation();
  const [restore, restoring] = useRestoreProjectMutation();
  const [remove, removing] = useDeleteProjectMutation();
  const run = useMutationToast();
  const navigate = useNavigate();
  const close = () => setConfirming(null);

  const mayReopen = canCompleteProject(user) && project.status === 'completed';
  const mayArchive = canArchiveProject(user);
  const mayDelete = mayArchive && project.totalMilestones === 0;
  if (!mayReopen && !mayArchive) return null;

  const confirmReopen = async () => {
    const outcome = await run(() => reopen(project.id).unwrap(), {
      success: { title: 'Project reopened', description: `${project.name} is active again; it is scored again when completed.` },
      failure: 'Failed to reopen project',
    });
    if (outcome.ok) close();
  };
  const confirmArchive = async () => {
    const outcome = await run(() => archive(project.id).unwrap(), {
      success: { title: 'Project archived', description: `${project.name} is off the lists and counts until restored.` },
      failure: 'Failed to archive project',
    });
    if (outcome.ok) close();
  };
  const restoreNow = () =>
    run(() => restore(project.id).unwrap(), {
      success: { title: 'Project restored', description: `${project.name} is back on the lists.` },
      failure: 'Failed to restore project',
    });
  const confirmDelete = async () => {
    const outcome = await run(() => remove(project.id).unwrap(), {
      success: (answer) => ({ title: 'Project deleted', description: answer.message }),
      failure: 'Failed to delete project',
    });
    if (!outcome.ok) return;
    close();
    navigate('/projects');
  };

  return (
    <>
      {mayReopen && (
        <Button variant="secondary" size="sm" onClick={() => setConfirming('reopen')}>
          Reopen Project
        </Button>
      )}
      {mayArchive &&
        (project.archivedAt ? (
          <Button variant="secondary" size="sm" onClick={restoreNow} loading={restoring.isLoading}>
            Restore Project
          </Button>
        ) : (
          <Button variant="secondary" size="sm" onClick={() => setConfirming('archive')}>
            Archive Project
          </Button>
        ))}
      {mayDelete && (
        <Button variant="ghost" size="sm" onClick={() => setConfirming('delete')}>
          Delete Project
        </Button>
      )}
      <ConfirmDialog
        open={confirming === 'reopen'}
        title={`Reopen ${project.name}?`}
        description={`It becomes active again and its performance score (and points) are cleared; it is scored again when it is next completed. Its milestones stay as they are.`}
        confirmLabel="Reopen Project"
        busy={reopening.isLoading}
        onConfirm={confirmReopen}
        onCancel={close}
      />
      <ConfirmDialog
        open={confirming === 'archive'}
        title={`Archive ${project.name}?`}
        description="It leaves every list, count and the dashboard, for the firm and the client; nothing is deleted and this page still opens. You can restore it at any time."
        confirmLabel="Archive Project"
        destructive
        busy={archiving.isLoading}
        onConfirm={confirmArchive}
        onCancel={close}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={`Delete ${project.name}?`}
        description={`${project.name} is deleted for good, with its empty timeline and share links. Only a project with no milestones, tasks, messages or documents can be deleted; archive one that has them.`}
        confirmLabel="Delete Project"
        destructive
        busy={removing.isLoading}
        onConfirm={confirmDelete}
        onCancel={close}
      />
    </>
  );
}
