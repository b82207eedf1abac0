import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { Link } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { Field, Input } from '@clientline/shared-ui/widgets';
import type { SignInStep } from '../hooks/use-sign-in';
import { AuthForm } from './auth-form';
import { SecondFactorForm } from './second-factor-form';

const ForgotLink = styled(Link)`
  justify-self: end;
  margin-top: calc(-1 * ${({ theme }) => theme.space[2]});
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface Credentials {
  username: string;
  password: string;
}

interface CredentialsFormProps {
  /** Of loginSchema on /auth, clientLoginSchema on a firm's page: each brings its own messages. */
  resolver: Resolver<Credentials>;
  /** Resolves with 'second-factor' when the account asks for a code of its authenticator app next. */
  onSubmit(credentials: Credentials): Promise<SignInStep>;
  /** Where "Forgot password?" leads: /auth/forgot-password, with the firm when on its page. */
  forgotPasswordPath: string;
}

/**
 * Email and password with the Login button and "Forgot password?"; a second submit while logging in sends
 * nothing. With two-factor sign-in on, the code step takes the form's place (Back returns, email kept).
 */
export function CredentialsForm({ resolver, onSubmit, forgotPasswordPath }: CredentialsFormProps) {
  const [askingForCode, setAskingForCode] = useState(false);
  const {
    register,
    handleSubmit,
    resetField,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver, defaultValues: { username: '', password: '' } });

  async function submit(credentials: Credentials) {
    setAskingForCode((await onSubmit(credentials)) === 'second-factor');
  }

  if (askingForCode) {
    return (
      <SecondFactorForm
        onBack={() => {
          resetField('password');
          setAskingForCode(false);
        }}
      />
    );
  }

  return (
    <AuthForm onSubmit={handleSubmit(submit)} submitting={isSubmitting} submitLabel="Login" busyLabel="Logging in...">
      <Field label="Email" error={errors.username?.message} required>
        <Input type="email" autoComplete="username" {...register('username')} />
      </Field>
      <Field label="Password" error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <ForgotLink to={forgotPasswordPath}>Forgot password?</ForgotLink>
    </AuthForm>
  );
}
