import { useCallback } from 'react';
import { useNavigate } from '@clientline/shared-ui/router';
import type { CurrentUser } from '@clientline/shared-ui/store';
import { destinationAfterSignIn } from '../lib/destination';

/** Sends a user who has just signed in where the product's one rule says (`lib/destination.ts`). */
export function useNavigateAfterSignIn() {
  const navigate = useNavigate();
  return useCallback((user: CurrentUser | null) => navigate(destinationAfterSignIn(user), { replace: true }), [navigate]);
}
