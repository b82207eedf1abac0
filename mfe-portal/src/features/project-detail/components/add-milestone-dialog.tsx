import { milestoneSchema } from '@clientline/contracts';
import { useCreateMilestoneMutation } from '@clientline/shared-ui/api/milestones';
import { formatDay } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { MilestoneFields } from './milestone-fields';

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
      {({ register, formState: { errors } }) => <MilestoneFields register={register} errors={errors} />}
    </FormDialog>
  );
}
