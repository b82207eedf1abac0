import { milestoneSchema } from '@clientline/contracts';
import { Field, Input, Textarea } from '@clientline/shared-ui';
import { useCreateMilestoneMutation } from '@clientline/shared-ui/api/milestones';
import { formatDay } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';

/** Add Milestone: name and due date required, description optional. */
export function AddMilestoneDialog({ projectId, onClose }: { projectId: string; onClose(): void }) {
  const [createMilestone] = useCreateMilestoneMutation();
  return (
    <FormDialog
      title="Add Milestone"
      description="Your client sees it on their portal at once."
      schema={milestoneSchema}
      defaultValues={{ name: '', description: '', dueDate: '' }}
      submitLabel="Add Milestone"
      submit={(milestone) => createMilestone({ projectId, ...milestone }).unwrap()}
      toasts={{
        success: (created) => ({ title: 'Milestone created successfully', description: `${created.name} is due ${formatDay(created.dueDate)}.` }),
        failure: 'Failed to create milestone',
      }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => (
        <>
          <Field label="Milestone Name" required error={errors.name?.message}>
            <Input autoComplete="off" {...register('name')} />
          </Field>
          <Field label="Description" error={errors.description?.message}>
            <Textarea rows={3} {...register('description')} />
          </Field>
          <Field label="Due Date" required error={errors.dueDate?.message}>
            <Input type="date" {...register('dueDate')} />
          </Field>
        </>
      )}
    </FormDialog>
  );
}
