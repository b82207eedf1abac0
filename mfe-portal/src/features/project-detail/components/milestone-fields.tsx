import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import { Field, Input, Textarea } from '@clientline/shared-ui/widgets';

type MilestoneField = 'name' | 'description' | 'dueDate';

interface MilestoneFieldsProps {
  /** react-hook-form's `register` of each field, wherever the form keeps it (one milestone, or a row of several). */
  register(field: MilestoneField): UseFormRegisterReturn;
  errors: Partial<Record<MilestoneField, Pick<FieldError, 'message'>>> | undefined;
}

/** What a milestone says and when it is due: the fields of Add Milestone (each row) and Edit Milestone. */
export function MilestoneFields({ register, errors }: MilestoneFieldsProps) {
  return (
    <>
      <Field label="Milestone Name" required error={errors?.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </Field>
      <Field label="Description" error={errors?.description?.message}>
        <Textarea rows={3} {...register('description')} />
      </Field>
      <Field label="Due Date" required error={errors?.dueDate?.message}>
        <Input type="date" {...register('dueDate')} />
      </Field>
    </>
  );
}
