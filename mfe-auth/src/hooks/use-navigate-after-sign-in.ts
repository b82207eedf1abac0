import { useCallback } from 'react';
import { NEXT_PARAMETER } from '@clientline/contracts/routes';
import { useLocation, useNavigate } from '@clientline/shared-ui/router';
import type { CurrentUser } from '@clientline/shared-ui/store';
import { destinationAfterSignIn } from '../lib/destination';

/** Sends a user who has just signed in where the product's one rule says (`lib/destination.ts`): the page asked for, if any. */
export function useNavigateAfterSignIn() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const next = new URLSearchParams(search).get(NEXT_PARAMETER);
  return useCallback((user: CurrentUser | null) => navigate(destinationAfterSignIn(user, next), { replace: true }), [navigate, next]);
}
