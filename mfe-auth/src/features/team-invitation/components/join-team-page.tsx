import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from '@clientline/shared-ui/router';
import type { AcceptTeamInvitationForm } from '@clientline/contracts';
import { Button, useMutationToast, usePageTitle } from '@clientline/shared-ui';
import { Field, Input } from '@clientline/shared-ui/widgets';
import { useAcceptTeamInvitationMutation, useCheckTeamInvitationQuery } from '@clientline/shared-ui/api/account';
import { AuthForm } from '../../../components/auth-form';
import { CheckedLinkPage } from '../../../components/checked-link-page';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { PageCard } from '../../../components/page-card';
import { useNavigateAfterSignIn } from '../../../hooks/use-navigate-after-sign-in';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const joinResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.acceptTeamInvitationFormSchema));

/** /auth/join/:token: a colleague's mailed invitation. They choose a name and a password and join the firm. */
export function JoinTeamPage() {
  const token = useParams().token?.trim();
  usePageTitle('Join a firm');
  if (!token) return <Navigate to="/auth" replace />;
  return <JoinTeam token={token} />;
}

function JoinTeam({ token }: { token: string }) {
  const check = useCheckTeamInvitationQuery(token);
  const [accept] = useAcceptTeamInvitationMutation();
  const runWithToasts = useMutationToast();
  const navigateAfterSignIn = useNavigateAfterSignIn();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<AcceptTeamInvitationForm>({ resolver: joinResolver, defaultValues: { displayName: '', password: '', confirmPassword: '' } });

  const submit = handleSubmit(async ({ displayName, password }) => {
    const outcome = await runWithToasts(() => accept({ token, displayName, password }).unwrap(), {
      success: { title: 'Welcome to the team', description: 'You can now work on your firm’s projects.' },
      failure: 'Failed to join the firm',
    });
    if (outcome.ok) navigateAfterSignIn(outcome.value);
  });

  return (
    <CheckedLinkPage
      check={check}
      checking="Checking your invitation..."
      refusedTitle="This invitation does not work"
      refusedAction={
        <Button as={Link} to="/auth">
          Go to sign in
        </Button>
      }
    >
      {({ invitation }) => (
        <PageCard
          title={`Join ${invitation.organizationName}`}
          description={
            <>
              Choose your name and a password. You will sign in as <strong>{invitation.email}</strong>.
            </>
          }
        >
          <AuthForm onSubmit={submit} submitting={isSubmitting} submitLabel="Join the firm" busyLabel="Joining...">
            <Field label="Full name" error={errors.displayName?.message} required>
              <Input autoComplete="name" {...register('displayName')} />
            </Field>
            <NewPasswordFields register={register} errors={errors} />
          </AuthForm>
        </PageCard>
      )}
    </CheckedLinkPage>
  );
}
