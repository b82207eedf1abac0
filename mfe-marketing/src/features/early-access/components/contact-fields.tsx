import { useFormContext } from 'react-hook-form';
import { Field, Input } from '@clientline/shared-ui/widgets';
import type { EarlyAccessInput } from '@clientline/contracts';

/** Step 1: who is asking, with the contracts' messages under each field. */
export function ContactFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<EarlyAccessInput>();

  return (
    <>
      <Field label="Full name" required error={errors.fullName?.message}>
        <Input autoComplete="name" {...register('fullName')} />
      </Field>
      <Field label="Work email" required error={errors.email?.message}>
        <Input type="email" inputMode="email" autoComplete="email" {...register('email')} />
      </Field>
      <Field label="Company name" required error={errors.companyName?.message}>
        <Input autoComplete="organization" {...register('companyName')} />
      </Field>
    </>
  );
}
