import { useForm, type Resolver } from 'react-hook-form';
import { Field, Input } from '@clientline/shared-ui';
import { AuthForm } from './auth-form';

export interface Credentials {
  username: string;
  password: string;
}

interface CredentialsFormProps {
  /** Of loginSchema on /auth, clientLoginSchema on a firm's page: each brings its own messages. */
  resolver: Resolver<Credentials>;
  onSubmit(credentials: Credentials): Promise<void>;
}

/** Email and password with the Login button; a second submit while logging in sends nothing. */
export function CredentialsForm({ resolver, onSubmit }: CredentialsFormProps) {
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
    </AuthForm>
  );
}
