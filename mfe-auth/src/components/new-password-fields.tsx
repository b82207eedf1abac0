import type { FieldErrors, Path, UseFormRegister } from 'react-hook-form';
import type { SetPasswordInput } from '@clientline/contracts';
import { Field, Input } from '@clientline/shared-ui/widgets';

/** The new password and its confirmation, under the set-password rules, in any form that has both. */
export function NewPasswordFields<Form extends SetPasswordInput>({ register, errors }: { register: UseFormRegister<Form>; errors: FieldErrors<Form> }) {
  const { password, confirmPassword } = errors as FieldErrors<SetPasswordInput>;
  return (
    <>
      <Field label="New Password" error={password?.message} hint="6 to 100 characters." required>
        <Input type="password" autoComplete="new-password" {...register('password' as Path<Form>)} />
      </Field>
      <Field label="Confirm Password" error={confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword' as Path<Form>)} />
      </Field>
    </>
  );
}
