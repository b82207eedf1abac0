import { useForm } from 'react-hook-form';
import type { SetPasswordInput } from '@clientline/contracts';
import { Button, Field, Input, useToast } from '@clientline/shared-ui';
import { isApiError } from '@clientline/shared-ui/store';
import { FormActions, FormStack } from '../../../components/form-stack';
import { useFinishSignIn } from '../../../hooks/use-finish-sign-in';
import { useSingleSubmit } from '../../../hooks/use-single-submit';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSetPasswordWithAccessTokenMutation } from '@clientline/shared-ui/api/session';

const setPasswordResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.setPasswordSchema));

const EMPTY: SetPasswordInput = { password: '', confirmPassword: '' };

export function SetPasswordForm({ accessToken }: { accessToken: string }) {
  const [setPassword] = useSetPasswordWithAccessTokenMutation();
  const { toast } = useToast();
  const finishSignIn = useFinishSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput>({ resolver: setPasswordResolver, defaultValues: EMPTY });

  const submit = useSingleSubmit(
    handleSubmit(async ({ password }) => {
      try {
        const user = await setPassword({ accessToken, newPassword: password }).unwrap();
        finishSignIn(user, { title: 'Success', description: 'Password set successfully. You can now access your portal.' });
      } catch (error) {
        const message = isApiError(error) ? error.serverMessage : undefined;
        toast({ title: 'Error', description: message || 'Failed to set password' });
      }
    }),
  );

  return (
    <FormStack onSubmit={submit} noValidate>
      <Field label="New Password" error={errors.password?.message} hint="6 to 100 characters." required>
        <Input type="password" autoComplete="new-password" {...register('password')} />
      </Field>
      <Field label="Confirm Password" error={errors.confirmPassword?.message} required>
        <Input type="password" autoComplete="new-password" {...register('confirmPassword')} />
      </Field>
      <FormActions>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Setting password...' : 'Set Password'}
        </Button>
      </FormActions>
    </FormStack>
  );
}
