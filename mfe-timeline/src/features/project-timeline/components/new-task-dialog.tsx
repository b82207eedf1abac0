import { newTaskSchema } from '@clientline/contracts';
import { useCreateTimelineTaskMutation } from '@clientline/shared-ui/api/timelines';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { TaskFields, toIso } from './task-fields';

/** The firm plans a task; it joins the timeline at once (and the client's open screen through the socket). */
export function NewTaskDialog({ projectId, onClose }: { projectId: string; onClose(): void }) {
  const [createTask] = useCreateTimelineTaskMutation();
  return (
    <FormDialog
      title="New Task"
      description="Add a task to this project's timeline."
      width={520}
      schema={newTaskSchema}
      defaultValues={{ name: '', description: '', startDate: '', endDate: '' }}
      submitLabel="Add Task"
      submit={(task) => createTask({ projectId, ...task, startDate: toIso(task.startDate), endDate: toIso(task.endDate) }).unwrap()}
      toasts={{
        success: (created) => ({ title: 'Timeline created successfully', description: `${created.name} was added to the timeline.` }),
        failure: 'Failed to create timeline',
      }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => <TaskFields register={register} errors={errors} />}
    </FormDialog>
  );
}
