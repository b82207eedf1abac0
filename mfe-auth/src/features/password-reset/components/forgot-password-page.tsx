import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from '@clientline/shared-ui/router';
import type { ForgotPasswordRequest } from '@clientline/contracts';
import { useMutationToast, usePageTitle } from '@clientline/shared-ui';
import { Field, Input } from '@clientline/shared-ui/widgets';
import { useForgotPasswordMutation } from '@clientline/shared-ui/api/account';
import { AuthForm } from '../../../components/auth-form';
import { AuthLayout } from '../../../components/auth-layout';
import { Notice } from '../../../components/notice';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';
import { Footer, PageCard } from '../../../components/page-card';

const forgotPasswordResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.forgotPasswordSchema));

/** Where "Back to sign in" goes: the firm's login page the visitor came from, else /auth. */
export function signInPathFor(organization: string | null): string {
  return organization ? `/${encodeURIComponent(organization)}` : '/auth';
}

/**
 * /auth/forgot-password (`?organization=<slug>` from a firm's login page, which then mails only that
 * firm's accounts): asks for the address and says, whatever the answer, that a link is on its way if an
 * account uses it.
 */
export function ForgotPasswordPage() {
  const organization = useSearchParams()[0].get('organization');
  usePageTitle('Forgot password');
  const [forgotPassword] = useForgotPasswordMutation();
  const runWithToasts = useMutationToast();
  const [answer, setAnswer] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordRequest>({ resolver: forgotPasswordResolver, defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    const outcome = await runWithToasts(() => forgotPassword({ email, ...(organization && { organizationName: organization }) }).unwrap(), {
      failure: 'Failed to send the reset link',
    });
    if (outcome.ok) setAnswer(outcome.value.message);
  });

  return (
    <AuthLayout>
      <PageCard title="Forgot your password?" description="Enter the email you sign in with. We will mail you a link to choose a new password.">
        {answer ? (
          <Notice tone="success" title="Check your email">
            {answer}
          </Notice>
        ) : (
          <AuthForm onSubmit={submit} submitting={isSubmitting} submitLabel="Send reset link" busyLabel="Sending...">
            <Field label="Email" error={errors.email?.message} required>
              <Input type="email" autoComplete="email" autoFocus {...register('email')} />
            </Field>
          </AuthForm>
        )}
        <Footer>
          <Link to={signInPathFor(organization)}>Back to sign in</Link>
        </Footer>
      </PageCard>
    </AuthLayout>
  );
}
