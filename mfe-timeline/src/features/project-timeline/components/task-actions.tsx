import { useState } from 'react';
import styled from '@clientline/shared-ui/styled';
import type { Project, TimelineTask } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { CheckboxField, ConfirmDialog } from '@clientline/shared-ui/widgets';
import { useDeleteTimelineTaskMutation, useUpdateTimelineTaskMutation } from '@clientline/shared-ui/api/timelines';
import { EditTaskDialog } from './edit-task-dialog';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin-top: ${({ theme }) => theme.space[2]};
`;

/** The firm's controls on one task: Done, Edit and Delete (confirmed). */
export function TaskActions({ project, task }: { project: Project; task: TimelineTask }) {
  const [updateTask, { isLoading: saving }] = useUpdateTimelineTaskMutation();
  const [deleteTask, { isLoading: deleting }] = useDeleteTimelineTaskMutation();
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const run = useMutationToast();
  const done = task.status === 'done';

  const toggleDone = () =>
    run(() => updateTask({ projectId: project.id, taskId: task.id, status: done ? 'todo' : 'done' }).unwrap(), {
      success: (updated) => ({ title: updated.status === 'done' ? 'Task done' : 'Task to do again', description: updated.name }),
      failure: 'Failed to update task',
    });

  const confirmDelete = async () => {
    const outcome = await run(() => deleteTask({ projectId: project.id, taskId: task.id }).unwrap(), {
      success: (answer) => ({ title: answer.message, description: `${task.name} was removed from the timeline of ${project.name}.` }),
      failure: 'Failed to delete task',
    });
    if (outcome.ok) setConfirmingDelete(false);
  };

  return (
    <Row>
      <CheckboxField label="Done" aria-label={`Done: ${task.name}`} checked={done} disabled={saving} onChange={toggleDone} />
      <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit task ${task.name}`}>
        Edit
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setConfirmingDelete(true)} aria-label={`Delete task ${task.name}`}>
        Delete
      </Button>
      {editing && <EditTaskDialog project={project} task={task} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={confirmingDelete}
        title={`Delete the task ${task.name}?`}
        description={`It leaves the timeline of ${project.name} for good, for your firm and for ${project.client.displayName}.`}
        confirmLabel="Delete task"
        destructive
        busy={deleting}
        onConfirm={confirmDelete}
        onCancel={() => setConfirmingDelete(false)}
      />
    </Row>
  );
}
