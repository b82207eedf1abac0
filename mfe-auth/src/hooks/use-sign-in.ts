import { useCallback } from 'react';
import { useMutationToast, useToast } from '@clientline/shared-ui';
import type { AuthResult, LoginRequest } from '@clientline/shared-ui/store';
import { useLoginMutation, useLoginWithSecondFactorMutation } from '@clientline/shared-ui/api/account';
import type { TwoFactorSignInRequest } from '@clientline/contracts';
import { acceptedOrThrow, refusalOr } from '../lib/auth-refusal';
import { useNavigateAfterSignIn } from './use-navigate-after-sign-in';

const SIGNED_IN = { title: 'Login Successful', description: 'Welcome to the application!' };

/** What a password sign-in leads to: done (signed in, or refused with a toast), or the code step. */
export type SignInStep = 'done' | 'second-factor';

/**
 * Logs in (the /auth Login tab and the firm's client login page) and reports the outcome in a toast. An
 * account with two-factor sign-in answers 'second-factor': the form asks for the code next.
 */
export function useSignIn() {
  const [login] = useLoginMutation();
  const runWithToasts = useMutationToast();
  const { toast } = useToast();
  const navigateAfterSignIn = useNavigateAfterSignIn();

  return useCallback(
    async (request: LoginRequest): Promise<SignInStep> => {
      const outcome = await runWithToasts(() => acceptedOrThrow(login(request).unwrap()), { failure: refusalOr('Failed to login') });
      if (!outcome.ok) return 'done';
      if (outcome.value.twoFactorRequired) return 'second-factor';
      toast(SIGNED_IN);
      navigateAfterSignIn(outcome.value.user);
      return 'done';
    },
    [login, runWithToasts, toast, navigateAfterSignIn],
  );
}

/**
 * The code step: resolves with the api's refusal (shown in the form, not a toast) or signs in with the
 * same toast and destination as a password sign-in.
 */
export function useSecondFactorSignIn() {
  const [loginWithSecondFactor] = useLoginWithSecondFactorMutation();
  const { toast } = useToast();
  const navigateAfterSignIn = useNavigateAfterSignIn();

  return useCallback(
    async (request: TwoFactorSignInRequest): Promise<AuthResult> => {
      const result = await loginWithSecondFactor(request).unwrap();
      if (result.ok) {
        toast(SIGNED_IN);
        navigateAfterSignIn(result.user);
      }
      return result;
    },
    [loginWithSecondFactor, toast, navigateAfterSignIn],
  );
}
