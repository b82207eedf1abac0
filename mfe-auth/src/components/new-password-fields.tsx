import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { SetPasswordInput } from '@clientline/contracts';
import { Field, Input } from '@clientline/shared-ui';

/** The new password and its confirmation, under the set-password rules (setPasswordSchema). */
export function NewPasswordFields({ register, errors }: { register: UseFormRegister<SetPasswordInput>; errors: FieldErrors<SetPasswordInput> }) {
  return (
    <>
      <Field label="New Password" error={errors.password?.message} hint="6 to 100 characters." required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
    </>
  );
}
