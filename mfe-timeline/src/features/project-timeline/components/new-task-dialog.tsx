import styled from 'styled-components';
import { newTaskSchema } from '@clientline/contracts';
import { Field, Input, Textarea } from '@clientline/shared-ui';
import { useCreateTimelineTaskMutation } from '@clientline/shared-ui/api/timelines';
import { FormDialog } from '@clientline/shared-ui/form-dialog';

const Dates = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

/** A date-only field, sent as the ISO moment the api stores it at (00:00 UTC). */
const toIso = (date: string) => `${date}T00:00:00.000Z`;

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
      {({ register, formState: { errors } }) => (
        <>
          <Field label="Task name" required error={errors.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </Field>
          <Field label="Description" hint="Optional">
            <Textarea rows={3} {...register('description')} />
          </Field>
          <Dates>
            <Field label="Start date" required error={errors.startDate?.message}>
              <Input type="date" {...register('startDate')} />
            </Field>
            <Field label="End date" required error={errors.endDate?.message}>
              <Input type="date" {...register('endDate')} />
            </Field>
          </Dates>
        </>
      )}
    </FormDialog>
  );
}
