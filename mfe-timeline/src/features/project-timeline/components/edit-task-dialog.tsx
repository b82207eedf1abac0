import type { Project, TaskStatus, TeamMember, TimelineTask } from '@clientline/contracts';
import { newTaskSchema, TASK_STATUS_WORDS } from '@clientline/contracts';
import { Field, Select } from '@clientline/shared-ui/widgets';
import { useGetTeamMembersQuery } from '@clientline/shared-ui/api/team';
import { useUpdateTimelineTaskMutation } from '@clientline/shared-ui/api/timelines';
import { toDateInputValue } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { TaskFields, toIso } from './task-fields';
import { runsTheFirm } from '@clientline/shared-ui/permissions';

/** Who may do a task of the project (the api's rule): its team, and those who run the firm. */
function mayDoTasksOf(project: Project, member: TeamMember): boolean {
  return (project.assigneeIds ?? []).includes(member.id) || runsTheFirm(member);
}

/** Edit Task: what it says, its dates, who does it and where it stands. */
export function EditTaskDialog({ project, task, onClose }: { project: Project; task: TimelineTask; onClose(): void }) {
  const [updateTask] = useUpdateTimelineTaskMutation();
  const team = useGetTeamMembersQuery();
  const candidates = (team.data ?? []).filter((member) => mayDoTasksOf(project, member)).map(({ id, name }) => ({ id, displayName: name }));
  // The current assignee stays choosable while the team loads, or after leaving the project's team; keyed
  // by id, its option stays the same element (and selected) when the team arrives.
  const assignees = task.assignee && !candidates.some((member) => member.id === task.assignee!.id) ? [...candidates, task.assignee] : candidates;

  return (
    <FormDialog
      title="Edit Task"
      description={`Changes show at once on the timeline of ${project.name}, for your firm and your client.`}
      width={520}
      schema={newTaskSchema}
      defaultValues={{
        name: task.name,
        description: task.description ?? '',
        startDate: toDateInputValue(task.startDate),
        endDate: toDateInputValue(task.endDate),
        assigneeId: task.assignee?.id ?? '',
        status: task.status,
      }}
      submitLabel="Save Task"
      submit={(fields) =>
        updateTask({
          projectId: project.id,
          taskId: task.id,
          ...fields,
          description: fields.description ?? '',
          startDate: toIso(fields.startDate),
          endDate: toIso(fields.endDate),
          assigneeId: fields.assigneeId || null,
        }).unwrap()
      }
      toasts={{ success: (edited) => ({ title: 'Task updated', description: `${edited.name} was saved.` }), failure: 'Failed to update task' }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => (
        <>
          <TaskFields register={register} errors={errors} />
          <Field
            label="Assignee"
            hint={team.isError ? 'The team could not be loaded: only the current assignee can be kept.' : "The project's team and those who run the firm."}
            error={errors.assigneeId?.message}
          >
            <Select {...register('assigneeId')}>
              <option value="">No one</option>
              {assignees.map((member) => (
                <option key={member.id} value={member.id}>
                  {member.displayName}
                </option>
              ))}
            </Select>
          </Field>
          <Field label="Status" error={errors.status?.message}>
            <Select {...register('status')}>
              {(Object.keys(TASK_STATUS_WORDS) as TaskStatus[]).map((status) => (
                <option key={status} value={status}>
                  {TASK_STATUS_WORDS[status]}
                </option>
              ))}
            </Select>
          </Field>
        </>
      )}
    </FormDialog>
  );
}
