import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { milestoneSchema, type MilestoneInput } from '@clientline/contracts';
import { Button, Dialog, DialogFooter, Field, Input, Textarea, useToast } from '@clientline/shared-ui';
import { useCreateMilestoneMutation } from '@clientline/shared-ui/api/milestones';
import { formatDay } from '../../../lib/dates';
import { failureMessage } from '../../../lib/failure-message';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
`;

/** Add Milestone (spec section 5): name and due date required, description optional. */
export function AddMilestoneDialog({ projectId, onClose }: { projectId: string; onClose(): void }) {
  const [createMilestone, { isLoading }] = useCreateMilestoneMutation();
  const { toast } = useToast();
  const form = useForm<MilestoneInput>({
    resolver: zodResolver(milestoneSchema),
    defaultValues: { name: '', description: '', dueDate: '' },
  });
  const { errors } = form.formState;

  const save = form.handleSubmit(async (milestone) => {
    try {
      const created = await createMilestone({ projectId, ...milestone }).unwrap();
      toast({ title: 'Milestone created successfully', description: `${created.name} is due ${formatDay(created.dueDate)}.` });
      onClose();
    } catch (error) {
      toast({ title: 'Error', description: failureMessage(error, 'Failed to create milestone') });
    }
  });

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()} title="Add Milestone" description="Your client sees it on their portal at once.">
      <form onSubmit={save} noValidate>
        <Fields>
          <Field label="Milestone Name" required error={errors.name?.message}>
            <Input autoComplete="off" {...form.register('name')} />
          </Field>
          <Field label="Description" error={errors.description?.message}>
            <Textarea rows={3} {...form.register('description')} />
          </Field>
          <Field label="Due Date" required error={errors.dueDate?.message}>
            <Input type="date" {...form.register('dueDate')} />
          </Field>
        </Fields>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Add Milestone
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
