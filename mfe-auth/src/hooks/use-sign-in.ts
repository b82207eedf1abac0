import { useCallback } from 'react';
import { useMutationToast } from '@clientline/shared-ui';
import type { LoginRequest } from '@clientline/shared-ui/store';
import { useLoginMutation } from '@clientline/shared-ui/api/session';
import { acceptedOrThrow, refusalOr } from '../lib/auth-refusal';
import { useNavigateAfterSignIn } from './use-navigate-after-sign-in';

/** Logs in (the /auth Login tab and the firm's client login page) and reports the outcome in a toast. */
export function useSignIn() {
  const [login] = useLoginMutation();
  const runWithToasts = useMutationToast();
  const navigateAfterSignIn = useNavigateAfterSignIn();

  return useCallback(
    async (request: LoginRequest) => {
      const outcome = await runWithToasts(() => acceptedOrThrow(login(request).unwrap()), {
        success: { title: 'Login Successful', description: 'Welcome to the application!' },
        failure: refusalOr('Failed to login'),
      });
      if (outcome.ok) navigateAfterSignIn(outcome.value.user);
    },
    [login, runWithToasts, navigateAfterSignIn],
  );
}
