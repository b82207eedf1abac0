import { CredentialsForm } from '../../../components/credentials-form';
import { useSignIn } from '../../../hooks/use-sign-in';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver';

const loginResolver = lazyZodResolver(() => import('@clientline/contracts').then((contracts) => contracts.loginSchema));

export function LoginForm() {
  const signIn = useSignIn();
  return <CredentialsForm resolver={loginResolver} onSubmit={signIn} forgotPasswordPath="/auth/forgot-password" />;
}
