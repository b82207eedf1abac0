import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from '@clientline/shared-ui/router';
import type { EmailConfirmed } from '@clientline/contracts';
import { Button, useMutationToast, usePageTitle } from '@clientline/shared-ui';
import { Field, Input } from '@clientline/shared-ui/widgets';
import { useCheckEmailConfirmationQuery, useConfirmEmailMutation } from '@clientline/shared-ui/api/account';
import { useGetCurrentUserQuery } from '@clientline/shared-ui/api/session';
import { AuthForm } from '../../../components/auth-form';
import { AuthLayout } from '../../../components/auth-layout';
import { CheckedLinkPage } from '../../../components/checked-link-page';
import { Notice } from '../../../components/notice';
import { Footer, PageCard } from '../../../components/page-card';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { SendConfirmationAgain } from './send-confirmation-again';

const passwordResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.confirmEmailSchema.pick({ password: true })));

/**
 * /auth/confirm-email/:token: the mailed link proving an address (registration's, or a client's new
 * email). It asks for the account's password: the link alone confirms nothing. Opened signed in or not:
 * it signs nobody in or out.
 */
export function ConfirmEmailPage() {
  const token = useParams().token?.trim();
  usePageTitle('Confirm your email');
  if (!token) return <Navigate to="/auth" replace />;
  return <ConfirmEmail token={token} />;
}

function ConfirmEmail({ token }: { token: string }) {
  const check = useCheckEmailConfirmationQuery(token);
  const { data: user } = useGetCurrentUserQuery();
  const [confirmed, setConfirmed] = useState<EmailConfirmed | null>(null);
  if (confirmed) return <Confirmed confirmed={confirmed} signedIn={Boolean(user)} />;
  return (
    <CheckedLinkPage
      check={check}
      checking="Checking your link..."
      refusedTitle="This link does not work"
      refusedDescription="Confirmation links work once, for 7 days. A newer one replaces it."
      refusedAction={
        user && !user.emailConfirmed ? (
          <SendConfirmationAgain />
        ) : (
          <Button as={Link} to="/auth">
            Sign in
          </Button>
        )
      }
    >
      {({ address, change }) => <PasswordStep token={token} address={address} change={change} onConfirmed={setConfirmed} />}
    </CheckedLinkPage>
  );
}

interface PasswordStepProps {
  token: string;
  address: string;
  change: boolean;
  onConfirmed(confirmed: EmailConfirmed): void;
}

function PasswordStep({ token, address, change, onConfirmed }: PasswordStepProps) {
  const [confirmEmail] = useConfirmEmailMutation();
  const runWithToasts = useMutationToast();
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: passwordResolver, defaultValues: { password: '' } });

  const submit = handleSubmit(async ({ password }) => {
    const outcome = await runWithToasts(() => confirmEmail({ token, password }).unwrap(), { failure: 'Failed to confirm the email' });
    if (outcome.ok) onConfirmed(outcome.value);
  });

  return (
    <PageCard
      title={change ? 'Confirm your new sign-in email' : 'Confirm your email address'}
      description={
        change
          ? `Enter your Clientline password to sign in with ${address} from now on.`
          : `Enter your Clientline password to confirm that ${address} is yours.`
      }
    >
      <AuthForm onSubmit={submit} submitting={isSubmitting} submitLabel="Confirm" busyLabel="Confirming...">
        <Field label="Password" error={errors.password?.message} required>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </Field>
      </AuthForm>
    </PageCard>
  );
}

function Confirmed({ confirmed, signedIn }: { confirmed: EmailConfirmed; signedIn: boolean }) {
  return (
    <AuthLayout>
      <PageCard title="Email confirmed">
        <Notice tone="success">{confirmed.message}</Notice>
        <Footer>
          <Button as={Link} to={signedIn ? '/' : confirmed.signInPath}>
            {signedIn ? 'Continue' : 'Sign in'}
          </Button>
        </Footer>
      </PageCard>
    </AuthLayout>
  );
}
