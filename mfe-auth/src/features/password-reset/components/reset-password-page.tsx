import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from '@clientline/shared-ui/router';
import type { SetPasswordInput } from '@clientline/contracts';
import { Button, useMutationToast } from '@clientline/shared-ui';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '@clientline/shared-ui/api/session';
import { isApiError, serverMessageOr } from '@clientline/shared-ui/store';
import { AuthForm } from '../../../components/auth-form';
import { AuthLayout } from '../../../components/auth-layout';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Notice } from '../../../components/notice';
import type { SignInNoticeState } from '../../../components/sign-in-notice';
import { LoadingCard } from '../../../components/status-card';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { Footer, RecoveryCard } from './recovery-card';

const setPasswordResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.setPasswordSchema));

/** /auth/reset-password/:token: the mailed link. Checks it, then asks for the new password twice. */
export function ResetPasswordPage() {
  const token = useParams().token?.trim();
  if (!token) return <Navigate to="/auth/forgot-password" replace />;
  return <ResetPassword token={token} />;
}

function ResetPassword({ token }: { token: string }) {
  const check = useCheckResetLinkQuery(token);
  const [resetPassword] = useResetPasswordMutation();
  const runWithToasts = useMutationToast();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<SetPasswordInput>({ resolver: setPasswordResolver, defaultValues: { password: '', confirmPassword: '' } });

  const submit = handleSubmit(async ({ password }) => {
    const outcome = await runWithToasts(() => resetPassword({ token, newPassword: password }).unwrap(), { failure: 'Failed to change the password' });
    if (outcome.ok) navigate(outcome.value.signInPath, { replace: true, state: { notice: outcome.value.message } satisfies SignInNoticeState });
  });

  if (check.isError) {
    // Only an answer about the link itself means the link is spent; a failed check may be tried again.
    const linkRefused = isApiError(check.error) && check.error.status === 400;
    return (
      <AuthLayout>
        <RecoveryCard title="This link does not work" description="Password reset links work once, for 30 minutes.">
          <Notice tone="warning">{linkRefused ? serverMessageOr(check.error, '') : 'The link could not be checked. Check your connection and try again.'}</Notice>
          <Footer>
            {linkRefused ? (
              <Button as={Link} to="/auth/forgot-password">
                Ask for a new link
              </Button>
            ) : (
              <Button onClick={() => check.refetch()}>Try Again</Button>
            )}
          </Footer>
        </RecoveryCard>
      </AuthLayout>
    );
  }

  if (!check.data) {
    return (
      <AuthLayout>
        <LoadingCard>Checking your link...</LoadingCard>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout>
      <RecoveryCard title="Choose a new password" description={`For ${check.data.user.displayName}. Every device signed in to your account will be signed out.`}>
        <AuthForm onSubmit={submit} submitting={isSubmitting} submitLabel="Change password" busyLabel="Changing password...">
          <NewPasswordFields register={register} errors={errors} />
        </AuthForm>
      </RecoveryCard>
    </AuthLayout>
  );
}
