import { useRef } from 'react';
import { useLocation, useNavigate } from '@clientline/shared-ui/router';
import styled from '@clientline/shared-ui/styled';
import { useHydrated } from '@clientline/shared-ui';
import { Notice, type NoticeTone } from './notice';

const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** What a page sending the visitor to sign in leaves in the navigation's state. */
export interface SignInNoticeState {
  notice: string;
  tone?: NoticeTone;
}

/**
 * What a page that sent the visitor to sign in left for them (a reset done, a spent link): not a toast
 * that goes by itself, but a notice kept in the navigation's state, so it stays while they stay (a failed
 * sign-in, a reload) until they sign in, leave, or dismiss it. Dismiss clears it from the state too, so a
 * reload does not bring it back, and puts the focus on the form's first field. Shown once hydrated: /auth
 * comes painted from the build, which knows no navigation's state (a reload keeps it).
 */
export function SignInNotice() {
  const location = useLocation();
  const navigate = useNavigate();
  const box = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const state = location.state as Partial<SignInNoticeState> | null;
  if (!hydrated || typeof state?.notice !== 'string') return null;

  function dismiss() {
    box.current?.parentElement?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    navigate({ pathname: location.pathname, search: location.search, hash: location.hash }, { replace: true, state: null });
  }

  return (
    <Spaced ref={box}>
      <Notice tone={state.tone === 'warning' ? 'warning' : 'success'} onDismiss={dismiss}>
        {state.notice}
      </Notice>
    </Spaced>
  );
}
