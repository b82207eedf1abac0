import { useForm } from 'react-hook-form';
import type { SetPasswordInput } from '@clientline/contracts';
import { useMutationToast } from '@clientline/shared-ui';
import { AuthForm } from '../../../components/auth-form';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { useNavigateAfterSignIn } from '../../../hooks/use-navigate-after-sign-in';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { useSetPasswordWithAccessTokenMutation } from '@clientline/shared-ui/api/account';

const setPasswordResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.setPasswordSchema));

const EMPTY: SetPasswordInput = { password: '', confirmPassword: '' };

export function SetPasswordForm({ accessToken }: { accessToken: string }) {
  const [setPassword] = useSetPasswordWithAccessTokenMutation();
  const runWithToasts = useMutationToast();
  const navigateAfterSignIn = useNavigateAfterSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput>({ resolver: setPasswordResolver, defaultValues: EMPTY });

  const submit = handleSubmit(async ({ password }) => {
    const outcome = await runWithToasts(() => setPassword({ accessToken, newPassword: password }).unwrap(), {
      success: { title: 'Success', description: 'Password set successfully. You can now access your portal.' },
      failure: 'Failed to set password',
    });
    if (outcome.ok) navigateAfterSignIn(outcome.value);
  });

  return (
    <AuthForm onSubmit={submit} submitting={isSubmitting} submitLabel="Set Password" busyLabel="Setting password...">
      <NewPasswordFields register={register} errors={errors} />
    </AuthForm>
  );
}
