import { useForm, type Resolver } from 'react-hook-form';
import { Link } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import { Field, Input } from '@clientline/shared-ui';
import { AuthForm } from './auth-form';

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
  onSubmit(credentials: Credentials): Promise<void>;
  /** Where "Forgot password?" leads: /auth/forgot-password, with the firm when on its page. */
  forgotPasswordPath: string;
}

/** Email and password with the Login button and "Forgot password?"; a second submit while logging in sends nothing. */
export function CredentialsForm({ resolver, onSubmit, forgotPasswordPath }: CredentialsFormProps) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Credentials>({ resolver, defaultValues: { username: '', password: '' } });

  return (
    <AuthForm onSubmit={handleSubmit(onSubmit)} submitting={isSubmitting} submitLabel="Login" busyLabel="Logging in...">
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
