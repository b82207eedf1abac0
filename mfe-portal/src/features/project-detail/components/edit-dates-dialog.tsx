import styled from 'styled-components';
import { projectDatesSchema, type Project } from '@clientline/contracts';
import { Button, Field, Input } from '@clientline/shared-ui';
import { useUpdateProjectDatesMutation } from '@clientline/shared-ui/api/projects';
import { formatDay, toDateInputValue } from '@clientline/shared-ui/dates';
import { FormDialog } from '@clientline/shared-ui/form-dialog';

const ClearRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Edit Project Dates: the start is required, the end may be cleared. */
export function EditDatesDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const [updateDates] = useUpdateProjectDatesMutation();
  return (
    <FormDialog
      title="Edit Project Dates"
      description="Leave the end date empty when there is none."
      schema={projectDatesSchema}
      defaultValues={{ startDate: toDateInputValue(project.startDate), endDate: toDateInputValue(project.endDate) }}
      submitLabel="Save Dates"
      submit={({ startDate, endDate }) => updateDates({ projectId: project.id, startDate, endDate: endDate || null }).unwrap()}
      toasts={{
        success: (updated) => ({
          title: 'Project dates updated successfully',
          description: `${formatDay(updated.startDate)} to ${updated.endDate ? formatDay(updated.endDate) : 'no end date'}`,
        }),
        failure: 'Failed to update project dates',
      }}
      onClose={onClose}
    >
      {({ register, setValue, formState: { errors } }) => (
        <>
          <Field label="Start Date" required error={errors.startDate?.message}>
            <Input type="date" {...register('startDate')} />
          </Field>
          <Field label="End Date" error={errors.endDate?.message}>
            <Input type="date" {...register('endDate')} />
          </Field>
          <ClearRow>
            <Button type="button" variant="ghost" size="sm" onClick={() => setValue('endDate', '', { shouldDirty: true })}>
              Clear end date
            </Button>
          </ClearRow>
        </>
      )}
    </FormDialog>
  );
}
