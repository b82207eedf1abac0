import { useCallback } from 'react';
import { useNavigate } from '@clientline/shared-ui/router';
import { useToast } from '@clientline/shared-ui';
import type { CurrentUser, ToastInput } from '@clientline/shared-ui/store';
import { destinationAfterSignIn } from '../lib/destination';

/** Announces a successful sign-in and sends the user where the product's one rule says. */
export function useFinishSignIn() {
  const { toast } = useToast();
  const navigate = useNavigate();
  return useCallback(
    (user: CurrentUser | null, announcement: ToastInput) => {
      toast(announcement);
      navigate(destinationAfterSignIn(user), { replace: true });
    },
    [toast, navigate],
  );
}
