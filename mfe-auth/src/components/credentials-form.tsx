import { useForm, type Resolver } from 'react-hook-form';
import { Button, Field, Input } from '@clientline/shared-ui';
import { useSingleSubmit } from '../hooks/use-single-submit';
import { FormActions, FormStack } from './form-stack';

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
  const submit = useSingleSubmit(handleSubmit(onSubmit));

  return (
    <FormStack onSubmit={submit} noValidate>
      <Field label="Email" error={errors.username?.message} required>
        <Input type="email" autoComplete="username" {...register('username')} />
      </Field>
      <Field label="Password" error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...register('password')} />
      </Field>
      <FormActions>
        <Button type="submit" size="lg" fullWidth loading={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </Button>
      </FormActions>
    </FormStack>
  );
}
