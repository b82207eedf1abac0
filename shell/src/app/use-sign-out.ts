import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useToast } from '@clientline/shared-ui';
import { useLogoutMutation } from '@clientline/shared-ui/store';

/**
 * Logout returns to / (spec section 2). Until the router has moved there the shell shows no routes:
 * react-router applies navigations in a transition, so a route guard rendered in between would still see
 * the old page with no user and redirect to /auth.
 */
export function useSignOut() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { toast } = useToast();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (pathname === '/') setSigningOut(false);
  }, [pathname]);

  const signOut = useCallback(async () => {
    setSigningOut(true);
    const result = await logout().unwrap();
    if (result.ok) {
      navigate('/');
    } else {
      setSigningOut(false);
      toast({ title: 'Error', description: result.message || 'Failed to logout' });
    }
  }, [logout, navigate, toast]);

  return { signOut, signingOut };
}
