import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from '@clientline/shared-ui/router';
import { useToast } from '@clientline/shared-ui';
import { useGetCurrentUserQuery, useLogoutMutation } from '@clientline/shared-ui/api/session';

/**
 * Signing out ends on the home page, /. Until the router is there and the session is gone the shell shows
 * no routes: react-router applies navigations in a transition, so a route guard rendered in between could
 * see the old page without a user (and redirect to /auth) or / with the old user (and redirect home).
 */
export function useSignOut() {
  const [logout] = useLogoutMutation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { data: user } = useGetCurrentUserQuery();
  const { toast } = useToast();
  const [signingOut, setSigningOut] = useState(false);

  useEffect(() => {
    if (pathname === '/' && user === null) setSigningOut(false);
  }, [pathname, user]);

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
