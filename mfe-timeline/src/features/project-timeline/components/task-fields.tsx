import styled from '@clientline/shared-ui/styled';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { NewTaskInput } from '@clientline/contracts';
import { Field, Input, Textarea } from '@clientline/shared-ui/widgets';

const Dates = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  grid-template-columns: repeat(auto-fit, minmax(160px, 1fr));
`;

/** A date-only field, sent as the ISO moment the api stores it at (00:00 UTC). */
export const toIso = (date: string) => `${date}T00:00:00.000Z`;

/** What a task says and when it runs: the fields of New Task and Edit Task. */
export function TaskFields({ register, errors }: { register: UseFormRegister<NewTaskInput>; errors: FieldErrors<NewTaskInput> }) {
  return (
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
  );
}
