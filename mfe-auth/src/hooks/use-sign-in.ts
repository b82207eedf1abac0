import { useCallback } from 'react';
import { useToast } from '@clientline/shared-ui';
import type { LoginRequest } from '@clientline/shared-ui/store';
import { useLoginMutation } from '@clientline/shared-ui/api/session';
import { useFinishSignIn } from './use-finish-sign-in';

/** Logs in (the /auth Login tab and the firm's client login page) and reports the outcome in a toast. */
export function useSignIn() {
  const [login] = useLoginMutation();
  const { toast } = useToast();
  const finishSignIn = useFinishSignIn();

  return useCallback(
    async (request: LoginRequest) => {
      const result = await login(request).unwrap().catch(() => null);
      if (!result?.ok) {
        toast({ title: 'Error', description: result?.message || 'Failed to login' });
        return;
      }
      finishSignIn(result.user, { title: 'Login Successful', description: 'Welcome to the application!' });
    },
    [login, toast, finishSignIn],
  );
}
