import { useLocation } from '@clientline/shared-ui/router';
import styled from 'styled-components';
import { Notice } from './notice';

const Spaced = styled.div`
  margin-bottom: ${({ theme }) => theme.space[4]};
`;

/** What a page that sent the visitor to sign in left for them (e.g. after a password reset), kept while they stay. */
export function SignInNotice() {
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  if (typeof notice !== 'string') return null;
  return (
    <Spaced>
      <Notice tone="success">{notice}</Notice>
    </Spaced>
  );
}
