import { loginSchema } from '@clientline/contracts';
import { CredentialsForm } from '../../../components/credentials-form';
import { useSignIn } from '../../../hooks/use-sign-in';

export function LoginForm() {
  const signIn = useSignIn();
  return <CredentialsForm schema={loginSchema} onSubmit={signIn} />;
}
