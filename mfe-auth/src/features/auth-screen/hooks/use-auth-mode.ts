import { useCallback } from 'react';
import { useSearchParams } from '@clientline/shared-ui/router';

export type AuthMode = 'login' | 'register';

/** The open tab lives in the URL: /auth?mode=register opens Register, anything else Login. */
export function useAuthMode() {
  const [searchParams, setSearchParams] = useSearchParams();
  const mode: AuthMode = searchParams.get('mode') === 'register' ? 'register' : 'login';

  const setMode = useCallback(
    (next: AuthMode) => {
      setSearchParams(
        (current) => {
          const params = new URLSearchParams(current);
          if (next === 'register') params.set('mode', 'register');
          else params.delete('mode');
          return params;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  return [mode, setMode] as const;
}
