import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import type { AcceptTeamInvitationForm } from '@clientline/contracts';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, Field, Input, useMutationToast } from '@clientline/shared-ui';
import { useAcceptTeamInvitationMutation, useCheckTeamInvitationQuery } from '@clientline/shared-ui/api/session';
import { isApiError, serverMessageOr } from '@clientline/shared-ui/store';
import { AuthForm } from '../../../components/auth-form';
import { AuthLayout } from '../../../components/auth-layout';
import { NewPasswordFields } from '../../../components/new-password-fields';
import { Notice } from '../../../components/notice';
import { LoadingCard } from '../../../components/status-card';
import { useNavigateAfterSignIn } from '../../../hooks/use-navigate-after-sign-in';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const joinResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.acceptTeamInvitationFormSchema));

const Header = styled(CardHeader)`
  padding-top: ${({ theme }) => theme.space[8]};
`;

const Title = styled(CardTitle)`
  font-size: ${({ theme }) => theme.fontSizes['2xl']};
  overflow-wrap: anywhere;
`;

const Actions = styled.p`
  margin-top: ${({ theme }) => theme.space[6]};
  text-align: center;
`;

/** /auth/join/:token: a colleague's mailed invitation. They choose a name and a password and join the firm. */
export function JoinTeamPage() {
  const token = useParams().token?.trim();
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

  if (check.isError) {
    const linkRefused = isApiError(check.error) && check.error.status === 400;
    return (
      <AuthLayout>
        <Card>
          <Header>
            <Title as="h1">This invitation does not work</Title>
          </Header>
          <CardContent>
            <Notice tone="warning">{linkRefused ? serverMessageOr(check.error, '') : 'The invitation could not be checked. Check your connection and try again.'}</Notice>
            <Actions>
              {linkRefused ? (
                <Button as={Link} to="/auth">
                  Go to sign in
                </Button>
              ) : (
                <Button onClick={() => check.refetch()}>Try Again</Button>
              )}
            </Actions>
          </CardContent>
        </Card>
      </AuthLayout>
    );
  }

  if (!check.data) {
    return (
      <AuthLayout>
        <LoadingCard>Checking your invitation...</LoadingCard>
      </AuthLayout>
    );
  }

  const { email, organizationName } = check.data.invitation;
  return (
    <AuthLayout>
      <Card>
        <Header>
          <Title as="h1">Join {organizationName}</Title>
          <CardDescription>
            Choose your name and a password. You will sign in as <strong>{email}</strong>.
          </CardDescription>
        </Header>
        <CardContent>
          <AuthForm onSubmit={submit} submitting={isSubmitting} submitLabel="Join the firm" busyLabel="Joining...">
            <Field label="Full name" error={errors.displayName?.message} required>
              <Input autoComplete="name" {...register('displayName')} />
            </Field>
            <NewPasswordFields register={register} errors={errors} />
          </AuthForm>
        </CardContent>
      </Card>
    </AuthLayout>
  );
}
