import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { projectDatesSchema, type Project, type ProjectDatesInput } from '@clientline/contracts';
import { Button, Dialog, DialogFooter, Field, Input, useToast } from '@clientline/shared-ui';
import { useUpdateProjectDatesMutation } from '@clientline/shared-ui/api/projects';
import { formatDay, toDateInputValue } from '@clientline/shared-ui/dates';
import { failureMessage } from '../../../lib/failure-message';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

const ClearRow = styled.div`
  display: flex;
  justify-content: flex-end;
`;

/** Edit project dates (spec section 5): the start is required, the end may be cleared. */
export function EditDatesDialog({ project, onClose }: { project: Project; onClose(): void }) {
  const [updateDates, { isLoading }] = useUpdateProjectDatesMutation();
  const { toast } = useToast();
  const form = useForm<ProjectDatesInput>({
    resolver: zodResolver(projectDatesSchema),
    defaultValues: { startDate: toDateInputValue(project.startDate), endDate: toDateInputValue(project.endDate) },
  });
  const { errors } = form.formState;

  const save = form.handleSubmit(async ({ startDate, endDate }) => {
    try {
      const updated = await updateDates({ projectId: project.id, startDate, endDate: endDate || null }).unwrap();
      const end = updated.endDate ? formatDay(updated.endDate) : 'no end date';
      toast({ title: 'Project dates updated successfully', description: `${formatDay(updated.startDate)} to ${end}` });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error, 'Failed to update project dates') });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Edit Project Dates" description="Leave the end date empty when there is none.">
      <form onSubmit={save} noValidate>
        <Fields>
          <Field label="Start Date" required error={errors.startDate?.message}>
            <Input type="date" {...form.register('startDate')} />
          </Field>
          <Field label="End Date" error={errors.endDate?.message}>
            <Input type="date" {...form.register('endDate')} />
          </Field>
          <ClearRow>
            <Button type="button" variant="ghost" size="sm" onClick={() => form.setValue('endDate', '', { shouldDirty: true })}>
              Clear end date
            </Button>
          </ClearRow>
        </Fields>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Save Dates
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
