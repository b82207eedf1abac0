import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { MilestoneInput } from '@clientline/contracts';
import { Field, Input, Textarea } from '@clientline/shared-ui/widgets';

/** What a milestone says and when it is due: the fields of Add Milestone and Edit Milestone. */
export function MilestoneFields({ register, errors }: { register: UseFormRegister<MilestoneInput>; errors: FieldErrors<MilestoneInput> }) {
  return (
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
  );
}
