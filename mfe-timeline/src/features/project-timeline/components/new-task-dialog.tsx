import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import styled from 'styled-components';
import { newTaskSchema, type NewTaskInput } from '@clientline/contracts';
import { Button, Dialog, DialogFooter, Field, Input, Textarea, useToast } from '@clientline/shared-ui';
import { useCreateTimelineTaskMutation } from '@clientline/shared-ui/api/timelines';
import { serverTextOr } from '../../../lib/errors';

const Fields = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]};
`;

const Dates = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

const EMPTY_TASK: NewTaskInput = { name: '', description: '', startDate: '', endDate: '' };

/** A date-only field, sent as the ISO moment the api stores it at (00:00 UTC). */
const toIso = (date: string) => `${date}T00:00:00.000Z`;

interface NewTaskDialogProps {
  projectId: string;
  open: boolean;
  onOpenChange(open: boolean): void;
}

/** The firm plans a task; it joins the timeline at once (and the client's open screen through the socket). */
export function NewTaskDialog({ projectId, open, onOpenChange }: NewTaskDialogProps) {
  const [createTask] = useCreateTimelineTaskMutation();
  const { toast } = useToast();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewTaskInput>({ resolver: zodResolver(newTaskSchema), defaultValues: EMPTY_TASK });

  function close(next: boolean) {
    if (!next) reset(EMPTY_TASK);
    onOpenChange(next);
  }

  async function addTask(task: NewTaskInput) {
    try {
      await createTask({ projectId, ...task, startDate: toIso(task.startDate), endDate: toIso(task.endDate) }).unwrap();
      toast({ title: 'Timeline created successfully', description: `${task.name.trim()} was added to the timeline.` });
      close(false);
    } catch (error) {
      toast({ title: 'Error', description: serverTextOr(error, 'Failed to create timeline') });
    }
  }

  return (
    <Dialog open={open} onOpenChange={close} title="New Task" description="Add a task to this project's timeline." width={520}>
      <form noValidate onSubmit={handleSubmit(addTask)}>
        <Fields>
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
        </Fields>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={() => close(false)} disabled={isSubmitting}>
            Cancel
          </Button>
          <Button type="submit" loading={isSubmitting}>
            Add Task
          </Button>
        </DialogFooter>
      </form>
    </Dialog>
  );
}
