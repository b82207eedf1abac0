import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate, useParams } from '@clientline/shared-ui/router';
import type { SetPasswordInput } from '@clientline/contracts';
import { Button, useMutationToast, usePageTitle } from '@clientline/shared-ui';
import { useCheckResetLinkQuery, useResetPasswordMutation } from '@clientline/shared-ui/api/account';
import { AuthForm } from '../../../components/auth-form';
import { CheckedLinkPage } from '../../../components/checked-link-page';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageCard } from '../../../components/page-card';
import type { SignInNoticeState } from '../../../components/sign-in-notice';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const setPasswordResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.setPasswordSchema));

/** /auth/reset-password/:token: the mailed link. Checks it, then asks for the new password twice. */
export function ResetPasswordPage() {
  const token = useParams().token?.trim();
  usePageTitle('Choose a new password');
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

  return (
    <CheckedLinkPage
      check={check}
      checking="Checking your link..."
      refusedTitle="This link does not work"
      refusedDescription="Password reset links work once, for 30 minutes."
      refusedAction={
        <Button as={Link} to="/auth/forgot-password">
          Ask for a new link
        </Button>
      }
    >
      {({ user }) => (
        <PageCard title="Choose a new password" description={`For ${user.displayName}. Every device signed in to your account will be signed out.`}>
          <AuthForm onSubmit={submit} submitting={isSubmitting} submitLabel="Change password" busyLabel="Changing password...">
            <NewPasswordFields register={register} errors={errors} />
          </AuthForm>
        </PageCard>
      )}
    </CheckedLinkPage>
  );
}
