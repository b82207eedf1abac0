import { milestoneSchema, type Milestone } from '@clientline/contracts';
import { useEditMilestoneMutation } from '@clientline/shared-ui/api/milestones';
import { formatDay, toDateInputValue } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';
import { MilestoneFields } from './milestone-fields';

/** Edit Milestone: corrects its name, description and due date; its status stays. */
export function EditMilestoneDialog({ projectId, milestone, onClose }: { projectId: string; milestone: Milestone; onClose(): void }) {
  const [editMilestone] = useEditMilestoneMutation();
  return (
    <FormDialog
      title="Edit Milestone"
      description="Your client sees the change on their portal at once."
      schema={milestoneSchema}
      defaultValues={{ name: milestone.name, description: milestone.description ?? '', dueDate: toDateInputValue(milestone.dueDate) }}
      submitLabel="Save Milestone"
      submit={(fields) => editMilestone({ projectId, milestoneId: milestone.id, ...fields, description: fields.description ?? '' }).unwrap()}
      toasts={{
        success: (edited) => ({ title: 'Milestone updated', description: `${edited.name} is due ${formatDay(edited.dueDate)}.` }),
        failure: 'Failed to update milestone',
      }}
      onClose={onClose}
    >
      {({ register, formState: { errors } }) => <MilestoneFields register={(field) => register(field)} errors={errors} />}
    </FormDialog>
  );
}
