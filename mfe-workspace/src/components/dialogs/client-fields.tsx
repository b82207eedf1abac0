import type { UseFormReturn } from 'react-hook-form';
import type { NewClientInput } from '@clientline/contracts';
import { Field, Input } from '@clientline/shared-ui/widgets';

/** A client's display name and email: the fields of Add Client and Edit client. */
export function ClientFields({ form: { register, formState } }: { form: UseFormReturn<NewClientInput, unknown, unknown> }) {
  const { errors } = formState;
  return (
    <>
      <Field label="Display name" error={errors.displayName?.message} required>
        <Input autoComplete="off" {...register('displayName')} />
      </Field>
      <Field label="Email" error={errors.username?.message} required>
        <Input type="email" autoComplete="off" {...register('username')} />
      </Field>
    </>
  );
}
