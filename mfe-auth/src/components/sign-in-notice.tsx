import { useLocation } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import { Notice, type NoticeTone } from './notice';

const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** What a page sending the visitor to sign in leaves in the navigation's state. */
export interface SignInNoticeState {
  notice: string;
  tone?: NoticeTone;
}

/** What a page that sent the visitor to sign in left for them (a reset done, a spent link), kept while they stay. */
export function SignInNotice() {
  const state = useLocation().state as Partial<SignInNoticeState> | null;
  if (typeof state?.notice !== 'string') return null;
  return (
    <Spaced>
      <Notice tone={state.tone === 'warning' ? 'warning' : 'success'}>{state.notice}</Notice>
    </Spaced>
  );
}
